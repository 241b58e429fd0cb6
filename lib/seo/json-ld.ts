import { site } from '@/content/site';
import type { Article } from '@/lib/articles/types';
import { articleCardPath } from './social-card/paths';
import { articleDescription } from './article-description';

type JsonLd = Record<string, unknown>;

/**
 * JSON for a <script type="application/ld+json"> element. Every "<" becomes \u003c (still the same
 * JSON), so no text, such as a title containing "</script>" or "<!--", can end or alter the element.
 * U+2028/2029 are escaped too, for parsers that treat them as line ends.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function absolute(path: string): string {
  return new URL(path, site.url).toString();
}

export function personJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: site.ownerName,
    jobTitle: site.jobTitle,
    description: site.description,
    url: absolute('/'),
    image: absolute('/og/site.png'),
    sameAs: site.socialLinks.filter((link) => link.href.startsWith('https://')).map((link) => link.href),
  };
}

export function blogPostingJsonLd(article: Article): JsonLd {
  const url = absolute(`/articles/${article.slug}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: articleDescription(article),
    datePublished: article.publishedAt,
    author: { '@type': 'Person', name: site.ownerName, url: absolute('/') },
    url,
    mainEntityOfPage: url,
    image: absolute(articleCardPath(article.slug)),
    articleSection: article.category,
    keywords: article.tags,
    wordCount: article.content.split(/\s+/).filter(Boolean).length,
  };
}
