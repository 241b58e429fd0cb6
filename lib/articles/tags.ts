/**
 * Tag pages: one per tag of a published article, at /articles/tags/{tag address}. A tag page pages like the
 * article list (./list-pages.ts): its newest ARTICLES_PER_PAGE articles there, the older ones at
 * /articles/tags/{tag address}/page/{n}, so a tag most articles carry stays a small page.
 */
import { slugify } from '@/lib/text/slug';
import { laterListPages, pagedPath } from './list-pages';
import type { Article } from './types';

/**
 * A tag's address: lowercase, every run of anything but letters and digits as one hyphen ("Feature Flags"
 * and "feature-flags" are the same tag). Empty for a tag with no letter or digit, which gets no page.
 */
export function tagSlug(tag: string): string {
  return slugify(tag);
}

/** Page 1 of a tag page is /articles/tags/{slug}; page n ≥ 2 is /articles/tags/{slug}/page/{n}. */
export function tagPath(slug: string, page = 1): string {
  return pagedPath(`/articles/tags/${slug}`, page);
}

export interface TagPage {
  slug: string;
  /** The tag as the newest article using it writes it. */
  name: string;
  /** Newest first. */
  articles: Article[];
}

// Every tag route (each page of each tag, its metadata and the sitemap) asks for the tag pages of the same
// article list; worked out once per list, as a site with 1000 articles has hundreds of tag pages.
const tagPagesOf = new WeakMap<readonly Article[], TagPage[]>();

/** Every tag page of the published articles (newest first), by address. */
export function tagPages(articles: readonly Article[]): TagPage[] {
  let pages = tagPagesOf.get(articles);
  if (!pages) {
    pages = collectTagPages(articles);
    tagPagesOf.set(articles, pages);
  }
  return pages;
}

/** The tag page at this address, if a published article has the tag. */
export function findTagPage(articles: readonly Article[], slug: string): TagPage | undefined {
  const wanted = decodedRouteParam(slug);
  return tagPages(articles).find((page) => page.slug === wanted);
}

/**
 * A route's parameter as its text. Next.js hands a prerendered page its parameter percent-encoded, as in the
 * page's address ("caf%C3%A9-culture" for the tag "Café Culture"), while generateMetadata and route handlers
 * get it decoded; a tag with an accent was then not found and its page was written as a 404. Decoding text
 * that is already decoded changes nothing: a tag's slug has no "%" (slugify keeps letters and digits only).
 */
function decodedRouteParam(value: string): string {
  try {
    return decodeURIComponent(value).normalize('NFC');
  } catch {
    return value;
  }
}

/** Page 2 and later of every tag page that has more than one page, for the route and the sitemap. */
export function laterTagPages(articles: readonly Article[]): { tag: TagPage; page: number }[] {
  return tagPages(articles).flatMap((tag) => laterListPages(tag.articles.length).map((page) => ({ tag, page })));
}

/** "1 article", "12 articles". */
export function articleCount(count: number): string {
  return `${count} ${count === 1 ? 'article' : 'articles'}`;
}

function collectTagPages(articles: readonly Article[]): TagPage[] {
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
