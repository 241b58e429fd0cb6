import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The followed link's spinner, as a screen reader announces it. */
export const loadingStatus = (page: Page) => page.getByRole('status', { name: 'Loading…' });

/**
 * Holds the requests for a route's page data until released, so a navigation to it stays in flight and
 * the followed link shows its spinner. The visitor points at the link first, which starts the prefetch
 * of that data (SiteLink); the click waits until it has started, so the navigation really waits on the
 * held request.
 */
export async function holdPageData(page: Page, path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let firstHeld!: () => void;
  const prefetchStarted = new Promise<void>((resolve) => (firstHeld = resolve));
  // Next.js asks for the whole route ("/articles.txt") or for its page segment
  // ("/articles/__next.articles.__PAGE__.txt", "/articles/x/__next.articles.$d$slug.__PAGE__.txt").
  const pageData = new RegExp(`^${path}(\\.txt|/__next\\.[^/]*__PAGE__\\.txt)\\?`);
  await page.route(
    (url) => pageData.test(url.pathname + url.search),
    async (route) => {
      firstHeld();
      await released;
      await route.continue();
    },
  );
  return { release, prefetchStarted };
}

/**
 * Follows a link to `path` whose page data is held: the spinner shows inside that link (not elsewhere) until
 * the data arrives, then the page's heading shows and the spinner is gone.
 */
export async function expectSpinnerThenPage(page: Page, path: string, link: Locator, heading: Locator) {
  const hold = await holdPageData(page, path);
  await link.hover();
  await hold.prefetchStarted;
  await link.click();
  await expect(loadingStatus(page)).toBeVisible();
  expect(await loadingStatus(page).evaluate((status) => status.closest('a')?.getAttribute('href'))).toBe(path);
  hold.release();
  await expect(heading).toBeVisible();
  await expect(loadingStatus(page)).toHaveCount(0);
}
