/**
 * The one article API every page, the sitemap and the feed use. The source is chosen once per build
 * process from the environment (DESIGN.md): Supabase when SUPABASE_URL and SUPABASE_ANON_KEY are set,
 * otherwise the markdown files in ARTICLES_DIR. The read happens once and every caller shares it; a failed
 * read fails every caller with the same message instead of retrying page by page.
 */
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { isPreviewServer } from '@/lib/preview/preview-state';
import { createBuildArticleStore } from './build-schedule';
import { createArticleStore, type ArticleStore } from './store';

export type { Article, ArticleSourceName } from './types';
export { ARTICLE_CATEGORIES } from './types';
export type { ArticleCategory, ArticlesReport } from './store';

// Next.js bundles each route on its own, so one build process can hold several copies of this module. During
// `next build` they share one store through a global: one read of the source per process, one log line, and
// one set of retries if it fails. (Not in the dev server, where a store must not outlive edited code, and
// where it is the preview: drafts and scheduled articles too, read afresh for every page, lib/preview.)
const SHARED_STORE = Symbol.for('pm-portfolio.article-store');
const globalStores = globalThis as { [SHARED_STORE]?: ArticleStore };
const store =
  process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD
    ? (globalStores[SHARED_STORE] ??= createBuildArticleStore())
    : createArticleStore({ preview: isPreviewServer() });

/** Published articles, newest first. */
export const getPublishedArticles = store.getPublishedArticles;

/** One published article by slug, or null (answered from the same single read as the list). */
export const getArticleBySlug = store.getArticleBySlug;

/** The categories an article can have, in the order the category filter lists them. */
export const getCategories = store.getCategories;

/** Which source this build read and how many published articles it found. */
export const getArticlesReport = store.getArticlesReport;

/** Where a published article came from (its file, or its row), for build errors that name it. */
export const getArticleOrigin = store.getArticleOrigin;
