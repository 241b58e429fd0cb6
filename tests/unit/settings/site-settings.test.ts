// The owner's settings in content/site.ts, as the build checks them before it starts (scripts/build-state.mjs).
import { describe, expect, it } from 'vitest';
import { site, type SiteSettings } from '@/content/site';
import { siteSettingsProblems } from '@/lib/settings/site-settings';

const withSettings = (changes: Partial<SiteSettings>) => siteSettingsProblems({ ...site, ...changes });

describe('the site settings a build starts from', () => {
  it('passes the bundled settings', () => {
    expect(siteSettingsProblems()).toEqual([]);
  });

  it('names an address written without its scheme, and offers the full one', () => {
    expect(withSettings({ bookingUrl: 'calendly.com/noam/15min' })).toEqual([
      'bookingUrl in content/site.ts must be an https address such as https://calendly.com/you/15min (got "calendly.com/noam/15min") (did you mean "https://calendly.com/noam/15min"?)',
    ]);
    expect(withSettings({ newsletterFeedUrl: 'noam.substack.com/feed' })).toEqual([
      'newsletterFeedUrl in content/site.ts must be a full web address such as https://name.substack.com/feed (got "noam.substack.com/feed") (did you mean "https://noam.substack.com/feed"?)',
    ]);
  });

  it('refuses a booking page over http, which a browser would not show in the dialog of an https page', () => {
    expect(withSettings({ bookingUrl: 'http://calendly.com/noam/15min' })).toEqual([
      'bookingUrl in content/site.ts must be an https address such as https://calendly.com/you/15min (got "http://calendly.com/noam/15min")',
    ]);
  });

  it('wants a profile address that names the account the embedded posts come from', () => {
    expect(withSettings({ followProfileUrl: 'https://x.com/' })).toEqual([
      'followProfileUrl in content/site.ts must name the account, such as https://x.com/you (got "https://x.com/")',
    ]);
  });

  it('checks each social link by its kind: e-mail as mailto:, the others as web addresses, all labelled', () => {
    const problems = withSettings({
      socialLinks: [
        { network: 'professional', label: 'LinkedIn', href: 'www.linkedin.com/in/noam' },
        { network: 'code', label: ' ', href: 'https://github.com/noam' },
        { network: 'email', label: 'E-mail', href: 'hello@noam.example.com' },
        { network: 'social', label: 'X', href: 'javascript:alert(1)' },
      ],
    });
    expect(problems).toEqual([
      'socialLinks[0] (professional) in content/site.ts must be a full web address such as https://example.com/you (got "www.linkedin.com/in/noam") (did you mean "https://www.linkedin.com/in/noam"?)',
      'socialLinks[1] (code) in content/site.ts needs a label: it is the link’s name for screen readers and its tooltip',
      'socialLinks[2] (email) in content/site.ts must be a mailto: address such as mailto:you@example.com (got "hello@noam.example.com")',
      'socialLinks[3] (social) in content/site.ts must be a full web address such as https://example.com/you (got "javascript:alert(1)")',
    ]);
  });

  it('names every problem in one run: empty names, a bad language tag and a bad sign-up address', () => {
    expect(
      withSettings({ siteName: '  ', locale: 'english', newsletterSignupUrl: 'http://noam.substack.com' }),
    ).toEqual([
      'siteName in content/site.ts must not be empty',
      'locale in content/site.ts must be a language tag such as en-US or de (got "english")',
      'newsletterSignupUrl in content/site.ts must be an https address (got "http://noam.substack.com")',
    ]);
  });
});
