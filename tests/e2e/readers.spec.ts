// Issue 29, readers who come back: the newsletter sign-up (Substack's form in a lazy frame, a plain Subscribe
// link beside it), share links, per-tag feeds, and no analytics in a site built without any.
import type { Page } from '@playwright/test';
import { test, expect, isPhone, ONE_WIDTH } from './support/fixtures';
import { expectNoViolationsInEitherScheme } from './support/axe';
import { layoutShifts, recordLayoutShifts } from './support/layout-shifts';
import { publishedArticles, publishedTagAddresses, tagAddress } from './support/articles';
import { site } from '../../content/site';

const PUBLICATION = 'https://noamcarter.substack.com';
const SIGNUP_FORM_HTML =
  '<!doctype html><html lang="en"><title>Subscribe</title><h1>Noam Carter</h1>' +
  '<form><label>Email <input type="email"></label><button>Subscribe</button></form></html>';

/** Counts requests to Substack ("GET https://…"), and answers its embed form (or fails it, as when offline). */
async function substack(page: Page, { offline = false } = {}) {
  const requests: string[] = [];
  await page.route(`${PUBLICATION}/**`, async (route) => {
    requests.push(`${route.request().method()} ${route.request().url()}`);
    if (offline) await route.abort('internetdisconnected');
    else await route.fulfill({ status: 200, contentType: 'text/html', body: SIGNUP_FORM_HTML });
  });
  return requests;
}

const signup = (page: Page) => page.getByRole('region', { name: 'Get the newsletter' });
const longArticle = () => publishedArticles().reduce((a, b) => (b.content.length > a.content.length ? b : a));

test.describe('newsletter sign-up', () => {
  test('ends every article, after the text and before the onward links, with the form and a plain Subscribe link', async ({
    page,
  }) => {
    await substack(page);
    const article = publishedArticles()[0]!;
    await page.goto(`/articles/${article.slug}`);
    const block = signup(page);
    const link = block.getByRole('link', { name: /^Subscribe/ });
    await expect(link).toHaveAttribute('href', PUBLICATION);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const frame = block.locator('iframe');
    await expect(frame).toHaveAttribute('src', `${PUBLICATION}/embed`);
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(frame).toHaveAttribute('title', /newsletter on Substack/);
    // After the article's text, before "where to go next".
    const order = await page.evaluate(() => {
      const at = (selector: string) => document.querySelector(selector)!;
      const signupBlock = at('[data-newsletter-signup]');
      const follows = (a: Element, b: Element) => !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
      return {
        afterText: follows(at('article'), signupBlock),
        beforeOnward: follows(signupBlock, at('[data-neighbours]')),
      };
    });
    expect(order).toEqual({ afterText: true, beforeOnward: true });
    await block.scrollIntoViewIfNeeded();
    await expect(page.frameLocator('iframe[src$="/embed"]').getByRole('button', { name: 'Subscribe' })).toBeVisible();
  });

  test('asks nothing of Substack until the form is near the viewport, and moves nothing when it loads', async ({
    page,
  }) => {
    const requests = await substack(page);
    await recordLayoutShifts(page);
    await page.goto(`/articles/${longArticle().slug}`);
    await page.waitForLoadState('networkidle');
    expect(requests, 'requests to Substack at the top of a long article').toEqual([]);
    await signup(page).scrollIntoViewIfNeeded();
    // The frame, and the check that Substack answers (the order of the two is the browser's).
    await expect.poll(() => requests.toSorted()).toEqual([`GET ${PUBLICATION}/embed`, `HEAD ${PUBLICATION}/embed`]);
    await expect(page.frameLocator('iframe[src$="/embed"]').getByRole('button', { name: 'Subscribe' })).toBeVisible();
    await expect(signup(page).getByText('The sign-up form could not load.')).toHaveCount(0);
    const box = await signup(page).locator('iframe').boundingBox();
    expect(box?.height).toBe(320);
    expect(await layoutShifts(page)).toEqual([]);
  });

  // The block's heading and text beside the form where both have room, above it where the text would get a
  // column of a few words.
  test(
    'on the home page the text sits beside the form on a wide screen, and above it on a tablet',
    {
      tag: '@desktop-only',
    },
    async ({ page }) => {
      await substack(page);
      const widths = [
        [768, 'above'],
        [1023, 'above'],
        [1024, 'beside'],
        [1280, 'beside'],
      ] as const;
      for (const [width, place] of widths) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/');
        const block = signup(page);
        const heading = (await block.getByRole('heading', { name: 'Get the newsletter' }).boundingBox())!;
        const text = (await block.getByText(/^New articles and notes/).boundingBox())!;
        const form = (await block.locator('iframe').boundingBox())!;
        if (place === 'beside') {
          expect(form.y, `top of the form at ${width} px`).toBe(heading.y);
          expect(form.x, `left of the form at ${width} px`).toBeGreaterThan(text.x + text.width);
        } else {
          expect(form.y, `top of the form at ${width} px`).toBeGreaterThan(text.y + text.height);
          expect(text.width, `width of the text at ${width} px`).toBeGreaterThan(form.width);
        }
        expect(form.width, `width of the form at ${width} px`).toBeLessThanOrEqual(480);
      }
    },
  );

  test('offline, a note takes the frame’s place, the same size, and the Subscribe link still offers the newsletter', async ({
    page,
  }) => {
    const requests = await substack(page, { offline: true });
    await recordLayoutShifts(page);
    await page.goto(`/articles/${publishedArticles()[0]!.slug}`);
    const block = signup(page);
    // Boxes are measured from the block's corner: the page scrolls between the two measures.
    const withinBlock = async (box: { x: number; y: number; width: number; height: number } | null) => {
      const corner = (await block.boundingBox())!;
      return { ...box!, x: box!.x - corner.x, y: box!.y - corner.y };
    };
    const frameBox = await withinBlock(await block.locator('iframe').boundingBox());
    await block.scrollIntoViewIfNeeded();
    await expect.poll(() => requests).toContain(`HEAD ${PUBLICATION}/embed`);
    // Not the browser's error page in a frame: a note in the page's own colours, where the frame was.
    const note = block.getByText('The sign-up form could not load.');
    await expect(note).toBeVisible();
    await expect(block.locator('iframe')).toHaveCount(0);
    await expect(block.getByText('Substack could not be reached. Try Subscribe again later')).toBeVisible();
    await expect(block.getByRole('link', { name: 'RSS feed', exact: true })).toHaveAttribute('href', '/feed.xml');
    const noteBox = await withinBlock(await note.locator('xpath=../..').boundingBox());
    expect(noteBox).toEqual(frameBox);
    expect(await layoutShifts(page)).toEqual([]);
    await expect(block.getByRole('heading', { name: 'Get the newsletter' })).toBeVisible();
    await expect(block.getByText('New articles and notes on product')).toBeVisible();
    const link = block.getByRole('link', {
      name: `Subscribe to ${site.siteName}’s newsletter on Substack (opens in a new tab)`,
      exact: true,
    });
    await expect(link).toBeVisible();
    await expect(link).toHaveText(/^Subscribe/);
  });

  test(
    'an answer from Substack, even an error, leaves Substack’s own page in the frame',
    ONE_WIDTH,
    async ({ page }) => {
      const methods: string[] = [];
      await page.route(`${PUBLICATION}/**`, (route) => {
        methods.push(route.request().method());
        return route.fulfill({
          status: 503,
          contentType: 'text/html',
          body: '<!doctype html><title>Down</title><h1>Substack is down</h1>',
        });
      });
      await page.goto(`/articles/${publishedArticles()[0]!.slug}`);
      await signup(page).scrollIntoViewIfNeeded();
      await expect(
        page.frameLocator('iframe[src$="/embed"]').getByRole('heading', { name: 'Substack is down' }),
      ).toBeVisible();
      // The check was answered (503), and the page has had its turn to render what it concluded.
      await expect.poll(() => methods).toContain('HEAD');
      await page.waitForLoadState('networkidle');
      await expect(signup(page).getByText('The sign-up form could not load.')).toHaveCount(0);
    },
  );

  test('sits on the home page right below the hero, with its latest-post card', async ({ page }) => {
    await substack(page);
    await page.goto('/');
    const order = await page.evaluate(() => {
      const hero = document.getElementById('hero')!;
      const block = document.querySelector('[data-newsletter-signup]')!;
      const experiences = document.getElementById('experiences')!;
      return [
        !!(hero.compareDocumentPosition(block) & Node.DOCUMENT_POSITION_FOLLOWING),
        !!(block.compareDocumentPosition(experiences) & Node.DOCUMENT_POSITION_FOLLOWING),
      ];
    });
    expect(order).toEqual([true, true]);
    await expect(signup(page).getByRole('link', { name: /^Subscribe/ })).toHaveAttribute('href', PUBLICATION);
  });

  test('frame-src and connect-src gain exactly the publication, on every page', ONE_WIDTH, async ({ page }) => {
    for (const path of ['/', '/readings', `/articles/${publishedArticles()[0]!.slug}`]) {
      await page.goto(path);
      const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
      for (const name of ['frame-src', 'connect-src']) {
        const sources = policy!
          .split(';')
          .map((part) => part.trim())
          .find((part) => part.startsWith(`${name} `));
        expect(sources, `${name} of ${path}`).toContain(PUBLICATION);
        expect(sources, `${name} of ${path}`).not.toMatch(/\*|substack\.com(?!\b)/);
      }
    }
  });

  // Loaded at one width: the frame keeps its size whether its form arrives or not, so the page around it is laid
  // out the same; failed (the commoner state on a phone) at both.
  for (const form of ['loaded', 'failed'] as const) {
    test(
      `the article and the home page, with the form ${form}, are axe clean in both schemes`,
      form === 'loaded' ? ONE_WIDTH : {},
      async ({ page }) => {
        await substack(page, { offline: form === 'failed' });
        for (const path of ['/', `/articles/${publishedArticles()[0]!.slug}`]) {
          await page.goto(path);
          await signup(page).scrollIntoViewIfNeeded();
          const field = page.frameLocator('iframe[title*="Substack"]').getByRole('textbox', { name: 'Email' });
          // The site's page around a form that has arrived; the frame's own page is Substack's (support/axe.ts).
          if (form === 'loaded') await expect(field).toBeVisible();
          else await expect(signup(page).getByText('The sign-up form could not load.')).toBeVisible();
          // The audit includes WCAG 2.5.3's rule: accessible names start with the visible text.
          await expectNoViolationsInEitherScheme(page);
        }
      },
    );
  }
});

test.describe('share links', () => {
  test('beside the Share button: LinkedIn, X and e-mail with the canonical address and the title', async ({
    page,
    thirdParty,
  }) => {
    const article = publishedArticles()[0]!;
    const canonical = new URL(`/articles/${article.slug}`, site.url).toString();
    await page.goto(`/articles/${article.slug}`);
    const header = page.getByRole('article').getByRole('banner').or(page.locator('article > header'));
    await expect(header.getByRole('button', { name: 'Share' })).toBeVisible();
    const links = header.getByRole('list', { name: 'Share this article' });

    const linkedIn = links.getByRole('link', { name: /^LinkedIn/ });
    const linkedInUrl = new URL((await linkedIn.getAttribute('href'))!);
    expect(linkedInUrl.origin + linkedInUrl.pathname).toBe('https://www.linkedin.com/sharing/share-offsite/');
    expect(linkedInUrl.searchParams.get('url')).toBe(canonical);

    const x = links.getByRole('link', { name: /^X/ });
    const xUrl = new URL((await x.getAttribute('href'))!);
    expect(xUrl.origin + xUrl.pathname).toBe('https://x.com/intent/tweet');
    expect(xUrl.searchParams.get('url')).toBe(canonical);
    expect(xUrl.searchParams.get('text')).toBe(article.title);

    for (const external of [linkedIn, x]) {
      await expect(external).toHaveAttribute('target', '_blank');
      await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    }

    const mail = links.getByRole('link', { name: /^E-mail/ });
    const mailUrl = new URL((await mail.getAttribute('href'))!);
    expect(mailUrl.protocol).toBe('mailto:');
    expect(mailUrl.searchParams.get('subject')).toBe(article.title);
    expect(mailUrl.searchParams.get('body')).toBe(canonical);
    // Plain links: nothing of LinkedIn's or X's is loaded.
    expect(thirdParty.requests.filter((url) => /linkedin|x\.com|twitter/.test(url))).toEqual([]);
  });

  test('a LinkedIn link opens a new tab and leaves the article open', async ({ page, context }) => {
    await context.route('https://www.linkedin.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>LinkedIn</title>' }),
    );
    await page.goto(`/articles/${publishedArticles()[0]!.slug}`);
    if (isPhone(page)) await page.getByRole('link', { name: /^LinkedIn/ }).scrollIntoViewIfNeeded();
    const [opened] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: /^LinkedIn/ }).click(),
    ]);
    expect(opened.url()).toContain('linkedin.com');
    expect(page.url()).toContain('/articles/');
    await opened.close();
  });
});

/** A feed as a reader gets it: the answer's status, the root element and version, its channel's link (the page
 * it stands for) and each item's link. */
async function readFeed(page: Page, address: string) {
  return page.evaluate(async (href) => {
    const response = await fetch(href);
    const xml = new DOMParser().parseFromString(await response.text(), 'application/xml');
    if (xml.querySelector('parsererror')) throw new Error(`${href} is not well-formed XML`);
    const channel = xml.getElementsByTagName('channel')[0]!;
    return {
      status: response.status,
      root: xml.documentElement.nodeName,
      version: xml.documentElement.getAttribute('version'),
      link: channel.getElementsByTagName('link')[0]?.textContent,
      items: [...xml.getElementsByTagName('item')].map((item) => item.getElementsByTagName('link')[0]?.textContent),
    };
  }, address);
}

test.describe('feed links', () => {
  test('the article list links to the site feed, and a tag page to its own, by visible text', async ({ page }) => {
    await page.goto('/articles');
    const siteFeed = page.getByRole('link', { name: 'Follow new articles by RSS', exact: true });
    await expect(siteFeed).toBeVisible();
    expect(await readFeed(page, (await siteFeed.getAttribute('href'))!)).toMatchObject({
      status: 200,
      root: 'rss',
      link: new URL('/articles', site.url).toString(),
    });
    // Every tag page is one template, and every tag's feed is read in full below ("a tag feed is RSS 2.0 …"):
    // the first, a middle and the last tag page at one width, the first on the phone.
    const all = publishedTagAddresses();
    const tags = isPhone(page)
      ? all.slice(0, 1)
      : [...new Set([all[0]!, all[Math.floor(all.length / 2)]!, all.at(-1)!])];
    for (const tag of tags) {
      await page.goto(`/articles/tags/${tag}`);
      // The tag as the page's heading names it: “{tag}”.
      const name = /“(.+)”/.exec((await page.getByRole('heading', { level: 1 }).textContent()) ?? '')?.[1];
      const tagFeed = page.getByRole('link', { name: `Follow “${name}” by RSS`, exact: true });
      await expect(tagFeed, tag).toBeVisible();
      expect(await readFeed(page, (await tagFeed.getAttribute('href'))!), tag).toMatchObject({
        status: 200,
        root: 'rss',
        link: new URL(`/articles/tags/${tag}`, site.url).toString(),
      });
    }
  });
});

test.describe('per-tag feeds', { tag: '@desktop-only' }, () => {
  test('each tag page announces its own feed beside the site feed', async ({ page }) => {
    const tag = publishedTagAddresses()[0]!;
    await page.goto(`/articles/tags/${tag}`);
    const feeds = await page
      .locator('head link[rel="alternate"][type="application/rss+xml"]')
      .evaluateAll((links) => links.map((link) => new URL(link.getAttribute('href')!).pathname));
    expect(feeds).toEqual(['/feed.xml', `/articles/tags/${tag}/feed.xml`]);
    // Other pages announce the site feed only.
    await page.goto('/articles');
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(1);
  });

  test('a tag feed is RSS 2.0 holding that tag’s published articles, newest first', async ({ page }) => {
    await page.goto('/');
    for (const tag of publishedTagAddresses()) {
      const feed = await readFeed(page, `/articles/tags/${tag}/feed.xml`);
      const expected = publishedArticles()
        .filter((article) => article.tags.some((name) => tagAddress(name) === tag))
        .map((article) => new URL(`/articles/${article.slug}`, site.url).toString())
        .slice(0, 20);
      expect(feed, tag).toEqual({
        status: 200,
        root: 'rss',
        version: '2.0',
        link: new URL(`/articles/tags/${tag}`, site.url).toString(),
        items: expected,
      });
    }
  });

  test('feeds are not pages: the sitemap lists none', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('feed.xml');
  });
});

test.describe('analytics, off by default', () => {
  test(
    'a site built without a provider loads no analytics script and its CSP names no provider',
    ONE_WIDTH,
    async ({ page, thirdParty }) => {
      await substack(page);
      for (const path of ['/', `/articles/${publishedArticles()[0]!.slug}`]) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        const foreignScripts = await page
          .locator('script[src]')
          .evaluateAll((scripts) =>
            scripts
              .map((script) => (script as HTMLScriptElement).src)
              .filter((src) => !src.startsWith(location.origin)),
          );
        expect(foreignScripts, path).toEqual([]);
        const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
        expect(policy, path).not.toMatch(/plausible|umami|goatcounter|zgo\.at|cloudflareinsights/);
      }
      // The newsletter frame and the latest-post card's feed service are the only third parties asked.
      const others = thirdParty.requests.filter(
        (url) => !url.startsWith(PUBLICATION) && !url.startsWith('https://api.rss2json.com/'),
      );
      expect(others).toEqual([]);
    },
  );
});
