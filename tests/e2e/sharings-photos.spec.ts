import type { Page } from '@playwright/test';
import { test, expect, isPhone, ONE_WIDTH } from './support/fixtures';
import { photos } from '../../content/photos';
import { socialPosts } from '../../content/social-posts';
import { site } from '../../content/site';
import { chosenAndExpectedSource, waitForLoaded } from './support/images';

const WIDGETS_SRC = 'https://platform.twitter.com/widgets.js';
const widgetsScripts = (page: Page) => page.locator(`script[src="${WIDGETS_SRC}"]`);

/**
 * Stands in for the platform's script. Like the real one, it defines twttr.widgets.load and renders
 * every quote it finds when it runs: here a "Rendered post" article next to the quote, which it hides.
 */
const WIDGETS_STUB = `
  (function () {
    function load() {
      document.querySelectorAll('blockquote.twitter-tweet:not(.twitter-tweet-rendered)').forEach(function (quote) {
        var rendered = document.createElement('div');
        rendered.setAttribute('role', 'article');
        rendered.setAttribute('aria-label', 'Rendered post');
        rendered.textContent = quote.querySelector('p').textContent;
        quote.parentNode.insertBefore(rendered, quote);
        quote.classList.add('twitter-tweet-rendered');
        quote.hidden = true;
      });
    }
    window.twttr = { widgets: { load: load } };
    load();
  })();
`;

/** Counts the page's requests for the widgets script, answered or not. */
function countWidgetsRequests(page: Page) {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (request.url() === WIDGETS_SRC) counter.count += 1;
  });
  return counter;
}

async function serveWidgetsStub(page: Page) {
  await page.route(WIDGETS_SRC, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: WIDGETS_STUB }),
  );
}

/** Follows a top navigation link the way a visitor does, so Next.js navigates on the client. */
async function navigateByMenu(page: Page, label: string) {
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main (mobile)' })
      .getByRole('link', { name: label, exact: true })
      .click();
  } else {
    await page
      .getByRole('navigation', { name: 'Main', exact: true })
      .getByRole('link', { name: label, exact: true })
      .click();
  }
}

/** Marks the current document; the mark survives only client-side navigation, never a page load. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}
const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

test.describe('Sharings & Photos page', () => {
  test('is headed "Sharings & Photos" and shows 12 captioned photos', async ({ page }) => {
    await page.goto('/sharings-photos');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sharings & Photos');
    await expect(page.getByRole('figure')).toHaveCount(12);
    for (const photo of photos) {
      const figure = page.getByRole('figure', { name: photo.caption });
      await expect(figure).toHaveCount(1);
      await expect(figure.getByRole('img', { name: photo.src.alt })).toHaveCount(1);
    }
  });

  test('photos are pre-sized WebP with room reserved; below the first row they load lazily', async ({ page }) => {
    await page.goto('/sharings-photos');
    const images = page.getByRole('figure').getByRole('img');
    for (const [index, image] of (await images.all()).entries()) {
      await expect(image).toHaveAttribute('width', '800');
      await expect(image).toHaveAttribute('height', '600');
      await expect(image).toHaveAttribute('srcset', /-400\.webp 400w, .*-800\.webp 800w$/);
      await expect(image).toHaveAttribute('loading', index < 3 ? 'eager' : 'lazy');
    }
    // The browser fetches the size that fits this screen, not always the largest.
    const last = images.last();
    await last.scrollIntoViewIfNeeded();
    await waitForLoaded(last);
    const { chosen, expected } = await chosenAndExpectedSource(last);
    expect(chosen).toBe(expected);
  });

  test('each row of 3 photos is followed by a post; the 6 posts are all shown', async ({ page }) => {
    await page.goto('/sharings-photos');
    await expect(page.getByRole('blockquote')).toHaveCount(6);
    const order = await page
      .getByRole('main')
      .evaluate((main) =>
        [...main.querySelectorAll('figure, blockquote')].map((el) => (el.tagName === 'FIGURE' ? 'P' : 'Q')).join(''),
      );
    // 4 rows of 3 photos, each followed by a post; the other 2 posts close the feed.
    expect(order).toBe('PPPQPPPQPPPQPPPQQQ');
  });

  test('photos sit 3 to a row on wide screens and stack on phones', async ({ page }) => {
    await page.goto('/sharings-photos');
    const figures = page.getByRole('figure');
    const boxes = await Promise.all([0, 1, 2, 3].map(async (i) => (await figures.nth(i).boundingBox())!));
    if (isPhone(page)) {
      expect(boxes[1]!.y).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height - 1);
    } else {
      expect(boxes[1]!.y).toBe(boxes[0]!.y);
      expect(boxes[2]!.y).toBe(boxes[0]!.y);
      expect(boxes[3]!.y).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height);
    }
  });

  test('without the widgets script the posts still read as quotes with their links', async ({ page }) => {
    const requests = countWidgetsRequests(page);
    await page.route(WIDGETS_SRC, (route) => route.abort('failed'));
    await page.goto('/sharings-photos');
    await expect.poll(() => requests.count).toBe(1);

    const quotes = page.getByRole('blockquote');
    await expect(quotes).toHaveCount(6);
    for (const [index, post] of socialPosts.entries()) {
      const quote = quotes.nth(index);
      await expect(quote).toBeVisible();
      await expect(quote.getByText(post.text)).toBeVisible();
      await expect(quote).toContainText(`— ${site.ownerName} (@`);
      const link = quote.getByRole('link');
      await expect(link).toHaveAttribute('href', post.url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(page.getByRole('article', { name: 'Rendered post' })).toHaveCount(0);
  });

  test('the widgets script is added on entering and renders the posts', { tag: '@desktop-only' }, async ({ page }) => {
    await serveWidgetsStub(page);
    await page.goto('/sharings-photos');
    await expect(widgetsScripts(page)).toHaveCount(1);
    await expect(widgetsScripts(page)).toHaveAttribute('async', '');
    await expect(widgetsScripts(page)).toHaveAttribute('charset', 'utf-8');
    await expect(page.getByRole('article', { name: 'Rendered post' })).toHaveCount(6);
    await expect(page.getByRole('article', { name: 'Rendered post' }).first()).toHaveText(socialPosts[0]!.text);
  });

  test('the posts ask the platform for the variant matching the colour scheme', ONE_WIDTH, async ({ page }) => {
    await serveWidgetsStub(page);
    // The platform reads data-theme from each quote when it renders it.
    const askedFor = () =>
      page.locator('blockquote.twitter-tweet').evaluateAll((quotes) => quotes.map((quote) => quote.dataset.theme));
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/sharings-photos');
    await expect(page.getByRole('article', { name: 'Rendered post' })).toHaveCount(6);
    expect(await askedFor()).toEqual(Array(6).fill('dark'));
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    await expect(page.getByRole('article', { name: 'Rendered post' })).toHaveCount(6);
    expect(await askedFor()).toEqual(Array(6).fill('light'));
  });

  test(
    'leaving by client-side navigation removes the script; coming back adds exactly one and renders again',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await serveWidgetsStub(page);
      const requests = countWidgetsRequests(page);
      await page.goto('/sharings-photos');
      await expect(page.getByRole('article', { name: 'Rendered post' })).toHaveCount(6);
      await markDocument(page);

      await navigateByMenu(page, 'Readings');
      await expect(page).toHaveURL('/readings');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Readings');
      expect(await isSameDocument(page)).toBe(true);
      await expect(widgetsScripts(page)).toHaveCount(0);
      expect(await page.evaluate(() => 'twttr' in window)).toBe(false);

      // Back and forward are client-side transitions in the same document: each return adds one copy again.
      for (let visit = 2; visit <= 3; visit += 1) {
        await page.goBack();
        await expect(page).toHaveURL('/sharings-photos');
        await expect(page.getByRole('article', { name: 'Rendered post' })).toHaveCount(6);
        await expect(widgetsScripts(page)).toHaveCount(1);
        expect(await isSameDocument(page)).toBe(true);
        await expect.poll(() => requests.count).toBe(visit);

        await page.goForward();
        await expect(page).toHaveURL('/readings');
        await expect(widgetsScripts(page)).toHaveCount(0);
      }
    },
  );

  test(
    'the navigation enters the page as a new document, so its own security policy allows the widgets',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await serveWidgetsStub(page);
      await page.goto('/readings');
      await markDocument(page);
      await navigateByMenu(page, 'Sharings & Photos');
      await expect(page).toHaveURL('/sharings-photos');
      await expect(page.getByRole('article', { name: 'Rendered post' })).toHaveCount(6);
      expect(await isSameDocument(page)).toBe(false);
      await expect(widgetsScripts(page)).toHaveCount(1);
    },
  );

  test(
    'entering while the platform is already loaded reuses its script and asks it to render the new posts',
    { tag: '@desktop-only' },
    async ({ page }) => {
      // The script never arrives here, so only the global that is already there can render.
      await page.route(WIDGETS_SRC, (route) => route.abort('failed'));
      await page.goto('/sharings-photos');
      await navigateByMenu(page, 'Readings');
      await expect(page).toHaveURL('/readings');
      await expect(widgetsScripts(page)).toHaveCount(0);
      await page.evaluate((src) => {
        const win = window as unknown as { twttr: unknown; __loads: number };
        win.__loads = 0;
        win.twttr = { widgets: { load: () => (win.__loads += 1) } };
        const script = document.createElement('script');
        script.src = src;
        document.body.appendChild(script);
      }, WIDGETS_SRC);
      await expect(widgetsScripts(page)).toHaveCount(1);

      await page.goBack();
      await expect(page).toHaveURL('/sharings-photos');
      await expect(page.getByRole('blockquote')).toHaveCount(6);
      await expect.poll(() => page.evaluate(() => (window as unknown as { __loads: number }).__loads)).toBe(1);
      await expect(widgetsScripts(page)).toHaveCount(1);
    },
  );

  test('no other page loads the widgets script', { tag: '@desktop-only' }, async ({ page }) => {
    const requests = countWidgetsRequests(page);
    for (const path of ['/', '/readings', '/articles', '/sounds-great']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(widgetsScripts(page)).toHaveCount(0);
    }
    expect(requests.count).toBe(0);
  });

  test('"Follow for more insights" links to the social profile in a new tab', async ({ page }) => {
    await page.goto('/sharings-photos');
    const follow = page.getByRole('link', { name: 'Follow for more insights' });
    await expect(follow).toBeVisible();
    await expect(follow).toHaveAttribute('href', site.followProfileUrl);
    await expect(follow).toHaveAttribute('target', '_blank');
    await expect(follow).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
