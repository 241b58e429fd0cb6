/**
 * The article list in pages: /articles shows the newest ARTICLES_PER_PAGE, /articles/page/2 the next ones, and
 * so on, each a static page with plain links to its neighbours, so a crawler (or a reader without script)
 * reaches every article from /articles. With script, search and the category filter cover every article
 * through the search index (./search-index.ts).
 */
/** Cards per page: the first view stays small however many articles there are. */
export const ARTICLES_PER_PAGE = 12;

/** How many list pages these articles fill (at least one: /articles exists with no article). */
export function listPageCount(articleCount: number): number {
  return Math.max(1, Math.ceil(articleCount / ARTICLES_PER_PAGE));
}

/** Page 1 is /articles itself; the others are /articles/page/{n}. */
export function listPagePath(page: number): string {
  return page <= 1 ? '/articles' : `/articles/page/${page}`;
}

/** The articles on a page (1-based), in the list's order (newest first). */
export function articlesOnPage<T>(articles: readonly T[], page: number): T[] {
  return articles.slice((page - 1) * ARTICLES_PER_PAGE, page * ARTICLES_PER_PAGE);
}

/** The page numbers with an address of their own: 2 to the last (none when one page holds everything). */
export function laterListPages(articleCount: number): number[] {
  return Array.from({ length: listPageCount(articleCount) - 1 }, (_, index) => index + 2);
}

/** Links to the neighbouring pages, for a page of the list. */
export function listPageNeighbours(page: number, articleCount: number): { newer?: string; older?: string } {
  const last = listPageCount(articleCount);
  return {
    ...(page > 1 ? { newer: listPagePath(page - 1) } : {}),
    ...(page < last ? { older: listPagePath(page + 1) } : {}),
  };
}
