import { test, expect } from './support/fixtures';
import { navHrefs } from './support/routes';
import {
  articleListPages,
  unpublishedArticles,
  publishedArticles,
  publishedTagAddresses,
  tagAddress,
  tagListPages,
} from './support/articles';
import { publishedCaseStudyPaths } from './support/case-studies';
import { site } from '../../content/site';

const absolute = (path: string) => new URL(path, site.url).toString();

// Files, not layouts: checked once.
test.describe('sitemap, robots and feed', { tag: '@desktop-only' }, () => {
  test('sitemap.xml lists every route, every published article with its date and every tag page, and no draft', async ({
    page,
  }) => {
    const response = await page.goto('/sitemap.xml');
    expect(response?.headers()['content-type']).toContain('xml');
    const entries = await page.evaluate(async () => {
      const xml = new DOMParser().parseFromString(await (await fetch('/sitemap.xml')).text(), 'application/xml');
      if (xml.querySelector('parsererror')) throw new Error('sitemap.xml is not well-formed XML');
      return [...xml.getElementsByTagName('url')].map((url) => ({
        loc: url.getElementsByTagName('loc')[0]?.textContent,
        lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? null,
      }));
    });
    const locations = entries.map((entry) => entry.loc);
    const staticPaths = Object.values(navHrefs);
    for (const path of staticPaths) expect(locations).toContain(absolute(path));
    for (const article of publishedArticles()) {
      const entry = entries.find((candidate) => candidate.loc === absolute(`/articles/${article.slug}`));
      expect(entry, article.slug).toBeDefined();
      expect(new Date(entry!.lastmod!).getTime()).toBe(new Date(article.publishedAt).getTime());
    }
    for (const draft of unpublishedArticles()) expect(locations.join(' ')).not.toContain(draft.slug);
    const tags = publishedTagAddresses();
    for (const tag of tags) expect(locations).toContain(absolute(`/articles/tags/${tag}`));
    // A tag only drafts use has no page.
    for (const tag of unpublishedArticles().flatMap((draft) => draft.tags.map(tagAddress))) {
      if (!tags.includes(tag)) expect(locations).not.toContain(absolute(`/articles/tags/${tag}`));
    }
    // The later pages of the list and of each tag page (the first pages are /articles and the tag pages above).
    const laterPages = [...articleListPages(), ...tagListPages()]
      .filter(({ path }) => path.includes('/page/'))
      .map(({ path }) => path);
    for (const path of laterPages) expect(locations).toContain(absolute(path));
    const caseStudies = publishedCaseStudyPaths();
    for (const path of caseStudies) expect(locations).toContain(absolute(path));
    expect(entries).toHaveLength(
      staticPaths.length + publishedArticles().length + tags.length + laterPages.length + caseStudies.length,
    );
    // Every address in it answers.
    for (const tag of tags) expect((await page.request.get(`/articles/tags/${tag}`)).status(), tag).toBe(200);
  });

  test('robots.txt allows crawling and points to the sitemap', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/User-Agent: \*/i);
    expect(robots).toMatch(/Allow: \//);
    expect(robots).toContain(`Sitemap: ${absolute('/sitemap.xml')}`);
  });

  test('feed.xml is RSS 2.0 with the newest 20 published articles, newest first, and no draft', async ({ page }) => {
    await page.goto('/');
    const feed = await page.evaluate(async () => {
      const text = await (await fetch('/feed.xml')).text();
      const xml = new DOMParser().parseFromString(text, 'application/xml');
      if (xml.querySelector('parsererror')) throw new Error('feed.xml is not well-formed XML');
      const rss = xml.documentElement;
      const channel = rss.getElementsByTagName('channel')[0]!;
      const child = (parent: Element, name: string) => parent.getElementsByTagName(name)[0]?.textContent ?? null;
      return {
        root: rss.nodeName,
        version: rss.getAttribute('version'),
        channel: {
          title: child(channel, 'title'),
          link: child(channel, 'link'),
          description: child(channel, 'description'),
        },
        items: [...channel.getElementsByTagName('item')].map((item) => ({
          title: child(item, 'title'),
          link: child(item, 'link'),
          guid: child(item, 'guid'),
          pubDate: child(item, 'pubDate'),
          description: child(item, 'description'),
          categories: [...item.getElementsByTagName('category')].map((node) => node.textContent),
        })),
        text,
      };
    });
    expect(feed.root).toBe('rss');
    expect(feed.version).toBe('2.0');
    expect(feed.channel.title).toBeTruthy();
    expect(feed.channel.link).toBe(absolute('/articles'));
    expect(feed.channel.description).toBeTruthy();

    const newest = publishedArticles().slice(0, 20);
    expect(feed.items.map((item) => item.title)).toEqual(newest.map((article) => article.title));
    for (const [index, item] of feed.items.entries()) {
      const article = newest[index]!;
      expect(item.link).toBe(absolute(`/articles/${article.slug}`));
      expect(item.guid).toBe(item.link);
      // RFC 822 dates, as RSS 2.0 requires.
      expect(item.pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
      expect(new Date(item.pubDate!).getTime()).toBe(new Date(article.publishedAt).getTime());
      expect(item.description?.length).toBeGreaterThan(20);
      expect(item.categories).toEqual([article.category, ...article.tags]);
    }
    for (const draft of unpublishedArticles()) {
      expect(feed.text).not.toContain(draft.slug);
      expect(feed.text).not.toContain(draft.title);
    }
  });
});
