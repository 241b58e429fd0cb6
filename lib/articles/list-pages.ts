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

/**
 * The address of page `page` of a paged list whose first page is at `firstPage`: page 1 is `firstPage` itself,
 * the others are `{firstPage}/page/{n}` (the article list, and each tag page, page the same way).
 */
export function pagedPath(firstPage: string, page: number): string {
  return page <= 1 ? firstPage : `${firstPage}/page/${page}`;
}

/** Page 1 is /articles itself; the others are /articles/page/{n}. */
export function listPagePath(page: number): string {
  return pagedPath('/articles', page);
}

/** The articles on a page (1-based), in the list's order (newest first). */
export function articlesOnPage<T>(articles: readonly T[], page: number): T[] {
  return articles.slice((page - 1) * ARTICLES_PER_PAGE, page * ARTICLES_PER_PAGE);
}

/** The page numbers with an address of their own: 2 to the last (none when one page holds everything). */
export function laterListPages(articleCount: number): number[] {
  return Array.from({ length: listPageCount(articleCount) - 1 }, (_, index) => index + 2);
}

export interface PageNeighbours {
  newer?: string;
  older?: string;
}

/** Links to the neighbouring pages of a paged list whose first page is at `firstPage`. */
export function pageNeighbours(firstPage: string, page: number, articleCount: number): PageNeighbours {
  const last = listPageCount(articleCount);
  return {
    ...(page > 1 ? { newer: pagedPath(firstPage, page - 1) } : {}),
    ...(page < last ? { older: pagedPath(firstPage, page + 1) } : {}),
  };
}

/** Links to the neighbouring pages, for a page of the article list. */
export function listPageNeighbours(page: number, articleCount: number): PageNeighbours {
  return pageNeighbours('/articles', page, articleCount);
}

/**
 * The page number a route parameter names, when it is one of a paged list's later pages (2 to the last);
 * undefined for anything else ("1", "01", "x", past the end), which the route answers with its not-found page.
 */
export function laterPageNumber(param: string, articleCount: number): number | undefined {
  const page = Number(param);
  return /^[1-9][0-9]*$/.test(param) && page >= 2 && page <= listPageCount(articleCount) ? page : undefined;
}
