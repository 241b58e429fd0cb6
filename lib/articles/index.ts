/**
 * The one article API every page, the sitemap and the feed use. The source is chosen once per build
 * process from the environment (DESIGN.md): Supabase when SUPABASE_URL and SUPABASE_ANON_KEY are set,
 * otherwise the markdown files in ARTICLES_DIR. The read happens once and every caller shares it; a failed
 * read fails every caller with the same message instead of retrying page by page.
 */
import { createArticleStore } from './store';

export type { Article, ArticleSourceName } from './types';
export { ARTICLE_CATEGORIES } from './types';
export type { ArticleCategory, ArticlesReport } from './store';

const store = createArticleStore();

/** Published articles, newest first. */
export const getPublishedArticles = store.getPublishedArticles;

/** One published article by slug, or null (answered from the same single read as the list). */
export const getArticleBySlug = store.getArticleBySlug;

/** The categories an article can have, in the order the category filter lists them. */
export const getCategories = store.getCategories;

/** Which source this build read and how many published articles it found. */
export const getArticlesReport = store.getArticlesReport;
