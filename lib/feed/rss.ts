import { Feed } from 'feed';
import { site } from '@/content/site';
import type { Article } from '@/lib/articles/types';
import { tagPath, type TagPage } from '@/lib/articles/tags';
import { FEED_PATH, tagFeedPath } from './paths';
import { articleDescription } from '@/lib/seo/article-description';

/**
 * How many articles a feed carries: the newest. Feed readers poll a feed again and again and only show what is
 * new, so the whole archive in every poll costs each subscriber bandwidth for nothing (774 kB at 1000
 * articles); a new subscriber still gets the last twenty, and the archive is on the site and in the sitemap.
 */
export const FEED_ITEM_LIMIT = 20;

/** The site feed's title, as feed readers list it. */
export const FEED_TITLE = `${site.siteName}: Articles`;

/** Which articles a feed is of: all of them (the site feed) or one tag's (a tag page's feed). */
export interface FeedScope {
  title: string;
  description: string;
  /** The page the feed stands for, e.g. '/articles' or '/articles/tags/roadmap'. */
  pagePath: string;
  feedPath: string;
}

const SITE_FEED: FeedScope = {
  title: FEED_TITLE,
  description: 'Articles on product management, career development and entrepreneurship.',
  pagePath: '/articles',
  feedPath: FEED_PATH,
};

/** A tag page's own feed, beside it: /articles/tags/{tag}/feed.xml. */
export function tagFeedScope(tag: Pick<TagPage, 'slug' | 'name'>): FeedScope {
  const path = tagPath(tag.slug);
  return {
    title: `${site.siteName}: Articles tagged “${tag.name}”`,
    description: `Articles on product management, career development and entrepreneurship tagged “${tag.name}”.`,
    pagePath: path,
    feedPath: tagFeedPath(tag.slug),
  };
}

/**
 * An RSS 2.0 feed of the newest FEED_ITEM_LIMIT of these published articles (given newest first), as the
 * `feed` package writes it: the site's feed by default, or one tag's (the same format, only its articles).
 */
export function buildRssFeed(articles: readonly Article[], scope: FeedScope = SITE_FEED): string {
  const home = new URL('/', site.url).toString();
  const feed = new Feed({
    title: scope.title,
    description: scope.description,
    id: scope.feedPath === FEED_PATH ? home : new URL(scope.pagePath, site.url).toString(),
    link: new URL(scope.pagePath, site.url).toString(),
    language: 'en',
    image: new URL('/og/site.png', site.url).toString(),
    copyright: `© 2025 ${site.siteName}`,
    updated: articles[0] ? new Date(articles[0].publishedAt) : undefined,
    feedLinks: { rss: new URL(scope.feedPath, site.url).toString() },
    author: { name: site.ownerName, link: home },
  });
  for (const article of articles.slice(0, FEED_ITEM_LIMIT)) {
    const link = new URL(`/articles/${article.slug}`, site.url).toString();
    feed.addItem({
      title: article.title,
      id: link,
      link,
      date: new Date(article.publishedAt),
      description: articleDescription(article),
      category: [article.category, ...article.tags].map((name) => ({ name })),
    });
  }
  return feed.rss2();
}
