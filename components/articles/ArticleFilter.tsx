'use client';

import { useId, useRef, useState, type ReactNode } from 'react';
import { ALL_CATEGORIES, matchesArticleQuery, type ArticleQuery, type FilterableArticle } from './article-query';
import { ArticleCard } from './ArticleCard';
import { ListPageNav } from './ListPageNav';
import { listPageCount } from '@/lib/articles/list-pages';
import { useArticleQuery } from './useArticleQuery';
import { useSearchIndex } from './useSearchIndex';
import type { ArticleSummary } from '@/lib/articles/search-index-entry';

const NO_MATCH_MESSAGE = 'No articles found matching your criteria.';

export interface ArticleListItem extends FilterableArticle {
  /** The card, rendered on the server. */
  card: ReactNode;
}

interface ArticleFilterProps {
  /** The cards of the list's first page (every article when they fit on one). */
  items: readonly ArticleListItem[];
  categories: readonly string[];
  /** Published articles in all. */
  total: number;
  /** The search index, when there are more articles than `items`: search and filter cover them all. */
  indexUrl?: string;
  /** The list's second page, linked below the unfiltered first page. */
  olderPage?: string;
  /** Results shown at first, and added by "Show more articles". */
  pageSize: number;
}

const isFiltering = ({ search, category }: ArticleQuery) => search.trim() !== '' || category !== ALL_CATEGORIES;

/**
 * The search box, the category control and the cards they select. Styled by ArticleListShell.
 * The first page's cards are in the pre-rendered HTML. Up to one page of articles, filtering happens on
 * them; beyond that, a search or a category choice reads the search index (fetched once, when the visitor
 * moves into a control or on first need) and shows the matches a page at a time.
 */
export function ArticleFilter({ items, categories, total, indexUrl, olderPage, pageSize }: ArticleFilterProps) {
  const [query, setQuery] = useArticleQuery(categories);
  const filtering = isFiltering(query);
  const [index, warmIndex] = useSearchIndex(indexUrl, filtering);
  const [shownFor, setShownFor] = useState({ key: '', count: pageSize });
  // One history entry per round of typing (from focusing the box until it loses focus), replaced
  // keystroke by keystroke, so Back steps over a whole search rather than a letter at a time.
  const searchStartsEntry = useRef(true);
  const searchId = useId();
  const categoryId = useId();

  // A new search starts again at one page of results.
  const queryKey = `${query.search}\n${query.category}`;
  const shown = shownFor.key === queryKey ? shownFor.count : pageSize;
  const fromIndex = indexUrl !== undefined && filtering;
  const loading = fromIndex && index.status === 'idle';
  const indexMatches: readonly ArticleSummary[] =
    fromIndex && index.status === 'loaded'
      ? index.articles.filter((article) => matchesArticleQuery(article, query))
      : [];
  const itemMatches = fromIndex ? [] : items.filter((item) => matchesArticleQuery(item, query));
  const matchCount = fromIndex ? indexMatches.length : itemMatches.length;
  const visibleCount = fromIndex ? Math.min(matchCount, shown) : matchCount;

  return (
    <>
      <div role="search" data-article-filters data-screen-only>
        <div data-field="search">
          <label htmlFor={searchId} className="visually-hidden">
            Search articles
          </label>
          <input
            id={searchId}
            type="search"
            placeholder="Search articles..."
            autoComplete="off"
            value={query.search}
            onFocus={() => {
              searchStartsEntry.current = true;
              warmIndex();
            }}
            onChange={(event) => {
              setQuery({ ...query, search: event.target.value }, searchStartsEntry.current ? 'push' : 'replace');
              searchStartsEntry.current = false;
            }}
          />
        </div>
        <div data-field="category">
          <label htmlFor={categoryId}>Category</label>
          <select
            id={categoryId}
            value={query.category}
            onFocus={warmIndex}
            onChange={(event) => {
              setQuery({ ...query, category: event.target.value }, 'push');
              searchStartsEntry.current = true;
            }}
          >
            <option value={ALL_CATEGORIES}>All Categories</option>
            {categories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </div>
      </div>

      {loading ? (
        <p role="status" data-result-count="loading">
          <span data-link-spinner aria-hidden="true" /> Loading articles…
        </p>
      ) : (
        <p role="status" data-result-count={matchCount}>
          {matchCount === 0 ? (
            NO_MATCH_MESSAGE
          ) : (
            <span className="visually-hidden">
              {!filtering ? `${total} ${total === 1 ? 'article' : 'articles'}` : `${matchCount} of ${total} articles`}
            </span>
          )}
        </p>
      )}

      {!loading && matchCount > 0 && (
        <ul data-article-list aria-label="Articles">
          {fromIndex
            ? indexMatches.slice(0, visibleCount).map((article) => (
                <li key={article.slug}>
                  <ArticleCard article={article} />
                </li>
              ))
            : itemMatches.map((item) => <li key={item.slug}>{item.card}</li>)}
        </ul>
      )}

      {fromIndex && !loading && matchCount > visibleCount && (
        <p data-show-more>
          <button type="button" onClick={() => setShownFor({ key: queryKey, count: shown + pageSize })}>
            Show more articles
          </button>{' '}
          <span>
            {visibleCount} of {matchCount} shown
          </span>
        </p>
      )}

      {!filtering && olderPage && <ListPageNav page={1} pageCount={listPageCount(total)} older={olderPage} />}
    </>
  );
}
