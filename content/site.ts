/**
 * The owner's site settings: the one place to change who this site is about.
 * Components read everything about the owner from here; nothing about the owner is hard-coded elsewhere.
 */

import type { AnalyticsSettings } from '@/lib/analytics/config';
import { siteOrigin } from '@/lib/seo/site-origin';

export type SocialNetwork = 'professional' | 'social' | 'code' | 'newsletter' | 'email';

export interface SocialLink {
  network: SocialNetwork;
  /** Accessible name of the icon link, also shown as its tooltip. */
  label: string;
  href: string;
}

export interface SiteSettings {
  /** The owner's full name, used in the dialog title, metadata and structured data. */
  ownerName: string;
  /** The site's name: footer, title template, feed. */
  siteName: string;
  /** Job title, for structured data and the hero. */
  jobTitle: string;
  greeting: string;
  /** The short bio shown in the hero. */
  bio: string;
  /** One sentence describing the site, for search engines and link previews. */
  description: string;
  socialLinks: readonly SocialLink[];
  /** RSS feed of the newsletter; the home page shows its latest post. */
  newsletterFeedUrl: string;
  /** The booking page embedded in the scheduling dialog. */
  bookingUrl: string;
  /** The social profile behind "Follow for more insights". */
  followProfileUrl: string;
  /** The public origin of the site, without a trailing slash. Overridden by SITE_URL. */
  url: string;
  /** BCP 47 language of the content. */
  locale: string;
  /**
   * The Substack publication whose sign-up form ends every article and sits on the home page, e.g.
   * 'https://noamcarter.substack.com'. Unset: the newsletter link above, when it is a Substack address.
   * Set it to '' for no sign-up form at all.
   */
  newsletterSignupUrl?: string;
  /**
   * Analytics, off unless set (here or by ANALYTICS_PROVIDER, ANALYTICS_SITE_ID, ANALYTICS_SCRIPT_URL,
   * which win): { provider: 'plausible' | 'umami' | 'goatcounter' | 'cloudflare', siteId, scriptUrl? }.
   */
  analytics?: AnalyticsSettings;
}

/** The site's public address (canonical links, sitemap, feed, social cards); SITE_URL overrides it per deploy. */
const DEFAULT_ORIGIN = 'https://noamcarter.example.com';


export const site: SiteSettings = {
  ownerName: 'Noam Carter',
  siteName: 'Noam Carter',
  jobTitle: 'Senior Product Manager',
  greeting: "Hi, I'm Noam 👋",
  bio:
    'I am a product manager with a background in HRTech and FinTech, building products that help people ' +
    'get hired, get paid and grow. I share what I learn about product management, careers and building ' +
    'companies on X and in my newsletter.',
  description:
    'Noam Carter, product manager in HRTech and FinTech: experience, projects, readings and articles on ' +
    'product management, career development and entrepreneurship.',
  socialLinks: [
    { network: 'professional', label: 'LinkedIn', href: 'https://www.linkedin.com/in/noam-carter-pm' },
    { network: 'social', label: 'X (Twitter)', href: 'https://x.com/noamcarter_pm' },
    { network: 'code', label: 'GitHub', href: 'https://github.com/noamcarter-pm' },
    { network: 'newsletter', label: 'Newsletter on Substack', href: 'https://noamcarter.substack.com' },
    { network: 'email', label: 'E-mail', href: 'mailto:hello@noamcarter.example.com' },
  ],
  newsletterFeedUrl: 'https://noamcarter.substack.com/feed',
  bookingUrl: 'https://calendly.com/noamcarter-pm/15min',
  followProfileUrl: 'https://x.com/noamcarter_pm',
  url: siteOrigin(process.env.SITE_URL, DEFAULT_ORIGIN),
  locale: 'en-US',
};
