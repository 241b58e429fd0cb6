/**
 * The owner's settings in content/site.ts, checked when a build starts (scripts/build-state.mjs). The type check
 * sees that each is text, not that it is an address: `bookingUrl: 'calendly.com/you/15min'` built, and then the
 * build failed after next build with "TypeError: Invalid URL" from the security policy, naming no setting, or the
 * call dialog framed a page of this site instead. Every problem is named with its setting, in one run.
 */
import { site, type SiteSettings } from '@/content/site';
import { newsletterSignup } from '@/lib/newsletter/signup';
import { webAddressProblem } from '@/lib/text/web-address';

const FILE = 'content/site.ts';

export function siteSettingsProblems(settings: SiteSettings = site): string[] {
  const problems: string[] = [];
  const say = (setting: string, message: string) => problems.push(`${setting} in ${FILE} ${message}`);

  for (const key of ['ownerName', 'siteName', 'jobTitle', 'greeting', 'bio', 'description'] as const) {
    if (!settings[key].trim()) say(key, 'must not be empty');
  }

  settings.socialLinks.forEach(({ network, label, href }, index) => {
    const setting = `socialLinks[${index}] (${network})`;
    if (!label.trim()) say(setting, 'needs a label: it is the link’s name for screen readers and its tooltip');
    if (network === 'email') {
      if (!/^mailto:[^@\s]+@[^@\s]+$/.test(href)) {
        say(setting, `must be a mailto: address such as mailto:you@example.com (got "${href}")`);
      }
    } else {
      const problem = webAddressProblem(href);
      if (problem) say(setting, problem);
    }
  });

  const feedProblem = webAddressProblem(settings.newsletterFeedUrl, { example: 'https://name.substack.com/feed' });
  if (feedProblem) say('newsletterFeedUrl', feedProblem);

  // Framed in the call dialog of an https page: a browser blocks an http frame there.
  const bookingProblem = webAddressProblem(settings.bookingUrl, {
    example: 'https://calendly.com/you/15min',
    httpsOnly: true,
  });
  if (bookingProblem) say('bookingUrl', bookingProblem);

  const profileProblem = webAddressProblem(settings.followProfileUrl, { example: 'https://x.com/you' });
  if (profileProblem) say('followProfileUrl', profileProblem);
  else if (new URL(settings.followProfileUrl).pathname.split('/').filter(Boolean).length === 0) {
    // The embedded posts' addresses are made from the profile's account (lib/social/x-posts.ts).
    say('followProfileUrl', `must name the account, such as https://x.com/you (got "${settings.followProfileUrl}")`);
  }

  // The page's lang attribute: a tag a browser and a screen reader know ("english" is well-formed, but no language).
  let knownLocale = false;
  try {
    knownLocale = Intl.DateTimeFormat.supportedLocalesOf(settings.locale).length > 0;
  } catch {
    // Not even well-formed: reported below.
  }
  if (!knownLocale) say('locale', `must be a language tag such as en-US or de (got "${settings.locale}")`);

  try {
    newsletterSignup(settings);
  } catch (error) {
    // Its own message names the setting and the file.
    problems.push(error instanceof Error ? error.message : String(error));
  }
  return problems;
}
