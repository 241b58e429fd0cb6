import { startSlowProxy, type SlowProxy } from '../../scripts/slow-proxy.mjs';
import { test, expect } from './support/fixtures';
import { layoutShifts, recordLayoutShifts } from './support/layout-shifts';
import { siteRoutes } from './support/routes';

// A slow connection delivers the page a little at a time, and a browser paints whatever it has parsed
// so far: every page is painted half-arrived, with its CSS (all in <head>) but not all of its markup. Nothing
// painted may then move when the rest arrives (a box sized by a sibling that has not arrived, a badge shown
// above a title it follows in the markup). Two sizes of piece, so that the pieces end in different places.
const TRICKLES = [
  { chunkBytes: 4096, pauseMs: 30 },
  // About one TCP segment.
  { chunkBytes: 1460, pauseMs: 15 },
];

const proxies: SlowProxy[] = [];
test.beforeAll(async ({}, testInfo) => {
  for (const trickle of TRICKLES) proxies.push(await startSlowProxy(testInfo.project.use.baseURL!, trickle));
});
test.afterAll(async () => {
  await Promise.all(proxies.splice(0).map((proxy) => proxy.close()));
});

test.describe('on a slow connection', () => {
  for (const [index, trickle] of TRICKLES.entries()) {
    for (const route of siteRoutes) {
      test(`${route.path} moves nothing while it arrives ${trickle.chunkBytes} bytes at a time`, async ({ page }) => {
        await recordLayoutShifts(page);
        await page.goto(`${proxies[index]!.origin}${route.path}`, { waitUntil: 'load' });
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        expect(await layoutShifts(page)).toEqual([]);
      });
    }
  }
});
