import { describe, expect, it } from 'vitest';
import type { Article } from '@/lib/articles';
import { neighbours, relatedArticles } from '@/lib/articles/onward';
import { articleCount, findTagPage, laterTagPages, tagPages, tagPath, tagSlug } from '@/lib/articles/tags';
import { tagPageMetadata } from '@/lib/seo/tag-page-metadata';

let day = 28;
/** Articles are listed newest first, as every read returns them: each made here is a day older. */
function article(slug: string, category: string, tags: string[]): Article {
  day -= 1;
  return {
    id: slug,
    title: `Title of ${slug}`,
    slug,
    content: 'Body.',
    category,
    tags,
    isPublished: true,
    publishedAt: `2025-02-${String(day).padStart(2, '0')}T00:00:00.000Z`,
    readingTimeMinutes: 1,
  };
}

const articles = [
  article('newest', 'Career', ['hiring']),
  article('pricing', 'Entrepreneurship', ['Pricing', 'fintech', 'SQL']),
  article('funnel', 'Product Management', ['analytics', 'sql', 'fintech']),
  article('roadmap', 'Product Management', ['roadmap']),
  article('tracking', 'Product Management', ['analytics', 'SQL']),
  article('oldest', 'Career', []),
];
const bySlug = (slug: string) => articles.find((candidate) => candidate.slug === slug)!;
const slugs = (list: readonly Article[]) => list.map((item) => item.slug);

describe('neighbours', () => {
  it('are the next newer and next older article', () => {
    expect(slugs(Object.values(neighbours(articles, 'funnel')))).toEqual(['pricing', 'roadmap']);
    expect(neighbours(articles, 'funnel')).toEqual({ newer: bySlug('pricing'), older: bySlug('roadmap') });
  });

  it('leave out the side that has none', () => {
    expect(neighbours(articles, 'newest')).toEqual({ newer: undefined, older: bySlug('pricing') });
    expect(neighbours(articles, 'oldest')).toEqual({ newer: bySlug('tracking'), older: undefined });
    expect(neighbours([bySlug('oldest')], 'oldest')).toEqual({ newer: undefined, older: undefined });
  });
});

describe('related articles', () => {
  it('rank most tags in common first, then the same category, then the newest, never the article itself', () => {
    // funnel: analytics, sql, fintech. tracking shares 2 (analytics, SQL); pricing shares 2 (fintech, SQL)
    // but tracking is in the same category; roadmap shares none but has the same category.
    expect(slugs(relatedArticles(articles, bySlug('funnel')))).toEqual(['tracking', 'pricing', 'roadmap']);
  });

  it('fill up with the newest when few share anything', () => {
    expect(slugs(relatedArticles(articles, bySlug('oldest')))).toEqual(['newest', 'pricing', 'funnel']);
  });

  it('are at most three, and fewer when there are fewer other articles', () => {
    expect(relatedArticles(articles, bySlug('roadmap'))).toHaveLength(3);
    expect(slugs(relatedArticles([bySlug('roadmap'), bySlug('oldest')], bySlug('roadmap')))).toEqual(['oldest']);
    expect(relatedArticles([bySlug('roadmap')], bySlug('roadmap'))).toEqual([]);
  });

  it('are worked out for an article that is not in the list too', () => {
    // funnel's answer, asked with a list that lacks funnel.
    const others = articles.filter((article) => article.slug !== 'funnel');
    expect(slugs(relatedArticles(others, bySlug('funnel')))).toEqual(['tracking', 'pricing', 'roadmap']);
  });

  it('follow the list they are asked with, not an earlier answer', () => {
    expect(slugs(relatedArticles(articles, bySlug('funnel')))).toEqual(['tracking', 'pricing', 'roadmap']);
    // The same article against a smaller list (as the preview reads the articles again on every page).
    const fewer = articles.filter((article) => article.slug !== 'tracking');
    expect(slugs(relatedArticles(fewer, bySlug('funnel')))).toEqual(['pricing', 'roadmap', 'newest']);
  });
});

describe('tags', () => {
  it('have an address: lowercase, runs of anything but letters and digits as one hyphen', () => {
    expect(tagSlug('Feature Flags')).toBe('feature-flags');
    expect(tagSlug('A/B testing')).toBe('a-b-testing');
    expect(tagSlug('SQL')).toBe('sql');
    expect(tagSlug('***')).toBe('');
    expect(tagPath('a-b-testing')).toBe('/articles/tags/a-b-testing');
  });

  it('each have a page listing their articles newest first, spellings of one tag together', () => {
    const pages = tagPages(articles);
    expect(pages.map((page) => page.slug)).toEqual(['analytics', 'fintech', 'hiring', 'pricing', 'roadmap', 'sql']);
    const sql = pages.find((page) => page.slug === 'sql')!;
    expect(slugs(sql.articles)).toEqual(['pricing', 'funnel', 'tracking']);
    // Named as the newest article using it writes it.
    expect(sql.name).toBe('SQL');
  });

  it('list an article once even when it has two spellings of the tag', () => {
    const doubled = article('doubled', 'Career', ['SQL', 'sql']);
    expect(slugs(tagPages([doubled]).find((page) => page.slug === 'sql')!.articles)).toEqual(['doubled']);
  });

  it('with no letter or digit get no page', () => {
    expect(tagPages([article('odd', 'Career', ['***'])])).toEqual([]);
  });
});

describe('tag pages at any length', () => {
  // 30 articles share "product-management"; every third also has "pricing".
  const many = Array.from({ length: 30 }, (_, n) =>
    article(
      `many-${n}`,
      'Product Management',
      n % 3 === 0 ? ['Product Management', 'pricing'] : ['product-management'],
    ),
  );

  it('page like the list: 12 per page, later pages at /articles/tags/{tag}/page/{n}', () => {
    expect([1, 2, 3].map((page) => tagPath('product-management', page))).toEqual([
      '/articles/tags/product-management',
      '/articles/tags/product-management/page/2',
      '/articles/tags/product-management/page/3',
    ]);
    // 30 articles: pages 2 and 3; "pricing" (10 articles) fits on one page and has no later page.
    expect(laterTagPages(many).map(({ tag, page }) => tagPath(tag.slug, page))).toEqual([
      '/articles/tags/product-management/page/2',
      '/articles/tags/product-management/page/3',
    ]);
    expect(laterTagPages(articles)).toEqual([]);
  });

  it('are worked out once per list of articles', () => {
    expect(tagPages(many)).toBe(tagPages(many));
    expect(findTagPage(many, 'pricing')?.articles).toHaveLength(10);
    expect(findTagPage(many, 'no-such-tag')).toBeUndefined();
  });

  it('have a title and canonical address per page', () => {
    const tag = findTagPage(many, 'product-management')!;
    expect(tagPageMetadata(tag, 1)).toMatchObject({
      title: 'Articles tagged “Product Management”',
      description:
        '30 articles on product management, career development and entrepreneurship tagged “Product Management”.',
      alternates: { canonical: '/articles/tags/product-management' },
    });
    expect(tagPageMetadata(tag, 2)).toMatchObject({
      title: 'Articles tagged “Product Management”, page 2 of 3',
      alternates: { canonical: '/articles/tags/product-management/page/2' },
    });
    expect(articleCount(1)).toBe('1 article');
  });
});
