import { describe, expect, it } from 'vitest';
import {
  ARTICLES_PER_PAGE,
  articlesOnPage,
  laterListPages,
  laterPageNumber,
  pagedPath,
  pageNeighbours,
  listPageCount,
  listPageNeighbours,
  listPagePath,
} from '@/lib/articles/list-pages';
import { indexEntryToSummary, searchIndexFile } from '@/lib/articles/search-index';
import type { Article } from '@/lib/articles';

const article = (n: number, overrides: Partial<Article> = {}): Article => ({
  id: `a-${n}`,
  title: `Title ${n}`,
  slug: `a-${n}`,
  excerpt: `Excerpt ${n}`,
  content: 'Body text that never reaches the index.',
  category: 'Career',
  tags: ['one', 'two'],
  isPublished: true,
  publishedAt: '2025-03-14T09:30:00.000Z',
  readingTimeMinutes: 4,
  ...overrides,
});

describe('article list pages', () => {
  it('are 12 articles each, /articles first, then /articles/page/2 and on', () => {
    expect(ARTICLES_PER_PAGE).toBe(12);
    expect([0, 1, 12, 13, 24, 25, 1000].map(listPageCount)).toEqual([1, 1, 1, 2, 2, 3, 84]);
    expect(laterListPages(12)).toEqual([]);
    expect(laterListPages(25)).toEqual([2, 3]);
    expect([1, 2, 84].map(listPagePath)).toEqual(['/articles', '/articles/page/2', '/articles/page/84']);
    const numbers = Array.from({ length: 25 }, (_, index) => index + 1);
    expect(articlesOnPage(numbers, 1)).toEqual(numbers.slice(0, 12));
    expect(articlesOnPage(numbers, 3)).toEqual([25]);
    expect(listPageNeighbours(1, 25)).toEqual({ older: '/articles/page/2' });
    expect(listPageNeighbours(2, 25)).toEqual({ newer: '/articles', older: '/articles/page/3' });
    expect(listPageNeighbours(3, 25)).toEqual({ newer: '/articles/page/2' });
    expect(listPageNeighbours(1, 5)).toEqual({});
  });

  it('name their later pages by a plain number from 2 to the last; anything else is not a page', () => {
    expect(['2', '3'].map((param) => laterPageNumber(param, 25))).toEqual([2, 3]);
    for (const param of ['1', '4', '0', '02', '2.0', '-2', 'x', '', ' 2']) {
      expect(laterPageNumber(param, 25), param).toBeUndefined();
    }
  });

  it('work the same under any first page (a tag page)', () => {
    expect(pagedPath('/articles/tags/sql', 1)).toBe('/articles/tags/sql');
    expect(pageNeighbours('/articles/tags/sql', 2, 25)).toEqual({
      newer: '/articles/tags/sql',
      older: '/articles/tags/sql/page/3',
    });
  });
});

describe('the search index', () => {
  it('holds what search, the filter and a card need, compactly, and no content', () => {
    const { json, file, url } = searchIndexFile([article(1), article(2, { excerpt: undefined, tags: [] })]);
    expect(JSON.parse(json)).toEqual([
      ['a-1', 'Title 1', 'Excerpt 1', 1, ['one', 'two'], '2025-03-14', 4],
      ['a-2', 'Title 2', '', 1, [], '2025-03-14', 4],
    ]);
    expect(json).not.toContain('Body text');
    expect(file).toMatch(/^[0-9a-f]{12}\.json$/);
    expect(url).toBe(`/articles-index/${file}`);
  });

  it('is named after its content: another article, another name', () => {
    expect(searchIndexFile([article(1)]).file).toBe(searchIndexFile([article(1)]).file);
    expect(searchIndexFile([article(1)]).file).not.toBe(searchIndexFile([article(1), article(2)]).file);
  });

  it('reads back into card data, and refuses entries that are not well formed', () => {
    expect(indexEntryToSummary(['a-1', 'Title 1', '', 2, ['x'], '2025-03-14', 3])).toEqual({
      slug: 'a-1',
      title: 'Title 1',
      category: 'Entrepreneurship',
      tags: ['x'],
      publishedAt: '2025-03-14T00:00:00.000Z',
      readingTimeMinutes: 3,
    });
    for (const bad of [null, [], ['a', 'b', '', 9, [], '2025-03-14', 1], ['a', 'b', '', 0, 'x', '2025-03-14', 1]]) {
      expect(indexEntryToSummary(bad)).toBeUndefined();
    }
  });
});
