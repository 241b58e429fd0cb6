import { describe, expect, test } from 'vitest';
import {
  ALL_CATEGORIES,
  articleQueryString,
  matchesArticleQuery,
  parseArticleQuery,
  type FilterableArticle,
} from '@/components/articles/article-query';

const categories = ['Product Management', 'Career', 'Entrepreneurship'];
const article: FilterableArticle = {
  slug: 'roadmap',
  title: 'Your Roadmap Is a Portfolio of Bets',
  excerpt: 'Why a release calendar hides the real risk.',
  category: 'Product Management',
};
const all = (search: string) => ({ search, category: ALL_CATEGORIES });

describe('matchesArticleQuery (spec 5)', () => {
  test('an empty filter keeps everything', () => {
    expect(matchesArticleQuery(article, all(''))).toBe(true);
  });

  test.each(['roadmap', 'ROADMAP', 'PoRtFoLiO of', 'release CALENDAR', 'hides the real'])(
    'search %j is a case-insensitive substring of the title or the excerpt',
    (search) => {
      expect(matchesArticleQuery(article, all(search))).toBe(true);
    },
  );

  test.each(['roadmaps', 'product management', 'roadmap-', 'bets why'])('search %j matches neither', (search) => {
    expect(matchesArticleQuery(article, all(search))).toBe(false);
  });

  test('the category is not searched, and an article without excerpt is searched by title', () => {
    expect(matchesArticleQuery(article, all('Product'))).toBe(false);
    expect(matchesArticleQuery({ ...article, excerpt: undefined }, all('bets'))).toBe(true);
    expect(matchesArticleQuery({ ...article, excerpt: undefined }, all('calendar'))).toBe(false);
  });

  test('spaces around the search are ignored; spaces inside count', () => {
    expect(matchesArticleQuery(article, all('  roadmap '))).toBe(true);
    expect(matchesArticleQuery(article, all('   '))).toBe(true);
    expect(matchesArticleQuery(article, all('road map'))).toBe(false);
  });

  test('the category matches exactly', () => {
    expect(matchesArticleQuery(article, { search: '', category: 'Product Management' })).toBe(true);
    expect(matchesArticleQuery(article, { search: '', category: 'Career' })).toBe(false);
    expect(matchesArticleQuery(article, { search: '', category: 'product management' })).toBe(false);
  });

  test('search and category both apply', () => {
    expect(matchesArticleQuery(article, { search: 'roadmap', category: 'Product Management' })).toBe(true);
    expect(matchesArticleQuery(article, { search: 'roadmap', category: 'Career' })).toBe(false);
    expect(matchesArticleQuery(article, { search: 'nothing', category: 'Product Management' })).toBe(false);
  });
});

describe('the filter in the address bar', () => {
  test('reads search and category', () => {
    expect(parseArticleQuery('?q=road+map&category=Career', categories)).toEqual({
      search: 'road map',
      category: 'Career',
    });
    expect(parseArticleQuery('?category=Product%20Management', categories)).toEqual({
      search: '',
      category: 'Product Management',
    });
  });

  test('no query, or a category that does not exist, means everything', () => {
    expect(parseArticleQuery('', categories)).toEqual({ search: '', category: ALL_CATEGORIES });
    expect(parseArticleQuery('?category=Cooking', categories)).toEqual({ search: '', category: ALL_CATEGORIES });
    expect(parseArticleQuery('?category=career', categories)).toEqual({ search: '', category: ALL_CATEGORIES });
  });

  test('writes only what is filtered', () => {
    expect(articleQueryString({ search: '', category: ALL_CATEGORIES })).toBe('');
    expect(articleQueryString({ search: 'a&b c', category: ALL_CATEGORIES })).toBe('?q=a%26b+c');
    expect(articleQueryString({ search: '', category: 'Product Management' })).toBe('?category=Product+Management');
  });

  test('round-trips', () => {
    const query = { search: 'Pricing?#', category: 'Entrepreneurship' };
    expect(parseArticleQuery(articleQueryString(query), categories)).toEqual(query);
  });
});
