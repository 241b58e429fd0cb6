import type { Metadata } from 'next';
import { site } from '@/content/site';

export interface PageMetadataInput {
  /** The page's own title; the root layout's template adds " | site name". */
  title: string;
  description: string;
  /** The route's path, e.g. "/readings"; the canonical link is built from it on the site's origin. */
  path: string;
}

/**
 * Metadata for one route: its title, description and canonical address, with matching link-preview
 * tags. Every page calls this, so crawlers see the same complete set everywhere.
 */
export function pageMetadata({ title, description, path }: PageMetadataInput): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      title,
      description,
      url: path,
      siteName: site.siteName,
      locale: site.locale.replace('-', '_'),
    },
    twitter: { card: 'summary_large_image', title, description },
  };
}
