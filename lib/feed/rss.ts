import { Feed } from 'feed';
import { site } from '@/content/site';
import type { Article } from '@/lib/articles/types';
import { articleDescription } from '@/lib/seo/article-description';

export const FEED_PATH = '/feed.xml';

/** The RSS 2.0 feed of the published articles, newest first, as the `feed` package writes it. */
export function buildRssFeed(articles: readonly Article[]): string {
  const home = new URL('/', site.url).toString();
  const feed = new Feed({
    title: `${site.siteName}: Articles`,
    description: 'Articles on product management, career development and entrepreneurship.',
    id: home,
    link: new URL('/articles', site.url).toString(),
    language: 'en',
    image: new URL('/og/site.png', site.url).toString(),
    copyright: `© 2025 ${site.siteName}`,
    updated: articles[0] ? new Date(articles[0].publishedAt) : undefined,
    feedLinks: { rss: new URL(FEED_PATH, site.url).toString() },
    author: { name: site.ownerName, link: home },
  });
  for (const article of articles) {
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
