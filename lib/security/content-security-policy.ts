/**
 * The site's Content-Security-Policy, in one place, for both places it is delivered:
 *
 * 1. A response header on every route (host configs: vercel.json, public/_headers). A header is the only
 *    way to send `frame-ancestors`, and it is the same for every route, so it holds the union of what
 *    any page needs, with `'unsafe-inline'` for scripts because it cannot know each page's inline scripts.
 * 2. A <meta http-equiv> policy written into each HTML file after the build (scripts/security/), with the
 *    SHA-256 hashes of exactly that page's inline scripts and only the third parties that page uses.
 *
 * Browsers enforce every policy they receive, so a page gets the intersection: its own hashed inline
 * scripts only, the social widgets only on the social page, and frame-ancestors from the header.
 * Static hosts without custom headers (GitHub Pages) still get the meta policy.
 */
import { site } from '@/content/site';
import { siteAnalytics, type AnalyticsScript } from '@/lib/analytics';
import { newsletterSignup, type NewsletterSignup } from '@/lib/newsletter/signup';

/** The social platform's embed script and the hosts its widgets draw from. */
const SOCIAL_WIDGETS = {
  script: ['https://platform.twitter.com'],
  frame: ['https://platform.twitter.com', 'https://syndication.twitter.com'],
  img: ['https://pbs.twimg.com', 'https://syndication.twitter.com'],
  connect: ['https://syndication.twitter.com'],
} as const;

/** The public feed-to-JSON service the newsletter card fetches from. */
export const NEWSLETTER_FEED_SERVICE = 'https://api.rss2json.com';

/** Routes whose pages embed the social platform's widgets. */
export const SOCIAL_WIDGET_ROUTES: readonly string[] = ['/sharings-photos'];

/**
 * The owner's optional third parties: the analytics provider and the newsletter sign-up (framed, and asked once
 * whether it answers). Each adds exactly its own origins, to exactly the directives it needs, on every page (a
 * page reached by client-side navigation keeps the policy of the document it was loaded as, so these cannot be
 * limited to some pages).
 * Neither configured: nothing is added.
 */
export interface ThirdParties {
  analytics: AnalyticsScript | null;
  newsletter: NewsletterSignup | null;
}

/** This build's third parties, from content/site.ts and the environment. */
export function configuredThirdParties(): ThirdParties {
  return { analytics: siteAnalytics(), newsletter: newsletterSignup() };
}

interface PagePolicyInput {
  /** 'sha256-…' sources for the page's inline scripts; undefined means "any inline" (header use). */
  scriptHashes?: readonly string[];
  socialWidgets: boolean;
  /** Defaults to this build's configuration. */
  thirdParties?: ThirdParties;
}

function directives({
  scriptHashes,
  socialWidgets,
  thirdParties = configuredThirdParties(),
}: PagePolicyInput): [string, string[]][] {
  const social = (list: readonly string[]) => (socialWidgets ? [...list] : []);
  const inlineScripts = scriptHashes ? scriptHashes.map((hash) => `'${hash}'`) : ["'unsafe-inline'"];
  const { analytics, newsletter } = thirdParties;
  // The framed pages' origins: framed, and asked once whether they answer (lib/ui/frame-reachable.ts).
  const booking = new URL(site.bookingUrl).origin;
  const signup = newsletter ? [newsletter.origin] : [];
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...inlineScripts, ...social(SOCIAL_WIDGETS.script), ...(analytics?.scriptOrigins ?? [])]],
    // styled-components renders its CSS as inline <style> elements and React writes style attributes:
    // inline styles are allowed; they cannot run code.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...social(SOCIAL_WIDGETS.img)]],
    ['font-src', ["'self'"]],
    [
      'connect-src',
      [
        "'self'",
        NEWSLETTER_FEED_SERVICE,
        ...social(SOCIAL_WIDGETS.connect),
        ...(analytics?.connectOrigins ?? []),
        booking,
        ...signup,
      ],
    ],
    ['frame-src', [booking, ...social(SOCIAL_WIDGETS.frame), ...signup]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
}

function serialize(entries: [string, string[]][]): string {
  return entries.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** The policy for one built page, delivered in its <meta http-equiv="Content-Security-Policy">. */
export function pagePolicy(input: PagePolicyInput & { scriptHashes: readonly string[] }): string {
  return serialize(directives(input));
}

/** The policy every route's response header carries (see the module comment for why it is broader). */
export function headerPolicy(thirdParties?: ThirdParties): string {
  return serialize([...directives({ socialWidgets: true, thirdParties }), ['frame-ancestors', ["'none'"]]]);
}

/** Security headers for every response of every host. */
export function securityHeaders(thirdParties?: ThirdParties): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: headerPolicy(thirdParties) },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value:
        'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), ' +
        'magnetometer=(), microphone=(), payment=(), usb=()',
    },
    // For browsers that predate frame-ancestors.
    { key: 'X-Frame-Options', value: 'DENY' },
  ];
}
