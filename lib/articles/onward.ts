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
 * Every article page asks this, and each answer weighs every other article: a 1000-article build makes a
 * million comparisons. So the first call works out the answer for every article of the list at once, with
 * tags and dates turned into small integers, and the pages after it read theirs (a page-by-page
 * pass with sets of tag addresses took 0.7 s of the build's page-rendering thread, npm run bench:build).
 */
export function relatedArticles(articles: readonly Article[], article: Article, limit = RELATED_LIMIT): Article[] {
  let related = relatedCache.get(articles);
  if (!related || related.limit !== limit) {
    related = { limit, bySlug: relatedForEach(articles, limit) };
    relatedCache.set(articles, related);
  }
  // An article that is not in the list (one a caller made up) is ranked against the list, uncached.
  return related.bySlug.get(article.slug) ?? relatedForEach([article, ...articles], limit).get(article.slug)!;
}

/** Per list of articles (the build reads the list once), every article's related articles by slug. */
const relatedCache = new WeakMap<readonly Article[], { limit: number; bySlug: Map<string, Article[]> }>();

function relatedForEach(articles: readonly Article[], limit: number): Map<string, Article[]> {
  const count = articles.length;
  // Distinct tag addresses as numbers ("" for a tag with none matches nothing), and who carries each.
  const tagIds = new Map<string, number>();
  const carriers: number[][] = [];
  const tagsOf = articles.map((article, index) => {
    const ids = new Set<number>();
    for (const address of article.tags.map(tagSlug)) {
      if (!address) continue;
      let id = tagIds.get(address);
      if (id === undefined) {
        id = tagIds.size;
        tagIds.set(address, id);
        carriers.push([]);
      }
      if (!ids.has(id)) carriers[id]!.push(index);
      ids.add(id);
    }
    return [...ids];
  });
  const category = articles.map((article) => article.category);
  // 0 for the newest; ties in date go by slug, as in the list.
  const recency = new Int32Array(count);
  [...articles.keys()]
    .sort((a, b) => outranksByDate(articles[a]!, articles[b]!))
    .forEach((index, rank) => (recency[index] = rank));

  const shared = new Int32Array(count);
  const best = new Int32Array(limit);
  const bySlug = new Map<string, Article[]>();
  articles.forEach((article, self) => {
    for (const tag of tagsOf[self]!) for (const other of carriers[tag]!) shared[other]! += 1;
    // Better = more tags shared, then the same category, then newer.
    const better = (a: number, b: number) =>
      shared[a] !== shared[b]
        ? shared[a]! > shared[b]!
        : (category[a] === category[self]) !== (category[b] === category[self])
          ? category[a] === category[self]
          : recency[a]! < recency[b]!;
    let kept = 0;
    for (let other = 0; other < count; other += 1) {
      if (other === self || articles[other]!.slug === article.slug) continue;
      // Insert in rank order; anything ranked below the limit-th is dropped.
      let at = kept;
      while (at > 0 && better(other, best[at - 1]!)) at -= 1;
      if (at >= limit) continue;
      for (let move = Math.min(kept, limit - 1); move > at; move -= 1) best[move] = best[move - 1]!;
      best[at] = other;
      kept = Math.min(kept + 1, limit);
    }
    for (const tag of tagsOf[self]!) for (const other of carriers[tag]!) shared[other] = 0;
    if (!bySlug.has(article.slug))
      bySlug.set(
        article.slug,
        [...best.subarray(0, kept)].map((index) => articles[index]!),
      );
  });
  return bySlug;
}

/** Newer first (ISO timestamps compare as text), then by slug: negative when `a` comes first. */
function outranksByDate(a: Article, b: Article): number {
  if (a.publishedAt !== b.publishedAt) return a.publishedAt > b.publishedAt ? -1 : 1;
  return a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0;
}
