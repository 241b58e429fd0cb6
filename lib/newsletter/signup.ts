/**
 * The newsletter sign-up form: the Substack publication's own embed page (`{publication}/embed`) in a frame,
 * with a plain link to the publication beside it. Which publication: `newsletterSignupUrl` in
 * content/site.ts, or else the site's newsletter link when that is a Substack address. None: no form, and
 * the CSP stays as it is.
 */
import { site, type SiteSettings } from '@/content/site';

export interface NewsletterSignup {
  /** The publication's home, for the plain Subscribe link. */
  publicationUrl: string;
  /** The embeddable sign-up form, for the frame. */
  embedUrl: string;
  /** The frame's origin, which the CSP's frame-src gains. */
  origin: string;
}

const isSubstackHost = (hostname: string) => hostname.endsWith('.substack.com');

export function newsletterSignup(
  settings: Pick<SiteSettings, 'newsletterSignupUrl' | 'socialLinks'> = site,
): NewsletterSignup | null {
  const explicit = settings.newsletterSignupUrl;
  if (explicit === '') return null;
  let publication: URL;
  if (explicit !== undefined) {
    try {
      publication = new URL(explicit);
    } catch {
      throw new Error(
        `newsletterSignupUrl in content/site.ts must be the publication's address, such as https://name.substack.com (got "${explicit}")`,
      );
    }
    if (publication.protocol !== 'https:') {
      throw new Error(`newsletterSignupUrl in content/site.ts must be an https address (got "${explicit}")`);
    }
  } else {
    const link = settings.socialLinks.find(({ network }) => network === 'newsletter');
    if (!link) return null;
    try {
      publication = new URL(link.href);
    } catch {
      return null;
    }
    // Only Substack publications are known to have an embed form at /embed.
    if (publication.protocol !== 'https:' || !isSubstackHost(publication.hostname)) return null;
  }
  return {
    publicationUrl: publication.origin,
    embedUrl: `${publication.origin}/embed`,
    origin: publication.origin,
  };
}
