'use client';

import { useId, useRef, type ReactNode } from 'react';
import { ALL_CATEGORIES, matchesArticleQuery, type FilterableArticle } from './article-query';
import { useArticleQuery } from './useArticleQuery';

const NO_MATCH_MESSAGE = 'No articles found matching your criteria.';

export interface ArticleListItem extends FilterableArticle {
  /** The card, rendered on the server. */
  card: ReactNode;
}

interface ArticleFilterProps {
  items: readonly ArticleListItem[];
  categories: readonly string[];
}

/**
 * The search box, the category control and the cards they select. Styled by ArticleListShell.
 * Every card is in the pre-rendered HTML; filtering happens here, in the browser.
 */
export function ArticleFilter({ items, categories }: ArticleFilterProps) {
  const [query, setQuery] = useArticleQuery(categories);
  // One history entry per round of typing (from focusing the box until it loses focus), replaced
  // keystroke by keystroke, so Back steps over a whole search rather than a letter at a time.
  const searchStartsEntry = useRef(true);
  const searchId = useId();
  const categoryId = useId();

  const visible = items.filter((item) => matchesArticleQuery(item, query));

  return (
    <>
      <div role="search" data-article-filters>
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

      <p role="status" data-result-count={visible.length}>
        {visible.length === 0 ? (
          NO_MATCH_MESSAGE
        ) : (
          <span className="visually-hidden">
            {visible.length === items.length
              ? `${items.length} ${items.length === 1 ? 'article' : 'articles'}`
              : `${visible.length} of ${items.length} articles`}
          </span>
        )}
      </p>

      {visible.length > 0 && (
        <ul data-article-list aria-label="Articles">
          {visible.map((item) => (
            <li key={item.slug}>{item.card}</li>
          ))}
        </ul>
      )}
    </>
  );
}
