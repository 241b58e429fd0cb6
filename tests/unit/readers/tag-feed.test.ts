import { xml2js, type Element } from 'xml-js';
import { describe, expect, it } from 'vitest';
import { buildRssFeed, tagFeedScope } from '@/lib/feed/rss';
import { withTagFeed, pageMetadata } from '@/lib/seo/page-metadata';
import { tagPageMetadata } from '@/lib/seo/tag-page-metadata';
import type { Article } from '@/lib/articles/types';

const article = (slug: string, publishedAt: string): Article =>
  ({
    id: slug,
    slug,
    title: `Title of ${slug}`,
    excerpt: undefined,
    category: 'Career',
    tags: ['Feature Flags'],
    publishedAt,
    content: 'Text',
    readingTimeMinutes: 1,
  }) as unknown as Article;

function find(node: Element, name: string): Element[] {
  return [...(node.name === name ? [node] : []), ...(node.elements ?? []).flatMap((child) => find(child, name))];
}
const text = (node: Element) => String(node.elements?.[0]?.text ?? '');

describe('a tag’s feed', () => {
  it('is the site feed’s format with the tag’s title, page link, own address and only the articles given', () => {
    const xml = buildRssFeed(
      [article('b', '2025-03-15T00:00:00.000Z'), article('a', '2025-03-14T00:00:00.000Z')],
      tagFeedScope({ slug: 'feature-flags', name: 'Feature Flags' }),
    );
    const doc = xml2js(xml) as Element;
    const channel = find(doc, 'channel')[0]!;
    const own = (name: string) => channel.elements!.find((child) => child.name === name)!;
    expect(text(own('title'))).toBe('Noam Carter: Articles tagged “Feature Flags”');
    expect(text(own('link'))).toMatch(/\/articles\/tags\/feature-flags$/);
    expect(find(channel, 'atom:link')[0]!.attributes!.href).toMatch(/\/articles\/tags\/feature-flags\/feed\.xml$/);
    expect(find(doc, 'item').map((item) => text(find(item, 'link')[0]!))).toEqual([
      expect.stringMatching(/\/articles\/b$/),
      expect.stringMatching(/\/articles\/a$/),
    ]);
  });

  it('is announced on the tag page beside the site feed', () => {
    const metadata = withTagFeed(pageMetadata({ title: 't', description: 'd', path: '/articles/tags/x' }), {
      slug: 'x',
      name: 'X',
    });
    expect(metadata.alternates?.canonical).toBe('/articles/tags/x');
    expect(metadata.alternates?.types?.['application/rss+xml']).toEqual([
      { url: '/feed.xml', title: 'Noam Carter: Articles' },
      { url: '/articles/tags/x/feed.xml', title: 'Noam Carter: Articles tagged “X”' },
    ]);
  });
});

describe('every page of a tag', () => {
  it('announces the tag’s feed, the later pages too', () => {
    const tag = {
      slug: 'x',
      name: 'X',
      articles: Array.from({ length: 30 }, (_, i) => article(`a${i}`, '2025-03-14T00:00:00.000Z')),
    };
    for (const page of [1, 2]) {
      const feeds = tagPageMetadata(tag, page).alternates?.types?.['application/rss+xml'];
      expect(feeds, `page ${page}`).toEqual([
        { url: '/feed.xml', title: 'Noam Carter: Articles' },
        { url: '/articles/tags/x/feed.xml', title: 'Noam Carter: Articles tagged “X”' },
      ]);
    }
  });
});

describe('the length of a feed', () => {
  const day = (n: number) => new Date(Date.UTC(2025, 0, 1) + n * 864e5).toISOString();
  const itemLinks = (xml: string) => find(xml2js(xml) as Element, 'item').map((item) => text(find(item, 'link')[0]!));

  it('carries the newest twenty articles of a long list, the site feed and a tag’s feed alike', () => {
    // Newest first, as the store and the tag pages give them.
    const articles = Array.from({ length: 45 }, (_, i) => article(`a${45 - i}`, day(45 - i)));
    const newest = articles.slice(0, 20).map(({ slug }) => expect.stringMatching(new RegExp(`/articles/${slug}$`)));
    expect(itemLinks(buildRssFeed(articles))).toEqual(newest);
    expect(itemLinks(buildRssFeed(articles, tagFeedScope({ slug: 'x', name: 'X' })))).toEqual(newest);
  });

  it('carries every article of a shorter list', () => {
    const articles = Array.from({ length: 7 }, (_, i) => article(`a${7 - i}`, day(7 - i)));
    expect(itemLinks(buildRssFeed(articles))).toHaveLength(7);
  });
});
