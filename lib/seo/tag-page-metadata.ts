import type { Metadata } from 'next';
import { listPageCount } from '@/lib/articles/list-pages';
import { articleCount, tagPath, type TagPage } from '@/lib/articles/tags';
import { pageMetadata, withTagFeed } from './page-metadata';

const TOPICS = 'on product management, career development and entrepreneurship';

/**
 * Metadata for page `page` of a tag page (1 is /articles/tags/{tag}): title, description and canonical address.
 * Both tag routes call this, so whatever a tag page announces (a feed of its own, say) is added here once.
 */
export function tagPageMetadata(tag: TagPage, page: number): Metadata {
  const count = articleCount(tag.articles.length);
  // Every page of a tag announces the tag's own feed beside the site's.
  if (page <= 1) {
    return withTagFeed(
      pageMetadata({
        title: `Articles tagged “${tag.name}”`,
        description: `${count} ${TOPICS} tagged “${tag.name}”.`,
        path: tagPath(tag.slug),
      }),
      tag,
    );
  }
  const pages = `page ${page} of ${listPageCount(tag.articles.length)}`;
  return withTagFeed(
    pageMetadata({
      title: `Articles tagged “${tag.name}”, ${pages}`,
      description: `${count} ${TOPICS} tagged “${tag.name}”: ${pages}, older articles.`,
      path: tagPath(tag.slug, page),
    }),
    tag,
  );
}
