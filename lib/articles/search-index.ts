/**
 * The article list's search index: what search, the category filter and a card need of every published
 * article (no content), written once per build as a JSON file under a content-hashed name
 * (/articles-index/{hash}.json, cached for a year) and fetched by the list when a visitor first searches or
 * filters, or when the browser is idle after load.
 *
 * Compact by design (it grows with every article): one array per article, fields in a fixed order, the
 * category as its index in ARTICLE_CATEGORIES and the date as its day.
 */
import { createHash } from 'node:crypto';
import { ARTICLE_CATEGORIES, type Article } from './types';
import { indexEntryToSummary, type ArticleSummary, type SearchIndexEntry } from './search-index-entry';

export { indexEntryToSummary, type ArticleSummary, type SearchIndexEntry };

/** The URL folder the index is served from (app/articles-index/[file]/route.ts). */
export const SEARCH_INDEX_PATH = '/articles-index';

function entryOf(article: Article): SearchIndexEntry {
  const category = ARTICLE_CATEGORIES.indexOf(article.category as (typeof ARTICLE_CATEGORIES)[number]);
  return [
    article.slug,
    article.title,
    article.excerpt ?? '',
    category,
    article.tags,
    article.publishedAt.slice(0, 10),
    article.readingTimeMinutes,
  ];
}

export interface SearchIndexFile {
  /** e.g. "3f9a0c1d2e4b.json" */
  file: string;
  /** e.g. "/articles-index/3f9a0c1d2e4b.json" */
  url: string;
  json: string;
}

/** The index of these articles (newest first, as given), its file name and address. */
export function searchIndexFile(articles: readonly Article[]): SearchIndexFile {
  const json = JSON.stringify(articles.map(entryOf));
  const file = `${createHash('sha256').update(json).digest('hex').slice(0, 12)}.json`;
  return { file, url: `${SEARCH_INDEX_PATH}/${file}`, json };
}
