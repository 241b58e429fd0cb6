import type { Metadata } from 'next';
import { site } from '@/content/site';
import type { Article } from '@/lib/articles/types';
import { FEED_PATH } from '@/lib/feed/paths';
import { FEED_TITLE, tagFeedScope } from '@/lib/feed/rss';
import type { TagPage } from '@/lib/articles/tags';
import { articleDescription } from './article-description';
import { articleCardPath, SITE_CARD_PATH, SOCIAL_CARD_SIZE } from './social-card/paths';

export interface PageMetadataInput {
  /** The page's own title; the root layout's template adds " | site name". */
  title: string;
  description: string;
  /** The route's path, e.g. "/readings"; the canonical link is built from it on the site's origin. */
  path: string;
}

function socialImage(url: string, alt: string) {
  return { url, alt, width: SOCIAL_CARD_SIZE.width, height: SOCIAL_CARD_SIZE.height, type: 'image/png' };
}

/**
 * Metadata for one route: its title, description and canonical address, with matching link-preview
 * tags and the site's social card. Every page calls this, so crawlers see the same complete set
 * everywhere. Relative addresses become absolute through the root layout's metadataBase (SITE_URL).
 */
export function pageMetadata({ title, description, path }: PageMetadataInput): Metadata {
  const image = socialImage(SITE_CARD_PATH, `${site.siteName}, ${site.jobTitle}`);
  return {
    title,
    description,
    alternates: {
      canonical: path,
      // Announce the articles feed on every page, so feed readers find it from any address.
      types: { 'application/rss+xml': [{ url: FEED_PATH, title: FEED_TITLE }] },
    },
    openGraph: {
      type: 'website',
      title,
      description,
      url: path,
      siteName: site.siteName,
      locale: site.locale.replace('-', '_'),
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  };
}

/** An article page's metadata: an Open Graph article with its date, tags and own social card. */
export function articleMetadata(article: Article): Metadata {
  const path = `/articles/${article.slug}`;
  const description = articleDescription(article);
  const image = socialImage(articleCardPath(article.slug), `${article.title}, ${article.category}`);
  const base = pageMetadata({ title: article.title, description, path });
  return {
    ...base,
    openGraph: {
      ...base.openGraph,
      type: 'article',
      publishedTime: article.publishedAt,
      authors: [site.ownerName],
      section: article.category,
      tags: article.tags,
      images: [image],
    },
    twitter: { ...base.twitter, images: [image] },
    // A draft or scheduled article seen in the dev server's preview: never to be indexed.
    ...(article.preview ? { robots: { index: false } } : {}),
  };
}

/**
 * A tag page's metadata with its own feed announced beside the site's (both as <link rel="alternate"
 * type="application/rss+xml">), so a feed reader pointed at the tag page can follow that tag alone.
 */
export function withTagFeed(metadata: Metadata, tag: Pick<TagPage, 'slug' | 'name'>): Metadata {
  const feed = tagFeedScope(tag);
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: {
        'application/rss+xml': [
          { url: FEED_PATH, title: FEED_TITLE },
          { url: feed.feedPath, title: feed.title },
        ],
      },
    },
  };
}
