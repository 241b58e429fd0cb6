import type { Page } from '@playwright/test';
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

test.describe('the first paint on a slow connection', () => {
  /** When the page was first painted with content, and when the footer (the end of the page) had arrived. */
  type PaintTimes = { footerAt: number; firstPaintAt: number };
  type TimesWindow = { __times: PaintTimes };

  async function paintAndFooterTimes(page: Page, url: string): Promise<PaintTimes> {
    await page.addInitScript(() => {
      const times = { footerAt: Number.NaN, firstPaintAt: Number.NaN };
      (window as unknown as TimesWindow).__times = times;
      new MutationObserver((_, observer) => {
        if (!document.querySelector('footer')) return;
        times.footerAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
      new PerformanceObserver((list) => {
        times.firstPaintAt = list.getEntriesByName('first-contentful-paint')[0]?.startTime ?? times.firstPaintAt;
      }).observe({ type: 'paint', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load' });
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const times = () => page.evaluate(() => (window as unknown as TimesWindow).__times);
    await expect.poll(async () => (await times()).firstPaintAt).not.toBeNaN();
    return times();
  }

  test('an article is painted once it has all arrived, not header first', async ({ page }) => {
    const article = siteRoutes.find((route) => route.path.startsWith('/articles/'))!;
    const { footerAt, firstPaintAt } = await paintAndFooterTimes(page, `${proxies[1]!.origin}${article.path}`);
    expect(firstPaintAt).toBeGreaterThanOrEqual(footerAt);
  });

  test('other pages are painted as they arrive', async ({ page }) => {
    const { footerAt, firstPaintAt } = await paintAndFooterTimes(page, `${proxies[1]!.origin}/`);
    expect(firstPaintAt).toBeLessThan(footerAt);
  });
});
