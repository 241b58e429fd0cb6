import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Article } from '@/lib/articles';
import { articlePages, staticPages } from '@/lib/preview/site-pages';

const ROOT = path.resolve(import.meta.dirname, '../../..');

function article(slug: string, tags: string[]): Article {
  return {
    id: slug,
    slug,
    title: slug,
    content: '',
    category: 'Career',
    tags,
    isPublished: true,
    publishedAt: '2025-03-14T00:00:00.000Z',
    readingTimeMinutes: 1,
  };
}

describe('the pages check:articles knows the site has, without a build', () => {
  it("has app/'s routes without a parameter, Next's metadata files and public/'s files, and no dynamic route", () => {
    const pages = staticPages(ROOT);
    for (const page of ['/', '/readings', '/sharings-photos', '/sounds-great', '/articles', '/feed.xml']) {
      expect(pages).toContain(page);
    }
    expect(pages).toContain('/sitemap.xml');
    expect(pages).toContain('/robots.txt');
    expect(pages).toContain('/favicon.ico');
    expect([...pages].some((page) => page.includes('['))).toBe(false);
  });

  it("has each article's page, the list's later pages, and each tag's page, later pages and feed", () => {
    const many = Array.from({ length: 13 }, (_, index) => article(`a-${index}`, ['Road Maps']));
    const pages = articlePages([...many, article('solo', ['sql'])]);
    expect(pages).toContain('/articles/a-0');
    expect(pages).toContain('/articles/solo');
    expect(pages).toContain('/articles/page/2');
    expect(pages).not.toContain('/articles/page/3');
    expect(pages).toContain('/articles/tags/road-maps');
    expect(pages).toContain('/articles/tags/road-maps/page/2');
    expect(pages).toContain('/articles/tags/road-maps/feed.xml');
    expect(pages).toContain('/articles/tags/sql');
    expect(pages).not.toContain('/articles/tags/sql/page/2');
  });
});
