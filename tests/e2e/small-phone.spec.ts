import { test, expect } from './support/fixtures';
import { siteRoutes } from './support/routes';

// The phone project is a Pixel 7 (412 px wide); small phones still in use (iPhone SE, older Androids) are 320.
test.describe('on a 320-pixel phone', { tag: '@phone-only' }, () => {
  test.use({ viewport: { width: 320, height: 568 } });

  for (const scheme of ['light', 'dark'] as const) {
    test(`no page scrolls sideways (${scheme} scheme)`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      for (const { path } of siteRoutes) {
        await page.goto(path);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(320);
      }
    });
  }
});
