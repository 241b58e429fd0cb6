import { test, expect } from './support/fixtures';
import { siteRoutes } from './support/routes';
import { publishedArticles } from './support/articles';
import { site } from '../../content/site';

const articleRoutes = publishedArticles().map((article) => `/articles/${article.slug}`);
const everyRoute = [...new Set([...siteRoutes.map((route) => route.path), ...articleRoutes])];
const absolute = (path: string) => new URL(path, site.url).toString();

async function meta(page: import('@playwright/test').Page, selector: string) {
  return page.locator(selector).first().getAttribute('content');
}

// The markup crawlers read is the same at every width: checked once, at desktop width.
test.describe('what crawlers and link previews see', { tag: '@desktop-only' }, () => {
  // Crawlers and link previews read the served HTML: no script needed (and pages load in a fraction of the time).
  test.use({ javaScriptEnabled: false });

  test('every page has its own title in the site template', async ({ page }) => {
    const titles = new Set<string>();
    for (const path of everyRoute) {
      await page.goto(path);
      const title = await page.title();
      expect(title, path).toContain(site.siteName);
      if (path !== '/') expect(title, path).toMatch(new RegExp(`^.+ \\| ${site.siteName}$`));
      titles.add(title);
    }
    expect(titles.size).toBe(everyRoute.length);
  });

  for (const path of everyRoute) {
    test(`${path}: description, canonical, Open Graph, Twitter card, language and feed link`, async ({
      page,
      request,
    }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      expect((await meta(page, 'meta[name="description"]'))?.length).toBeGreaterThan(20);
      // Next.js writes the home page's canonical address as the bare origin.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        path === '/' ? site.url : absolute(path),
      );
      expect(await meta(page, 'meta[property="og:url"]')).toBe(
        await page.locator('link[rel="canonical"]').getAttribute('href'),
      );
      expect(await meta(page, 'meta[property="og:title"]')).toBeTruthy();
      expect(await meta(page, 'meta[property="og:description"]')).toBeTruthy();
      expect(await meta(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');
      await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
        'href',
        absolute('/feed.xml'),
      );

      const image = await meta(page, 'meta[property="og:image"]');
      expect(image).toMatch(new RegExp(`^${site.url}/og/.+\\.png$`));
      expect(await meta(page, 'meta[name="twitter:image"]')).toBe(image);
      // The card is really there, served as a PNG.
      const card = await request.get(new URL(image!).pathname);
      expect(card.status()).toBe(200);
      expect(card.headers()['content-type']).toBe('image/png');
      expect((await card.body()).subarray(1, 4).toString()).toBe('PNG');
    });
  }

  for (const article of publishedArticles()) {
    test(`/articles/${article.slug}: article tags, its own social card and BlogPosting data`, async ({ page }) => {
      await page.goto(`/articles/${article.slug}`);
      expect(await meta(page, 'meta[property="og:type"]')).toBe('article');
      expect(new Date((await meta(page, 'meta[property="article:published_time"]'))!).getTime()).toBe(
        new Date(article.publishedAt).getTime(),
      );
      const tags = await page
        .locator('meta[property="article:tag"]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('content')));
      expect(tags).toEqual(article.tags);
      expect(await meta(page, 'meta[property="og:image"]')).toBe(absolute(`/og/articles/${article.slug}.png`));

      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const posting = blocks.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'BlogPosting');
      expect(posting).toMatchObject({
        '@context': 'https://schema.org',
        headline: article.title,
        url: absolute(`/articles/${article.slug}`),
        image: absolute(`/og/articles/${article.slug}.png`),
        author: { '@type': 'Person', name: site.ownerName },
      });
      expect(new Date(posting.datePublished).getTime()).toBe(new Date(article.publishedAt).getTime());
      expect(posting.description.length).toBeGreaterThan(20);
    });
  }

  test('the home page describes its owner as a Person', async ({ page }) => {
    await page.goto('/');
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const person = blocks.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'Person');
    expect(person).toMatchObject({ name: site.ownerName, jobTitle: site.jobTitle, url: absolute('/') });
  });

  test('icons and the web manifest are served', async ({ page, request }) => {
    await page.goto('/');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await request.get(manifestHref!)).json();
    expect(manifest.name).toBe(site.siteName);
    for (const icon of manifest.icons as { src: string }[]) {
      expect((await request.get(icon.src)).status(), icon.src).toBe(200);
    }
    for (const href of ['/favicon.ico', '/icon.svg', '/apple-touch-icon.png']) {
      expect((await request.get(href)).status(), href).toBe(200);
    }
  });
});

test.describe('no page misses a file', { tag: '@desktop-only' }, () => {
  for (const path of everyRoute) {
    test(`${path} loads without a failed request or console error`, async ({ page, baseURL }) => {
      const failures: string[] = [];
      page.on('response', (response) => {
        if (response.url().startsWith(baseURL!) && response.status() >= 400)
          failures.push(`${response.status()} ${response.url()}`);
      });
      page.on('console', (message) => {
        if (message.type() === 'error') failures.push(`console: ${message.text()}`);
      });
      // Third parties answer as they would on a good day, so only the site's own files are in question.
      await page.route(/^https:\/\/api\.rss2json\.com\//, (route) =>
        route.fulfill({ contentType: 'application/json', body: JSON.stringify({ status: 'ok', items: [] }) }),
      );
      await page.route('https://platform.twitter.com/widgets.js', (route) =>
        route.fulfill({ contentType: 'text/javascript', body: 'window.twttr = { widgets: { load() {} } };' }),
      );
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(failures).toEqual([]);
    });
  }
});
