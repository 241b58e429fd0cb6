import type { Root } from 'hast';
import { visitElements } from './visit-elements';

export interface ExternalLinksOptions {
  /** The site's own origin; links to it stay in the same tab. */
  siteOrigin: string;
}

function isExternal(href: string, siteOrigin: string): boolean {
  if (!/^https?:\/\//i.test(href)) return false;
  try {
    return new URL(href).origin !== siteOrigin;
  } catch {
    return false;
  }
}

/**
 * Links leaving the site open in a new tab, like every other outbound link on the site, without handing
 * the new page a reference to this one (rel="noopener noreferrer"). Added after sanitising, which would
 * strip `target`.
 */
export function rehypeExternalLinks({ siteOrigin }: ExternalLinksOptions) {
  return (tree: Root) => {
    visitElements(tree, (element) => {
      const href = element.properties.href;
      if (element.tagName !== 'a' || typeof href !== 'string' || !isExternal(href, siteOrigin)) return;
      element.properties.target = '_blank';
      element.properties.rel = ['noopener', 'noreferrer'];
    });
  };
}
