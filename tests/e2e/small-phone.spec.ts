import { test, expect } from './support/fixtures';
import { publishedTagAddresses } from './support/articles';
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

  // An owner's title or tag can hold a word longer than the screen (a compound, a product name, a pasted
  // address). Each such text is given one here, as the build would render it, and must wrap, not widen the page.
  test('a title, a card, a tag or a description with a word longer than the screen wraps instead of widening the page', async ({
    page,
  }) => {
    const longWord = 'Antidisestablishmentarianismproductmanagementframeworks';
    const article = siteRoutes.find(({ path }) => /^\/articles\/[^/]+$/.test(path))!.path;
    const places: [string, string][] = [
      [article, 'h1'],
      [article, 'main a[href^="/articles/tags/"]'],
      ['/articles', 'main li h2, main li h3'],
      [`/articles/tags/${publishedTagAddresses()[0]}`, 'h1'],
      [`/articles/tags/${publishedTagAddresses()[0]}`, 'main a[type="application/rss+xml"]'],
      // The owner's own texts in cards: an experience's short description, a reading's.
      ['/', '[data-card-list] [data-brief]'],
      ['/readings', 'main section p'],
    ];
    for (const [path, selector] of places) {
      await page.goto(path);
      const element = page.locator(selector).first();
      await expect(element, `${selector} on ${path}`).toBeVisible();
      await element.evaluate((node, word) => {
        node.textContent = `${word}: ${node.textContent}`;
      }, longWord);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path} with a long word in ${selector} is ${width} px wide`).toBeLessThanOrEqual(320);
    }
  });
});
