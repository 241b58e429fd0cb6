import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { articleQueryString, parseArticleQuery, type ArticleQuery } from './article-query';

/** Fired after this module changes the address bar; history methods do not fire popstate themselves. */
const QUERY_CHANGE_EVENT = 'articles:query-change';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(QUERY_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(QUERY_CHANGE_EVENT, onChange);
  };
}

const readSearch = () => window.location.search;
// The list is pre-rendered once, unfiltered; the browser applies the address bar's filter after hydration.
const noSearch = () => '';

/** How a filter change enters the browser history. */
export type HistoryMode = 'push' | 'replace';

/**
 * The article filter, kept in the address bar (`?q=…&category=…`). Reading it through an external store
 * keeps the list static HTML (no Suspense bailout as with useSearchParams) and updates the controlled
 * input synchronously while typing. Writes go through history.pushState/replaceState, which Next.js keeps
 * in step with its router, so no page data is requested and Back/Forward restore earlier filters.
 */
export function useArticleQuery(categories: readonly string[]) {
  const search = useSyncExternalStore(subscribe, readSearch, noSearch);
  const query = useMemo(() => parseArticleQuery(search, categories), [search, categories]);

  const setQuery = useCallback((next: ArticleQuery, mode: HistoryMode) => {
    const { pathname, hash } = window.location;
    const url = `${pathname}${articleQueryString(next)}${hash}`;
    if (mode === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
    window.dispatchEvent(new Event(QUERY_CHANGE_EVENT));
  }, []);

  return [query, setQuery] as const;
}
