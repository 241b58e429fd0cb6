import type { APIRequestContext, Page } from '@playwright/test';
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

/**
 * A slow proxy that sends `path` at once up to the end of the first `end` after `start` in its HTML, then pauses
 * 2 s, so the page is painted cut there. `what` names the place in the failure message when `start` is missing.
 */
async function proxyPausingAfter(
  request: APIRequestContext,
  baseURL: string,
  { path, start, end, what }: { path: string; start: string; end: string; what: string },
) {
  const html = Buffer.from(await (await request.get(path)).body());
  const at = html.indexOf(start);
  expect(at, what).toBeGreaterThan(-1);
  const cut = html.indexOf(end, at) + end.length;
  return startSlowProxy(baseURL, { pauseMs: 2000, cuts: () => [cut] });
}

test.describe('a connection that pauses between a label and what it labels', () => {
  // The trickles above cut the page wherever their pieces happen to end. This cuts it at one chosen place,
  // just after an experience card's calendar icon, and shows that row on screen while the dates beside it
  // have not arrived: the icon must already sit where the line of text will put it.
  test("leaves an experience card's date icon where it is when the dates arrive", async ({
    page,
    request,
  }, testInfo) => {
    const proxy = await proxyPausingAfter(request, testInfo.project.use.baseURL!, {
      path: '/',
      start: '<p data-when',
      end: '</svg>',
      what: 'a date row on the home page',
    });
    try {
      await recordLayoutShifts(page);
      const loaded = page.goto(`${proxy.origin}/`, { waitUntil: 'load' });
      // Found by its attribute: with no text yet, the row has nothing a visitor could find it by.
      const row = page.locator('[data-when]').first();
      await row.locator('svg').waitFor({ state: 'attached' });
      const iconAlone = await row.evaluate(async (element) => {
        element.scrollIntoView({ block: 'center' });
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        return element.textContent === '';
      });
      expect(iconAlone, 'the row was on screen with its icon alone').toBe(true);
      await loaded;
      await expect(row).toBeInViewport();
      await expect(row).not.toHaveText('');
      expect(await layoutShifts(page)).toEqual([]);
    } finally {
      await proxy.close();
    }
  });

  // The article list cut after the category filter's label, before its control: the label is painted alone in
  // the filter row, and must already sit where the row with the control puts it.
  test("leaves the article list's category label where it is when its control arrives", async ({
    page,
    request,
  }, testInfo) => {
    const proxy = await proxyPausingAfter(request, testInfo.project.use.baseURL!, {
      path: '/articles',
      start: '<div data-field="category"',
      end: '</label>',
      what: 'the category field on /articles',
    });
    try {
      await recordLayoutShifts(page);
      const loaded = page.goto(`${proxy.origin}/articles`, { waitUntil: 'load' });
      await page.getByText('Category', { exact: true }).waitFor();
      expect(await page.locator('[data-field="category"] select').count(), 'the label was painted alone').toBe(0);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await loaded;
      await expect(page.getByRole('combobox', { name: 'Category' })).toBeVisible();
      expect(await layoutShifts(page)).toEqual([]);
    } finally {
      await proxy.close();
    }
  });
});
