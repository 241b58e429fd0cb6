/**
 * The article list's filter: what the visitor typed and chose, how it is written in the address bar
 * (`?q=…&category=…`, so a filtered list can be shared) and which cards it keeps (spec 5).
 */

/** The category control's value meaning "no category filter". */
export const ALL_CATEGORIES = 'all';

export interface ArticleQuery {
  /** The search text as typed. */
  search: string;
  /** A category name, or ALL_CATEGORIES. */
  category: string;
}

/** What the filter needs to know about a card; the articles' content never reaches the browser. */
export interface FilterableArticle {
  slug: string;
  title: string;
  excerpt?: string;
  category: string;
}

const SEARCH_PARAM = 'q';
const CATEGORY_PARAM = 'category';

/** Reads the filter from a query string; a category that is not one of `categories` means all. */
export function parseArticleQuery(search: string, categories: readonly string[]): ArticleQuery {
  const params = new URLSearchParams(search);
  const category = params.get(CATEGORY_PARAM) ?? '';
  return {
    search: params.get(SEARCH_PARAM) ?? '',
    category: categories.includes(category) ? category : ALL_CATEGORIES,
  };
}

/** The query string for a filter ("" when nothing is filtered), with a leading "?" otherwise. */
export function articleQueryString({ search, category }: ArticleQuery): string {
  const params = new URLSearchParams();
  if (search !== '') params.set(SEARCH_PARAM, search);
  if (category !== ALL_CATEGORIES) params.set(CATEGORY_PARAM, category);
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/**
 * Spec 5: the search is a case-insensitive substring of the title or the excerpt; the category matches
 * exactly or is all. Spaces around the search text are ignored, so a stray space does not empty the list.
 */
export function matchesArticleQuery(article: FilterableArticle, { search, category }: ArticleQuery): boolean {
  if (category !== ALL_CATEGORIES && article.category !== category) return false;
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return article.title.toLowerCase().includes(needle) || (article.excerpt ?? '').toLowerCase().includes(needle);
}
