/**
 * Onward reading at the end of an article, worked out at build time from the published articles (newest
 * first, as every read returns them).
 */
import { tagSlug } from './tags';
import type { Article } from './types';

/** The articles published just after and just before this one, by published_at. */
export function neighbours(articles: readonly Article[], slug: string): { newer?: Article; older?: Article } {
  const index = articles.findIndex((article) => article.slug === slug);
  if (index < 0) return {};
  return { newer: articles[index - 1], older: articles[index + 1] };
}

export const RELATED_LIMIT = 3;

/**
 * Up to three other articles, most tags in common first (tags compared by their address, so "SQL" and
 * "sql" are one tag), then those in the same category, then the newest. Never the article itself.
 */
export function relatedArticles(articles: readonly Article[], article: Article, limit = RELATED_LIMIT): Article[] {
  const tags = new Set(article.tags.map(tagSlug));
  const ranked = articles
    .filter((other) => other.slug !== article.slug)
    .map((other) => ({
      other,
      shared: new Set(other.tags.map(tagSlug).filter((tag) => tag && tags.has(tag))).size,
      sameCategory: other.category === article.category ? 1 : 0,
    }));
  ranked.sort(
    (a, b) =>
      b.shared - a.shared ||
      b.sameCategory - a.sameCategory ||
      b.other.publishedAt.localeCompare(a.other.publishedAt) ||
      a.other.slug.localeCompare(b.other.slug),
  );
  return ranked.slice(0, limit).map(({ other }) => other);
}
