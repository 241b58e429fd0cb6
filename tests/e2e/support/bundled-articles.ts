import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

/** What the browser tests expect of an article: read straight from the bundled files the test build uses. */
export interface BundledArticle {
  slug: string;
  title: string;
  excerpt?: string;
  category: string;
  tags: string[];
  published: boolean;
  publishedAt: Date;
}

const DIR = path.join(process.cwd(), 'content/articles');

function readAll(): BundledArticle[] {
  return readdirSync(DIR)
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .map((file) => {
      const { data } = matter(readFileSync(path.join(DIR, file), 'utf8'));
      return {
        slug: String(data.slug),
        title: String(data.title),
        excerpt: typeof data.excerpt === 'string' ? data.excerpt : undefined,
        category: String(data.category),
        tags: Array.isArray(data.tags) ? data.tags.map(String) : [],
        published: data.is_published === true,
        publishedAt: new Date(data.published_at),
      };
    });
}

/** Published articles, newest first, as the site must list them. */
export const publishedArticles = readAll()
  .filter((article) => article.published)
  .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());

export const draftArticles = readAll().filter((article) => !article.published);
