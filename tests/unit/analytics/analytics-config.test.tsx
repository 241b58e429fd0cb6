import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnalyticsScript } from '@/components/analytics/AnalyticsScript';
import { GOATCOUNTER_NAVIGATION_SCRIPT } from '@/lib/analytics/goatcounter-navigation';
import { resolveAnalyticsConfig, AnalyticsConfigError } from '@/lib/analytics/config';
import { analyticsScript } from '@/lib/analytics/providers';
import { pagePolicy, headerPolicy, type ThirdParties } from '@/lib/security/content-security-policy';
import { renderHeadersFile, renderVercelJson, vercelConfigProblem } from '@/lib/security/host-configs';
import { site } from '@/content/site';

/** Every page's connect-src also holds the booking page's origin (lib/ui/frame-reachable.ts). */
const BOOKING_ORIGIN = new URL(site.bookingUrl).origin;
const UMAMI_ID = '94db1cb1-74f4-4a40-ad6c-962362670409';
const CLOUDFLARE_TOKEN = '42e216b9090c4a3b8e5f1d2c3b4a5968';

function directive(policy: string, name: string): string[] {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  return found?.slice(1) ?? [];
}

const resolve = (env: Record<string, string>, settings?: Record<string, string>) =>
  resolveAnalyticsConfig(env, settings);

/** The provider's <script> tag exactly as the layout renders it. */
function scriptTag(env: Record<string, string>): string {
  const script = analyticsScript(resolve(env)!);
  return renderToStaticMarkup(<script {...script.attributes} />);
}

function policyFor(env: Record<string, string>): string {
  const thirdParties: ThirdParties = { analytics: analyticsScript(resolve(env)!), newsletter: null };
  return pagePolicy({ scriptHashes: ['sha256-abc='], socialWidgets: false, thirdParties });
}

describe('analytics configuration', () => {
  it('is off when nothing is set', () => {
    expect(resolve({})).toBeNull();
  });

  it('reads the environment, which wins over content/site.ts field by field', () => {
    const settings = { provider: 'umami', siteId: UMAMI_ID, scriptUrl: 'https://stats.example.com/script.js' };
    expect(resolve({}, settings)).toEqual(settings);
    expect(resolve({ ANALYTICS_PROVIDER: 'plausible', ANALYTICS_SITE_ID: 'noamcarter.com' }, settings)).toEqual({
      provider: 'plausible',
      siteId: 'noamcarter.com',
      scriptUrl: 'https://stats.example.com/script.js',
    });
  });

  it.each([
    [
      { ANALYTICS_PROVIDER: 'matomo', ANALYTICS_SITE_ID: 'x' },
      /^ANALYTICS_PROVIDER must be one of plausible, umami, goatcounter, cloudflare \(got "matomo"\)/,
    ],
    [{ ANALYTICS_PROVIDER: 'plausible' }, /^ANALYTICS_SITE_ID is missing: plausible needs the site’s domain/],
    [
      { ANALYTICS_PROVIDER: 'umami', ANALYTICS_SITE_ID: 'my-site' },
      /^ANALYTICS_SITE_ID must be the website id Umami shows.*\(got "my-site"\)/,
    ],
    [{ ANALYTICS_PROVIDER: 'cloudflare', ANALYTICS_SITE_ID: 'abc' }, /^ANALYTICS_SITE_ID must be the token/],
    [{ ANALYTICS_PROVIDER: 'goatcounter', ANALYTICS_SITE_ID: 'my code' }, /^ANALYTICS_SITE_ID must be the site code/],
    [
      {
        ANALYTICS_PROVIDER: 'plausible',
        ANALYTICS_SITE_ID: 'noamcarter.com',
        ANALYTICS_SCRIPT_URL: 'http://stats.example.com/js/script.js',
      },
      /^ANALYTICS_SCRIPT_URL must be an https address \(or http on localhost\) \(got "http:\/\/stats.example.com\/js\/script.js"\)/,
    ],
    [
      { ANALYTICS_PROVIDER: 'plausible', ANALYTICS_SITE_ID: 'noamcarter.com', ANALYTICS_SCRIPT_URL: 'stats/script.js' },
      /^ANALYTICS_SCRIPT_URL must be an absolute address/,
    ],
    [
      {
        ANALYTICS_PROVIDER: 'goatcounter',
        ANALYTICS_SITE_ID: 'noam',
        ANALYTICS_SCRIPT_URL: 'https://example.com/count.js',
      },
      /^ANALYTICS_SCRIPT_URL is for a self-hosted Plausible or Umami/,
    ],
    [{ ANALYTICS_SITE_ID: 'noamcarter.com' }, /^ANALYTICS_SITE_ID is set but no provider is/],
  ])('stops on a bad value, naming the variable: %j', (env, message) => {
    expect(() => resolve(env)).toThrow(AnalyticsConfigError);
    expect(() => resolve(env)).toThrow(message);
  });

  it('names the content/site.ts field when the bad value is from there', () => {
    expect(() => resolve({}, { provider: 'Plausable', siteId: 'x.com' })).toThrow(
      'analytics.provider in content/site.ts must be one of',
    );
    // A provider set in content/site.ts without its id: the id is missing beside it, not in the environment.
    expect(() => resolve({}, { provider: 'plausible' })).toThrow(
      /^analytics\.siteId in content\/site\.ts is missing: plausible needs/,
    );
  });

  it('accepts an http script on localhost (a self-hosted instance being tried out)', () => {
    expect(
      resolve({
        ANALYTICS_PROVIDER: 'plausible',
        ANALYTICS_SITE_ID: 'noamcarter.com',
        ANALYTICS_SCRIPT_URL: 'http://localhost:8000/js/script.js',
      })?.scriptUrl,
    ).toBe('http://localhost:8000/js/script.js');
  });
});

describe('each provider: its script tag and the CSP it needs', () => {
  it('Plausible: deferred script.js with data-domain; plausible.io in script-src and connect-src', () => {
    const env = { ANALYTICS_PROVIDER: 'plausible', ANALYTICS_SITE_ID: 'noamcarter.com' };
    expect(scriptTag(env)).toBe(
      '<script src="https://plausible.io/js/script.js" defer="" data-domain="noamcarter.com"></script>',
    );
    const policy = policyFor(env);
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-abc='", 'https://plausible.io']);
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://api.rss2json.com',
      'https://plausible.io',
      BOOKING_ORIGIN,
    ]);
  });

  it('a self-hosted Plausible: its own origin instead', () => {
    const env = {
      ANALYTICS_PROVIDER: 'plausible',
      ANALYTICS_SITE_ID: 'noamcarter.com',
      ANALYTICS_SCRIPT_URL: 'https://stats.noamcarter.com/js/script.js',
    };
    expect(scriptTag(env)).toContain('src="https://stats.noamcarter.com/js/script.js"');
    expect(directive(policyFor(env), 'script-src')).toContain('https://stats.noamcarter.com');
    expect(policyFor(env)).not.toContain('plausible.io');
  });

  it('Umami Cloud: deferred script.js with data-website-id; its origin in script-src, its gateway in connect-src', () => {
    const env = { ANALYTICS_PROVIDER: 'umami', ANALYTICS_SITE_ID: UMAMI_ID };
    expect(scriptTag(env)).toBe(
      `<script src="https://cloud.umami.is/script.js" defer="" data-website-id="${UMAMI_ID}"></script>`,
    );
    expect(directive(policyFor(env), 'script-src')).toEqual(["'self'", "'sha256-abc='", 'https://cloud.umami.is']);
    // The cloud script sends page views to gateway.umami.is, not to the origin it is loaded from.
    expect(directive(policyFor(env), 'connect-src')).toEqual([
      "'self'",
      'https://api.rss2json.com',
      'https://cloud.umami.is',
      'https://gateway.umami.is',
      BOOKING_ORIGIN,
    ]);
  });

  it('a self-hosted Umami: its own origin for both, and no Umami Cloud address', () => {
    const env = {
      ANALYTICS_PROVIDER: 'umami',
      ANALYTICS_SITE_ID: UMAMI_ID,
      ANALYTICS_SCRIPT_URL: 'https://stats.noamcarter.com/script.js',
    };
    expect(directive(policyFor(env), 'connect-src')).toEqual([
      "'self'",
      'https://api.rss2json.com',
      'https://stats.noamcarter.com',
      BOOKING_ORIGIN,
    ]);
    expect(policyFor(env)).not.toContain('umami.is');
  });

  it('GoatCounter: async count.js with data-goatcounter; gc.zgo.at for the script, the code’s host for the count', () => {
    const env = { ANALYTICS_PROVIDER: 'goatcounter', ANALYTICS_SITE_ID: 'noamcarter' };
    expect(scriptTag(env)).toBe(
      '<script src="https://gc.zgo.at/count.js" async="" data-goatcounter="https://noamcarter.goatcounter.com/count"></script>',
    );
    expect(directive(policyFor(env), 'script-src')).toContain('https://gc.zgo.at');
    expect(directive(policyFor(env), 'connect-src')).toContain('https://noamcarter.goatcounter.com');
    expect(directive(policyFor(env), 'connect-src')).not.toContain('https://gc.zgo.at');
    expect(analyticsScript(resolve(env)!).countsNavigationsItself).toBe(true);
  });

  it('Cloudflare: deferred beacon.min.js with its token in data-cf-beacon; the beacon and reporting hosts', () => {
    const env = { ANALYTICS_PROVIDER: 'cloudflare', ANALYTICS_SITE_ID: CLOUDFLARE_TOKEN };
    expect(scriptTag(env)).toBe(
      `<script src="https://static.cloudflareinsights.com/beacon.min.js" defer="" data-cf-beacon="{&quot;token&quot;:&quot;${CLOUDFLARE_TOKEN}&quot;}"></script>`,
    );
    expect(directive(policyFor(env), 'script-src')).toContain('https://static.cloudflareinsights.com');
    expect(directive(policyFor(env), 'connect-src')).toContain('https://cloudflareinsights.com');
  });

  it('providers that follow history.pushState need no help; only GoatCounter does', () => {
    const helped = (env: Record<string, string>) => analyticsScript(resolve(env)!).countsNavigationsItself;
    expect(helped({ ANALYTICS_PROVIDER: 'plausible', ANALYTICS_SITE_ID: 'a.com' })).toBe(false);
    expect(helped({ ANALYTICS_PROVIDER: 'umami', ANALYTICS_SITE_ID: UMAMI_ID })).toBe(false);
    expect(helped({ ANALYTICS_PROVIDER: 'cloudflare', ANALYTICS_SITE_ID: CLOUDFLARE_TOKEN })).toBe(false);
  });

  it('loosens nothing else: only script-src and connect-src change, and the header and host configs match', () => {
    const none: ThirdParties = { analytics: null, newsletter: null };
    const env = { ANALYTICS_PROVIDER: 'plausible', ANALYTICS_SITE_ID: 'noamcarter.com' };
    const withAnalytics: ThirdParties = { analytics: analyticsScript(resolve(env)!), newsletter: null };
    const before = pagePolicy({ scriptHashes: [], socialWidgets: false, thirdParties: none });
    const after = pagePolicy({ scriptHashes: [], socialWidgets: false, thirdParties: withAnalytics });
    const names = before.split('; ').map((part) => part.split(' ')[0]!);
    const changed = names.filter((name) => directive(before, name).join(' ') !== directive(after, name).join(' '));
    expect(changed).toEqual(['script-src', 'connect-src']);
    expect(directive(headerPolicy(withAnalytics), 'script-src')).toContain('https://plausible.io');
    expect(renderHeadersFile(withAnalytics)).toContain('https://plausible.io');
    expect(renderHeadersFile(none)).not.toContain('plausible');
  });
});

describe('the layout’s analytics tags', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('are nothing at all when analytics is off', () => {
    vi.stubEnv('ANALYTICS_PROVIDER', '');
    expect(renderToStaticMarkup(<AnalyticsScript />)).toBe('');
  });

  it('are the provider’s script, and for GoatCounter the inline navigation counter beside it', () => {
    vi.stubEnv('ANALYTICS_PROVIDER', 'plausible');
    vi.stubEnv('ANALYTICS_SITE_ID', 'noamcarter.com');
    expect(renderToStaticMarkup(<AnalyticsScript />)).toBe(
      '<script src="https://plausible.io/js/script.js" defer="" data-domain="noamcarter.com"></script>',
    );
    vi.stubEnv('ANALYTICS_PROVIDER', 'goatcounter');
    vi.stubEnv('ANALYTICS_SITE_ID', 'noamcarter');
    // React writes an async script first; the order does not matter (the counter waits for count.js' count()).
    const html = renderToStaticMarkup(<AnalyticsScript />);
    expect(html).toContain(`<script>${GOATCOUNTER_NAVIGATION_SCRIPT}</script>`);
    expect(html).toContain(
      '<script src="https://gc.zgo.at/count.js" async="" data-goatcounter="https://noamcarter.goatcounter.com/count"></script>',
    );
    expect(html.match(/<script/g)).toHaveLength(2);
  });
});

describe('a Vercel build whose committed vercel.json lacks this build’s analytics', () => {
  it('is told to run npm run host-configs and commit; a matching file passes', () => {
    const none: ThirdParties = { analytics: null, newsletter: null };
    const plausible: ThirdParties = {
      analytics: analyticsScript(resolve({ ANALYTICS_PROVIDER: 'plausible', ANALYTICS_SITE_ID: 'noamcarter.com' })!),
      newsletter: null,
    };
    expect(vercelConfigProblem(renderVercelJson(plausible), plausible)).toBeNull();
    expect(vercelConfigProblem(renderVercelJson(none), plausible)).toMatch(
      /^vercel\.json does not match .* set the analytics in content\/site\.ts .* run `npm run host-configs` and commit vercel\.json$/,
    );
  });
});
