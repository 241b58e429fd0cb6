import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { Article } from '@/lib/articles';

const published: Article[] = [];

// The route is tested against a stand-in article source; the real sources have their own tests.
vi.mock('@/lib/articles', () => ({
  ARTICLE_CATEGORIES: ['Product Management', 'Career', 'Entrepreneurship'],
  getPublishedArticles: async () => published,
  getArticleBySlug: async (slug: string) => published.find((article) => article.slug === slug) ?? null,
  getArticleOrigin: async (slug: string) => `content/articles/${slug}.md`,
}));

const {
  default: ArticlePage,
  dynamicParams,
  generateMetadata,
  generateStaticParams,
} = await import('@/app/articles/[slug]/page');

const article = (slug: string, overrides: Partial<Article> = {}): Article => ({
  id: slug,
  title: `Title of ${slug}`,
  slug,
  excerpt: `Excerpt of ${slug}.`,
  content: '## Hello\n\nBody text.',
  category: 'Career',
  tags: ['one'],
  isPublished: true,
  publishedAt: '2025-03-14T00:00:00.000Z',
  readingTimeMinutes: 1,
  ...overrides,
});

const params = (slug: string) => ({ params: Promise.resolve({ slug }) });

beforeEach(() => {
  published.length = 0;
});

describe('/articles/[slug]', () => {
  test('builds one page per published article and no other', async () => {
    published.push(article('first'), article('second'));
    expect(dynamicParams).toBe(false);
    expect(await generateStaticParams()).toEqual([{ slug: 'first' }, { slug: 'second' }]);
  });

  test('with no published article yet, builds one reserved address that is not an article', async () => {
    const built = await generateStaticParams();
    expect(built).toHaveLength(1);
    expect(built[0]!.slug).not.toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    await expect(ArticlePage(params(built[0]!.slug))).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/);
  });

  test('an unknown slug is not found', async () => {
    published.push(article('first'));
    await expect(ArticlePage(params('missing'))).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/);
  });

  test("metadata: the article's title, excerpt and address, as an article", async () => {
    published.push(article('first', { tags: ['pricing'] }));
    const metadata = await generateMetadata(params('first'));
    expect(metadata.title).toBe('Title of first');
    expect(metadata.description).toBe('Excerpt of first.');
    expect(metadata.alternates?.canonical).toBe('/articles/first');
    expect(metadata.openGraph).toMatchObject({
      type: 'article',
      url: '/articles/first',
      publishedTime: '2025-03-14T00:00:00.000Z',
      tags: ['pricing'],
    });
  });

  test('metadata without an excerpt describes the article with the start of its text', async () => {
    published.push(article('first', { excerpt: undefined }));
    const metadata = await generateMetadata(params('first'));
    // Markdown syntax (the "##" heading mark) is left out: the description is plain text.
    expect(metadata.description).toBe('Hello Body text.');
  });
});
