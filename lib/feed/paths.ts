/**
 * Where the feeds are: the site's, and one beside each tag page. Apart from lib/feed/rss.ts so that the pages
 * linking to a feed do not import the feed writer.
 */
import { tagPath } from '@/lib/articles/tags';

export const FEED_PATH = '/feed.xml';

/** /articles/tags/{tag}/feed.xml */
export function tagFeedPath(tagSlug: string): string {
  return `${tagPath(tagSlug)}/feed.xml`;
}
