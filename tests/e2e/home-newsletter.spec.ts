import type { Page } from '@playwright/test';
import { test, expect, ONE_WIDTH } from './support/fixtures';
import { answerFeedService, FEED_SERVICE, samplePosts, waitForHydration } from './support/home';
import { cumulativeLayoutShift, recordLayoutShifts } from './support/layout-shifts';
import { profilePhoto } from '../../content/profile-photo';
import { site } from '../../content/site';

const FAILURE_LOG = 'Failed to fetch Substack post:';
const newsletterCard = (page: Page) => page.getByRole('article', { name: 'Latest newsletter post' });

/** Scrolls the portrait (the card appears over its lower edge) to the middle, so the card's place is in view. */
async function scrollCardPlaceIntoView(page: Page) {
  await portrait(page).evaluate((image) => image.scrollIntoView({ block: 'center', behavior: 'instant' }));
}

const portrait = (page: Page) => page.getByRole('img', { name: profilePhoto.alt });

/** Where the hero's parts are, in page coordinates (the page is not scrolled). */
async function heroLayout(page: Page) {
  const box = async (locator: ReturnType<Page['locator']>) => {
    const found = await locator.boundingBox();
    if (!found) throw new Error(`${locator} has no box`);
    return { top: found.y, bottom: found.y + found.height, left: found.x, right: found.x + found.width };
  };
  return {
    hero: await box(page.getByRole('region', { name: site.greeting })),
    title: await box(page.getByRole('heading', { level: 1 })),
    buttons: await box(page.getByRole('button', { name: 'Explore My Experiences' })),
    schedule: await box(page.getByRole('button', { name: 'Schedule 15 Mins Talk' })),
    socialLinks: await box(page.getByRole('list', { name: `${site.ownerName} online` })),
    portrait: await box(portrait(page)),
    nextHeading: await box(page.getByRole('heading', { name: 'Experiences', level: 2 })),
  };
}

type Box = Awaited<ReturnType<typeof heroLayout>>['hero'];
const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Waits until the page has received the service's answer and has had time to render it. */
async function settle(page: Page) {
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(250);
}

test.describe('latest newsletter card', () => {
  test('shows only the first post: its title as a link opening in a new tab, and its date', async ({ page }) => {
    const requests = await answerFeedService(page, {
      status: 'ok',
      feed: { title: 'Noam writes' },
      items: samplePosts,
    });
    await page.goto('/');

    const card = newsletterCard(page);
    await expect(card).toBeVisible();
    const [latest, older] = samplePosts;
    const link = card.getByRole('link', { name: `${latest!.title} (opens in a new tab)`, exact: true });
    await expect(link).toHaveAttribute('href', latest!.link);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(card.getByText('March 14, 2025', { exact: true })).toBeVisible();
    await expect(page.getByText(older!.title)).toHaveCount(0);

    expect(requests).toEqual([
      `https://api.rss2json.com/v1/api.json?rss_url=${encodeURIComponent(site.newsletterFeedUrl)}`,
    ]);
  });

  test('is not displayed while loading, and appearing shifts nothing', async ({ page }) => {
    await recordLayoutShifts(page);
    let respond!: () => void;
    const answered = new Promise<void>((resolve) => (respond = resolve));
    await answerFeedService(page, { status: 'ok', items: samplePosts }, { after: answered });
    const requested = page.waitForRequest(FEED_SERVICE);
    await page.goto('/');
    await waitForHydration(page);
    await requested;

    await expect(newsletterCard(page)).toHaveCount(0);
    await expect(page.getByText(samplePosts[0]!.title)).toHaveCount(0);
    // Bring the card's place and what follows it into view, so a shift there would count.
    await scrollCardPlaceIntoView(page);
    expect(await cumulativeLayoutShift(page)).toBe(0);

    respond();
    await expect(newsletterCard(page)).toBeVisible();
    await expect(newsletterCard(page)).toBeInViewport();
    expect(await cumulativeLayoutShift(page)).toBe(0);
  });

  test('stays hidden and logs the error when the request fails', ONE_WIDTH, async ({ page, consoleMessages }) => {
    await page.route(FEED_SERVICE, (route) => route.abort('failed'));
    await page.goto('/');
    await expect
      .poll(() => consoleMessages.find((text) => text.startsWith(FAILURE_LOG)), { timeout: 10_000 })
      .toMatch(/^Failed to fetch Substack post: TypeError/);
    await settle(page);
    await expect(newsletterCard(page)).toHaveCount(0);
  });

  test(
    'stays hidden and logs the error when the service answers with an HTTP error',
    ONE_WIDTH,
    async ({ page, consoleMessages }) => {
      await page.route(FEED_SERVICE, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
      await page.goto('/');
      await expect
        .poll(() => consoleMessages.find((text) => text.startsWith(FAILURE_LOG)), { timeout: 10_000 })
        .toContain('HTTP 500');
      await settle(page);
      await expect(newsletterCard(page)).toHaveCount(0);
    },
  );

  test(
    'stays hidden and logs why when the service could not read the feed',
    ONE_WIDTH,
    async ({ page, consoleMessages }) => {
      // What rss2json answers, with HTTP 200, for a feed address it cannot download (a mistyped one).
      await answerFeedService(page, { status: 'error', message: 'Cannot download this RSS feed', items: samplePosts });
      await page.goto('/');
      await expect
        .poll(() => consoleMessages.find((text) => text.startsWith(FAILURE_LOG)), { timeout: 10_000 })
        .toContain('Cannot download this RSS feed');
      await settle(page);
      await expect(newsletterCard(page)).toHaveCount(0);
      await expect(page.getByText(samplePosts[0]!.title)).toHaveCount(0);
    },
  );

  test('stays hidden when there are no items', ONE_WIDTH, async ({ page }) => {
    await answerFeedService(page, { status: 'ok', feed: { title: 'Noam writes' }, items: [] });
    await page.goto('/');
    await settle(page);
    await expect(newsletterCard(page)).toHaveCount(0);
  });

  test('a card that does not come leaves no gap: the hero is laid out exactly as when it shows', async ({
    page,
    context,
  }) => {
    await answerFeedService(page, { status: 'ok', items: samplePosts });
    await page.goto('/');
    await expect(newsletterCard(page)).toBeVisible();
    const shown = await heroLayout(page);
    const card = await newsletterCard(page).boundingBox();

    const failed = await context.newPage();
    await failed.route(FEED_SERVICE, (route) => route.abort('failed'));
    await failed.goto('/');
    await settle(failed);
    await expect(newsletterCard(failed)).toHaveCount(0);
    const hidden = await heroLayout(failed);

    // Nothing is placed differently, down to the next section's heading.
    expect(hidden).toEqual(shown);
    // No empty band is left: below the lowest of the social links and the portrait there is only the
    // hero's own bottom padding (3rem, and the portrait's 1rem margin), not a reserved 7.5rem slot.
    const lowest = Math.max(hidden.socialLinks.bottom, hidden.portrait.bottom);
    expect(hidden.hero.bottom - lowest).toBeLessThanOrEqual(4 * 16 + 2);

    // The card, when it shows, stays inside the hero and covers none of the text, buttons or links.
    const placed = { top: card!.y, bottom: card!.y + card!.height, left: card!.x, right: card!.x + card!.width };
    expect(placed.bottom).toBeLessThanOrEqual(shown.hero.bottom);
    for (const part of [shown.title, shown.buttons, shown.schedule, shown.socialLinks]) {
      expect(overlaps(placed, part)).toBe(false);
    }
    await failed.close();
  });

  test('a card that stays hidden shifts nothing either', async ({ page }) => {
    await recordLayoutShifts(page);
    await answerFeedService(page, { status: 'ok', items: [] });
    await page.goto('/');
    await scrollCardPlaceIntoView(page);
    await settle(page);
    expect(await cumulativeLayoutShift(page)).toBe(0);
  });
});
