import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

/** An article as its source file describes it, read independently of the site's own code. */
export interface SourceArticle {
  slug: string;
  title: string;
  excerpt?: string;
  category: string;
  tags: string[];
  isPublished: boolean;
  /** ISO timestamp. */
  publishedAt: string;
  content: string;
}

/** The markdown articles the site under test was built from (the build reads the same ARTICLES_DIR). */
export function sourceArticles(): SourceArticle[] {
  const dir = process.env.ARTICLES_DIR ?? path.join(process.cwd(), 'content/articles');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .map((file) => {
      const { data, content } = matter(readFileSync(path.join(dir, file), 'utf8'));
      return {
        slug: String(data.slug),
        title: String(data.title),
        excerpt: typeof data.excerpt === 'string' ? data.excerpt : undefined,
        category: String(data.category),
        tags: Array.isArray(data.tags) ? data.tags.map(String) : [],
        isPublished: data.is_published === true,
        publishedAt: new Date(data.published_at).toISOString(),
        content,
      };
    });
}

/** Dated after now: the build that served this site started before now, so these are scheduled (left out). */
const isScheduled = (article: SourceArticle) => article.isPublished && Date.parse(article.publishedAt) > Date.now();

/** Published articles live at build time, newest first, as the list must show them. */
export function publishedArticles(): SourceArticle[] {
  return sourceArticles()
    .filter((article) => article.isPublished && !isScheduled(article))
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
}

/** Drafts, and published articles dated in the future: neither may leave a trace on the site. */
export function unpublishedArticles(): SourceArticle[] {
  return sourceArticles().filter((article) => !article.isPublished || isScheduled(article));
}

/** Published articles dated in the future (the bundled content has one). */
export function scheduledArticles(): SourceArticle[] {
  return sourceArticles().filter(isScheduled);
}

export function publishedArticle(slug: string): SourceArticle {
  const article = publishedArticles().find((candidate) => candidate.slug === slug);
  if (!article) {
    // Only the tests that take a feature's example from a bundled sample get here (docs/testing.md).
    throw new Error(
      `No published article with slug ${slug} in the sources. This test takes its example from the bundled ` +
        `sample article content/articles/${slug}.md: keep it, or point the test at one of your articles with ` +
        `the same feature (docs/testing.md, "The browser tests and your own articles").`,
    );
  }
  return article;
}

/** Spec 9, computed here on its own: words split on whitespace / 200, rounded up. */
export function expectedReadingTime(article: SourceArticle): string {
  const words = article.content.trim().split(/\s+/).filter(Boolean).length;
  return `${Math.ceil(words / 200)} min read`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "March 14, 2025", spelled out here rather than through Intl so the test does not share the site's formatter. */
export function expectedLongDate(article: SourceArticle): string {
  const date = new Date(article.publishedAt);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** The first sentence-sized piece of the article's first paragraph, to find the body on a page. */
export function firstBodyText(article: SourceArticle): string {
  const paragraph = article.content
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .find((block) => /^[A-Z]/.test(block) && !/[*_`[\]]/.test(block.slice(0, 80)));
  if (!paragraph) throw new Error(`No plain first paragraph in ${article.slug}`);
  return paragraph.slice(0, 60);
}

/** A tag's address, worked out here on its own: lowercase, runs of anything but letters and digits as "-". */
export function tagAddress(tag: string): string {
  return tag
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
}

/** The addresses of the tags of published articles: exactly the tag pages the site must have. */
export function publishedTagAddresses(): string[] {
  return [...new Set(publishedArticles().flatMap((article) => article.tags.map(tagAddress)))].filter(Boolean);
}

/** Cards on each page of the article list and of a tag page (issue 28: "12 cards"), counted here on its own. */
export const CARDS_PER_PAGE = 12;

export interface ListPage {
  path: string;
  articles: SourceArticle[];
}

/** `articles` (newest first) in pages as a paged list shows them: `firstPage`, then `{firstPage}/page/2` and on. */
export function pagesOf(firstPage: string, articles: SourceArticle[]): ListPage[] {
  const pages: ListPage[] = [];
  for (let index = 0; index === 0 || index * CARDS_PER_PAGE < articles.length; index += 1) {
    pages.push({
      path: index === 0 ? firstPage : `${firstPage}/page/${index + 1}`,
      articles: articles.slice(index * CARDS_PER_PAGE, (index + 1) * CARDS_PER_PAGE),
    });
  }
  return pages;
}

/** The article list's pages: /articles holds the newest, /articles/page/2 the next ones, and so on. */
export function articleListPages(): ListPage[] {
  return pagesOf('/articles', publishedArticles());
}

/** The list page an article's card is on. */
export function listPageOf(slug: string): string {
  return articleListPages().find((page) => page.articles.some((article) => article.slug === slug))!.path;
}

/** Each tag page's pages, by the tag's address: its published articles, newest first, a page at a time. */
export function tagListPages(): ListPage[] {
  return publishedTagAddresses().flatMap((tag) =>
    pagesOf(
      `/articles/tags/${tag}`,
      publishedArticles().filter((article) => article.tags.some((name) => tagAddress(name) === tag)),
    ),
  );
}
