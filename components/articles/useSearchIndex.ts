import { useCallback, useEffect, useState } from 'react';
import { indexEntryToSummary, type ArticleSummary } from '@/lib/articles/search-index-entry';

export type SearchIndexState =
  { status: 'idle' | 'failed' } | { status: 'loaded'; articles: readonly ArticleSummary[] };

/** One fetch per index address for the page's life: leaving the list and coming back reuses it. */
const requests = new Map<string, Promise<ArticleSummary[]>>();

function load(url: string): Promise<ArticleSummary[]> {
  let request = requests.get(url);
  if (!request) {
    request = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`The article index answered HTTP ${response.status}`);
        return response.json() as Promise<unknown>;
      })
      .then((body) => {
        if (!Array.isArray(body)) throw new Error('The article index is not a list');
        return body.map(indexEntryToSummary).filter((entry): entry is ArticleSummary => entry !== undefined);
      });
    // A failed fetch may be retried by the next search.
    request.catch(() => requests.delete(url));
    requests.set(url, request);
  }
  return request;
}

/**
 * Every published article's card data, from the build's search index (lib/articles/search-index.ts): asked
 * for once it is `needed` (a search or a category choice) or `warm` is called (the visitor moves into the
 * search box or the category control, a moment before the first keystroke). Not at load, even when idle:
 * parsing a thousand articles' entries then competed with the page's own start-up (Lighthouse counted it as
 * blocking time). Nothing is fetched without a `url` (one page of the list already holds every article).
 */
export function useSearchIndex(url: string | undefined, needed: boolean): [SearchIndexState, () => void] {
  const [state, setState] = useState<SearchIndexState>({ status: 'idle' });
  const [warmed, setWarmed] = useState(false);
  const warm = useCallback(() => setWarmed(true), []);
  // Once asked for, the request runs to its end even if the search is cleared meanwhile (load() keeps it).
  const wanted = needed || warmed;

  useEffect(() => {
    if (!url || !wanted) return;
    let current = true;
    // Until the answer, the state stays 'idle', which the list shows as loading while a search waits on it.
    load(url).then(
      (articles) => current && setState({ status: 'loaded', articles }),
      (error: unknown) => {
        if (!current) return;
        console.error('Failed to load the article index:', error);
        setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [url, wanted]);

  return [state, warm];
}
