/** Where the social cards (Open Graph / Twitter images) are published, and their size. */
export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const;
export const SOCIAL_CARD_TYPE = 'image/png';

/** File name of an article's card under /og/articles/. */
export function articleCardFile(slug: string): string {
  return `${slug}.png`;
}

/** Site-relative address of a social card; metadataBase makes it absolute. */
export const SITE_CARD_PATH = '/og/site.png';
export function articleCardPath(slug: string): string {
  return `/og/articles/${articleCardFile(slug)}`;
}
