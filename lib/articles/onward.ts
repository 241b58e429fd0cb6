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
 *
 * Every article page asks this of every other article, so a 1000-article build makes a million comparisons:
 * each article's tag addresses are worked out once, and the best few are kept in one pass instead of sorting
 * the whole list per page (which, with localeCompare, took seconds of the build).
 */
export function relatedArticles(articles: readonly Article[], article: Article, limit = RELATED_LIMIT): Article[] {
  const tags = tagAddresses(article);
  const best: Candidate[] = [];
  for (const other of articles) {
    if (other.slug === article.slug) continue;
    let shared = 0;
    for (const tag of tagAddresses(other)) if (tags.has(tag)) shared += 1;
    const candidate = { other, shared, sameCategory: other.category === article.category ? 1 : 0 };
    // Insert in rank order; anything ranked below the limit-th is dropped.
    let at = best.length;
    while (at > 0 && outranks(candidate, best[at - 1]!)) at -= 1;
    if (at < limit) {
      best.splice(at, 0, candidate);
      if (best.length > limit) best.pop();
    }
  }
  return best.map(({ other }) => other);
}

interface Candidate {
  other: Article;
  shared: number;
  sameCategory: number;
}

/** More tags in common, then the same category, then newer (ISO timestamps compare as text), then by slug. */
function outranks(a: Candidate, b: Candidate): boolean {
  if (a.shared !== b.shared) return a.shared > b.shared;
  if (a.sameCategory !== b.sameCategory) return a.sameCategory > b.sameCategory;
  if (a.other.publishedAt !== b.other.publishedAt) return a.other.publishedAt > b.other.publishedAt;
  return a.other.slug < b.other.slug;
}

/** An article's distinct tag addresses ("" for a tag with none, which matches nothing), once per article. */
const tagAddressCache = new WeakMap<Article, Set<string>>();
function tagAddresses(article: Article): Set<string> {
  let addresses = tagAddressCache.get(article);
  if (!addresses) {
    addresses = new Set(article.tags.map(tagSlug).filter(Boolean));
    tagAddressCache.set(article, addresses);
  }
  return addresses;
}
