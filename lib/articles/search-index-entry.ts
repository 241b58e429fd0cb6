/**
 * One article in the search index (lib/articles/search-index.ts), and the card data the browser makes of it.
 * Kept apart from the index writer so the list's island does not bundle node:crypto.
 */
import { ARTICLE_CATEGORIES, type Article } from './types';

/** [slug, title, excerpt ('' for none), category index, tags, day (YYYY-MM-DD), reading minutes] */
export type SearchIndexEntry = [string, string, string, number, string[], string, number];

/** What a card shows of an article. */
export type ArticleSummary = Pick<
  Article,
  'slug' | 'title' | 'excerpt' | 'category' | 'tags' | 'publishedAt' | 'readingTimeMinutes'
>;

/** An index entry as a card's article; undefined for an entry that is not well formed. */
export function indexEntryToSummary(entry: unknown): ArticleSummary | undefined {
  if (!Array.isArray(entry) || entry.length !== 7) return undefined;
  const [slug, title, excerpt, category, tags, day, minutes] = entry as unknown[];
  const categoryName = typeof category === 'number' ? ARTICLE_CATEGORIES[category] : undefined;
  if (typeof slug !== 'string' || typeof title !== 'string' || typeof excerpt !== 'string') return undefined;
  if (!categoryName || !Array.isArray(tags) || typeof day !== 'string' || typeof minutes !== 'number') return undefined;
  return {
    slug,
    title,
    ...(excerpt ? { excerpt } : {}),
    category: categoryName,
    tags: tags.map(String),
    publishedAt: `${day}T00:00:00.000Z`,
    readingTimeMinutes: minutes,
  };
}
