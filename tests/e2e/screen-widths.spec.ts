import { test, expect } from './support/fixtures';
import { siteRoutes } from './support/routes';

// Between the two projects' screens (a 412 px phone and a 1280 px desktop) lie the tablets, held either way,
// and the laptops. The widths where the layout changes (768 and 1024 px) and the ones around them.
const WIDTHS = [360, 600, 768, 800, 1024, 1100, 1160, 1440];

test.describe('at every common screen width', { tag: '@desktop-only' }, () => {
  // One test a route, so that the two workers share them. Each page is loaded once, at the narrowest width, and
  // then resized through the others, as when a tablet is turned: the layout follows the width by CSS alone (no
  // script of the site reads it), so a page resized to a width is laid out as one loaded there. Loading every
  // route at every width was 72 page loads, about 50 s of the suite's time.
  for (const { path } of siteRoutes) {
    test(`${path} scrolls sideways at no width`, async ({ page }) => {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
      await page.goto(path);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect.soft(scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(width);
      }
    });
  }
});
