/**
 * The one article API every page, the sitemap and the feed use. The articles are read once per build
 * process and shared, whichever source the build uses.
 *
 * TEMPORARY: a minimal markdown-file reader so pages can be built against this API. The articles-data
 * work replaces it with validated sources (markdown files and Supabase) behind the same functions.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import type { Article } from './types';
import { readingTimeMinutes } from './reading-time';

export type { Article } from './types';
export { ARTICLE_CATEGORIES } from './types';

let loaded: Promise<Article[]> | undefined;

async function readMarkdownArticles(): Promise<Article[]> {
  const dir = process.env.ARTICLES_DIR ?? path.join(process.cwd(), 'content/articles');
  const files = (await readdir(dir)).filter((name) => name.endsWith('.md') && name !== 'README.md');
  const articles: Article[] = [];
  for (const file of files) {
    const { data, content } = matter(await readFile(path.join(dir, file), 'utf8'));
    if (data.is_published !== true) continue;
    articles.push({
      id: file,
      title: String(data.title),
      slug: String(data.slug),
      excerpt: typeof data.excerpt === 'string' ? data.excerpt : undefined,
      content,
      category: String(data.category),
      tags: Array.isArray(data.tags) ? data.tags.map(String) : [],
      isPublished: true,
      publishedAt: new Date(data.published_at).toISOString(),
      readingTimeMinutes: readingTimeMinutes(content),
    });
  }
  return articles.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
}

/** Published articles, newest first. */
export function getPublishedArticles(): Promise<Article[]> {
  loaded ??= readMarkdownArticles();
  return loaded;
}

/** One published article by slug, or null. */
export async function getArticleBySlug(slug: string): Promise<Article | null> {
  return (await getPublishedArticles()).find((article) => article.slug === slug) ?? null;
}
