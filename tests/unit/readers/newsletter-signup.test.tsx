import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { newsletterSignup } from '@/lib/newsletter/signup';
import { pagePolicy, headerPolicy } from '@/lib/security/content-security-policy';
import { NewsletterSignup } from '@/components/newsletter/NewsletterSignup';
import type { SocialLink } from '@/content/site';

const substackLink: SocialLink[] = [
  { network: 'newsletter', label: 'Newsletter', href: 'https://noamcarter.substack.com/' },
];

function directive(policy: string, name: string): string[] {
  return policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))!
    .split(' ')
    .slice(1);
}

describe('newsletter sign-up', () => {
  it('comes from the newsletter link when that is a Substack publication', () => {
    expect(newsletterSignup({ socialLinks: substackLink })).toEqual({
      publicationUrl: 'https://noamcarter.substack.com',
      embedUrl: 'https://noamcarter.substack.com/embed',
      origin: 'https://noamcarter.substack.com',
    });
  });

  it('a setting of its own wins (a publication on its own domain), and an empty one turns it off', () => {
    expect(
      newsletterSignup({ socialLinks: substackLink, newsletterSignupUrl: 'https://news.noamcarter.com' })?.embedUrl,
    ).toBe('https://news.noamcarter.com/embed');
    expect(newsletterSignup({ socialLinks: substackLink, newsletterSignupUrl: '' })).toBeNull();
  });

  it('is off with no newsletter link, or one that is not on Substack', () => {
    expect(newsletterSignup({ socialLinks: [] })).toBeNull();
    expect(
      newsletterSignup({
        socialLinks: [{ network: 'newsletter', label: 'News', href: 'https://buttondown.com/noam' }],
      }),
    ).toBeNull();
  });

  it('refuses a setting that is not an https address, naming it', () => {
    expect(() => newsletterSignup({ socialLinks: [], newsletterSignupUrl: 'noamcarter' })).toThrow(
      'newsletterSignupUrl in content/site.ts must be',
    );
    expect(() => newsletterSignup({ socialLinks: [], newsletterSignupUrl: 'http://noam.substack.com' })).toThrow(
      'must be an https address',
    );
  });

  it('adds exactly its origin to frame-src and connect-src (its reachability check), and nothing when not configured', () => {
    const newsletter = newsletterSignup({ socialLinks: substackLink });
    const withIt = pagePolicy({
      scriptHashes: [],
      socialWidgets: false,
      thirdParties: { analytics: null, newsletter },
    });
    const without = pagePolicy({
      scriptHashes: [],
      socialWidgets: false,
      thirdParties: { analytics: null, newsletter: null },
    });
    for (const name of ['frame-src', 'connect-src']) {
      expect(directive(withIt, name)).toEqual([...directive(without, name), 'https://noamcarter.substack.com']);
    }
    expect(withIt.replaceAll(' https://noamcarter.substack.com', '')).toBe(without);
    expect(headerPolicy({ analytics: null, newsletter: null })).not.toContain('substack');
  });

  it('renders the form in a titled, lazy, fixed-size frame beside a plain Subscribe link (with this site’s settings)', () => {
    const html = renderToStaticMarkup(<NewsletterSignup />);
    expect(html).toMatch(
      /<iframe src="https:\/\/noamcarter\.substack\.com\/embed" title="Sign-up form of [^"]+ newsletter on Substack" loading="lazy" width="480" height="320">/,
    );
    expect(html).toMatch(
      /<a href="https:\/\/noamcarter\.substack\.com" target="_blank" rel="noopener noreferrer"[^>]*>Subscribe<span/,
    );
  });
});
