/**
 * Tag pages: one per tag of a published article, at /articles/tags/{tag address}.
 */
import { slugify } from '@/lib/text/slug';
import type { Article } from './types';

/**
 * A tag's address: lowercase, every run of anything but letters and digits as one hyphen ("Feature Flags"
 * and "feature-flags" are the same tag). Empty for a tag with no letter or digit, which gets no page.
 */
export function tagSlug(tag: string): string {
  return slugify(tag);
}

export function tagPath(slug: string): string {
  return `/articles/tags/${slug}`;
}

export interface TagPage {
  slug: string;
  /** The tag as the newest article using it writes it. */
  name: string;
  /** Newest first. */
  articles: Article[];
}

/** Every tag page of the published articles (newest first), by address. */
export function tagPages(articles: readonly Article[]): TagPage[] {
  const pages = new Map<string, TagPage>();
  for (const article of articles) {
    for (const tag of article.tags) {
      const slug = tagSlug(tag);
      if (!slug) continue;
      const page = pages.get(slug) ?? { slug, name: tag, articles: [] };
      // An article listing "SQL" and "sql" is on the page once.
      if (page.articles.at(-1) !== article) page.articles.push(article);
      pages.set(slug, page);
    }
  }
  return [...pages.values()].sort((a, b) => a.slug.localeCompare(b.slug));
}
