import { startSlowProxy, type SlowProxy } from '../../scripts/slow-proxy.mjs';
import { test, expect } from './support/fixtures';
import { layoutShifts, recordLayoutShifts } from './support/layout-shifts';
import { siteRoutes } from './support/routes';

// A slow connection delivers the page a little at a time, and a browser paints whatever it has parsed
// so far. A half-arrived page must not be painted in a layout its later markup changes (a box sized
// by a sibling that has not arrived, a badge arriving beside a card title).

let slow: SlowProxy;
test.beforeAll(async ({}, testInfo) => {
  slow = await startSlowProxy(testInfo.project.use.baseURL!);
});
test.afterAll(async () => slow.close());

test.describe('on a slow connection', () => {
  for (const route of siteRoutes) {
    test(`${route.path} moves nothing while it arrives`, async ({ page }) => {
      await recordLayoutShifts(page);
      await page.goto(`${slow.origin}${route.path}`, { waitUntil: 'load' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      expect(await layoutShifts(page)).toEqual([]);
    });
  }
});
