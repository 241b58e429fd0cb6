import { test, expect } from './support/fixtures';
import { siteRoutes } from './support/routes';

// Between the two projects' screens (a 412 px phone and a 1280 px desktop) lie the tablets, held either way,
// and the laptops. The widths where the layout changes (768 and 1024 px) and the ones around them.
const WIDTHS = [360, 600, 768, 800, 1024, 1100, 1160, 1440];

test.describe('at every common screen width', { tag: '@desktop-only' }, () => {
  // One test a width, so that the two workers share them (one test of all the widths took half a minute).
  for (const width of WIDTHS) {
    test(`no page scrolls sideways at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const { path } of siteRoutes) {
        await page.goto(path);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(width);
      }
    });
  }
});
