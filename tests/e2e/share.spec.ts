import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { expectNoViolationsInEitherScheme } from './support/axe';
import { publishedArticles } from './support/articles';

const COPIED_TITLE = 'Article link copied!';
const COPIED_TEXT = 'The article link has been copied to your clipboard.';
const FAILED_TITLE = 'Failed to copy link';
const FAILED_TEXT = 'Please try again or copy the link manually.';

type ShareBehaviour = 'none' | 'resolves' | 'rejects' | 'cancelled';
type ClipboardBehaviour = 'works' | 'fails';

/**
 * Replaces the browser's share and clipboard before the page's scripts run, recording what the page asks
 * of them on `window.__shareLog`.
 */
async function stubSharing(page: Page, share: ShareBehaviour, clipboard: ClipboardBehaviour) {
  await page.addInitScript(
    ({ share, clipboard }) => {
      const log: { shared: unknown[]; copied: string[] } = { shared: [], copied: [] };
      Object.assign(window, { __shareLog: log });
      const shareStub =
        share === 'none'
          ? undefined
          : async (data: ShareData) => {
              log.shared.push(data);
              if (share === 'rejects') throw new DOMException('Permission denied', 'NotAllowedError');
              if (share === 'cancelled') throw new DOMException('Share canceled', 'AbortError');
            };
      Object.defineProperty(Navigator.prototype, 'share', { value: shareStub, configurable: true, writable: true });
      Object.defineProperty(Navigator.prototype, 'clipboard', {
        configurable: true,
        get: () => ({
          writeText: async (text: string) => {
            if (clipboard === 'fails') throw new DOMException('Write permission denied', 'NotAllowedError');
            log.copied.push(text);
          },
        }),
      });
    },
    { share, clipboard },
  );
}

const shareLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shareLog: { shared: unknown[]; copied: string[] } }).__shareLog);

async function openArticle(page: Page) {
  const [article] = publishedArticles();
  await page.goto(`/articles/${article!.slug}`);
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
  return article!;
}

test.describe('Share', () => {
  test('with native share: shares the title and the page address, no notice', async ({ page }) => {
    await stubSharing(page, 'resolves', 'works');
    const article = await openArticle(page);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect.poll(async () => (await shareLog(page)).shared).toEqual([{ title: article.title, url: page.url() }]);
    expect((await shareLog(page)).copied).toEqual([]);
    await expect(page.getByRole('status').filter({ hasText: COPIED_TITLE })).toHaveCount(0);
  });

  test('when native share fails: copies the address and says so', async ({ page }) => {
    await stubSharing(page, 'rejects', 'works');
    await openArticle(page);
    await page.getByRole('button', { name: 'Share' }).click();
    const notice = page.getByRole('status').filter({ hasText: COPIED_TITLE });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(COPIED_TEXT);
    const log = await shareLog(page);
    expect(log.shared).toHaveLength(1);
    expect(log.copied).toEqual([page.url()]);
    await expectNoViolationsInEitherScheme(page);
  });

  test('when the visitor closes the share sheet: nothing is copied and no notice shows', async ({ page }) => {
    await stubSharing(page, 'cancelled', 'works');
    await openArticle(page);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect.poll(async () => (await shareLog(page)).shared.length).toBe(1);
    expect((await shareLog(page)).copied).toEqual([]);
    await expect(page.getByText(COPIED_TITLE)).toHaveCount(0);
    await expect(page.getByText(FAILED_TITLE)).toHaveCount(0);
  });

  test('without native share: copies the address and says so', async ({ page }) => {
    await stubSharing(page, 'none', 'works');
    await openArticle(page);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('status').filter({ hasText: COPIED_TITLE })).toContainText(COPIED_TEXT);
    expect((await shareLog(page)).copied).toEqual([page.url()]);
  });

  test('when copying fails: a destructive notice, announced at once', async ({ page }) => {
    await stubSharing(page, 'none', 'fails');
    await openArticle(page);
    await page.getByRole('button', { name: 'Share' }).click();
    const alert = page.getByRole('alert').filter({ hasText: FAILED_TITLE });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(FAILED_TEXT);
    await expect(page.getByText(COPIED_TITLE)).toHaveCount(0);
    await expectNoViolationsInEitherScheme(page);
  });

  test('the notice dismisses itself after four seconds', async ({ page }) => {
    // The page's clock is driven by the test, so the four seconds pass at once and exactly.
    const start = new Date('2026-03-02T09:00:00Z');
    await page.clock.install({ time: start });
    await stubSharing(page, 'none', 'works');
    await openArticle(page);
    await page.clock.pauseAt(new Date(start.getTime() + 60_000));
    await page.getByRole('button', { name: 'Share' }).click();
    const notice = page.getByText(COPIED_TITLE);
    await expect(notice).toBeVisible();
    await page.clock.runFor(3_999);
    await expect(notice).toBeVisible();
    await page.clock.runFor(1);
    await expect(notice).toHaveCount(0);
  });

  test('the live regions are in the page before any notice, so the notice is announced', async ({ page }) => {
    await stubSharing(page, 'none', 'works');
    await openArticle(page);
    const statusCount = await page.getByRole('status').count();
    expect(statusCount).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('status')).toHaveCount(statusCount);
    await expect(page.getByRole('status').filter({ hasText: COPIED_TITLE })).toHaveCount(1);
  });
});
