/**
 * Which analytics provider the site reports page views to, if any: off unless the owner sets it, at build
 * time, in the environment (ANALYTICS_PROVIDER, ANALYTICS_SITE_ID, ANALYTICS_SCRIPT_URL) or in
 * content/site.ts (`analytics`). Each environment variable that is set wins over its field in site.ts, so a
 * host can turn analytics on (or point it at another site id) without a commit.
 *
 * A bad value stops the build with a message naming the variable (or the site.ts field) it came from: a
 * typo must not publish a site that silently counts nothing.
 */
import { site } from '@/content/site';

export const ANALYTICS_PROVIDERS = ['plausible', 'umami', 'goatcounter', 'cloudflare'] as const;
export type AnalyticsProvider = (typeof ANALYTICS_PROVIDERS)[number];

/** What the owner writes in content/site.ts (all optional; the environment wins field by field). */
export interface AnalyticsSettings {
  provider?: string;
  siteId?: string;
  scriptUrl?: string;
}

export interface AnalyticsConfig {
  provider: AnalyticsProvider;
  /** Plausible: the site's domain; Umami: the website id; GoatCounter: the code; Cloudflare: the token. */
  siteId: string;
  /** A self-hosted Plausible or Umami script; undefined means the provider's own. */
  scriptUrl?: string;
}

export class AnalyticsConfigError extends Error {
  override name = 'AnalyticsConfigError';
}

type Env = Record<string, string | undefined>;

interface Field {
  value: string;
  /** Where the value came from, as the owner would look for it. */
  source: string;
}

/** A field of content/site.ts as an error names it. */
const siteField = (key: keyof AnalyticsSettings) => `analytics.${key} in content/site.ts`;

function pick(env: Env, variable: string, settings: AnalyticsSettings | undefined, key: keyof AnalyticsSettings) {
  const fromEnv = env[variable]?.trim();
  if (fromEnv) return { value: fromEnv, source: variable };
  const fromSite = settings?.[key]?.trim();
  if (fromSite) return { value: fromSite, source: siteField(key) };
  return undefined;
}

/** What each provider calls its site id, and what a valid one looks like. */
const SITE_ID_RULES: Record<AnalyticsProvider, { what: string; pattern: RegExp; example: string }> = {
  // Plausible's data-domain: the site's domain as added in Plausible (several may be joined by commas).
  plausible: {
    what: 'the site’s domain as added in Plausible',
    pattern: /^[a-z0-9-]+(\.[a-z0-9-]+)+(,[a-z0-9-]+(\.[a-z0-9-]+)+)*$/i,
    example: 'noamcarter.com',
  },
  umami: {
    what: 'the website id Umami shows',
    pattern: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
    example: '94db1cb1-74f4-4a40-ad6c-962362670409',
  },
  goatcounter: {
    what: 'the site code (the first part of CODE.goatcounter.com)',
    pattern: /^[a-z0-9][a-z0-9-]*$/i,
    example: 'noamcarter',
  },
  cloudflare: {
    what: 'the token from the JS snippet Cloudflare gives',
    pattern: /^[0-9a-f]{32}$/i,
    example: '42e216b9090c4a3b8e5f1d2c3b4a5968',
  },
};

/** An https address, or http on the owner's own machine (a local Plausible or Umami while trying it out). */
function checkScriptUrl({ value, source }: Field): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new AnalyticsConfigError(
      `${source} must be an absolute address such as https://stats.example.com/js/script.js (got "${value}")`,
    );
  }
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) {
    throw new AnalyticsConfigError(`${source} must be an https address (or http on localhost) (got "${value}")`);
  }
  return url.toString();
}

/**
 * The analytics configuration of this build, or null when none is set. Throws AnalyticsConfigError naming
 * the variable for an unknown provider, a missing or malformed site id, or a script URL that is not https
 * (or localhost).
 */
export function resolveAnalyticsConfig(
  env: Env = process.env,
  settings: AnalyticsSettings | undefined = site.analytics,
): AnalyticsConfig | null {
  const provider = pick(env, 'ANALYTICS_PROVIDER', settings, 'provider');
  const siteId = pick(env, 'ANALYTICS_SITE_ID', settings, 'siteId');
  const scriptUrl = pick(env, 'ANALYTICS_SCRIPT_URL', settings, 'scriptUrl');
  if (!provider) {
    const stray = siteId ?? scriptUrl;
    if (stray) {
      throw new AnalyticsConfigError(
        `${stray.source} is set but no provider is: set ANALYTICS_PROVIDER to one of ${ANALYTICS_PROVIDERS.join(', ')}`,
      );
    }
    return null;
  }
  const name = provider.value.toLowerCase();
  if (!(ANALYTICS_PROVIDERS as readonly string[]).includes(name)) {
    throw new AnalyticsConfigError(
      `${provider.source} must be one of ${ANALYTICS_PROVIDERS.join(', ')} (got "${provider.value}")`,
    );
  }
  const chosen = name as AnalyticsProvider;
  const rule = SITE_ID_RULES[chosen];
  if (!siteId) {
    // Named where the owner set the provider: the id is looked for beside it.
    const missing = provider.source === 'ANALYTICS_PROVIDER' ? 'ANALYTICS_SITE_ID' : siteField('siteId');
    throw new AnalyticsConfigError(
      `${missing} is missing: ${chosen} needs ${rule.what}, for example "${rule.example}"`,
    );
  }
  if (!rule.pattern.test(siteId.value)) {
    throw new AnalyticsConfigError(
      `${siteId.source} must be ${rule.what}, for example "${rule.example}" (got "${siteId.value}")`,
    );
  }
  if (scriptUrl && chosen !== 'plausible' && chosen !== 'umami') {
    throw new AnalyticsConfigError(
      `${scriptUrl.source} is for a self-hosted Plausible or Umami; ${chosen} loads its own script (unset it)`,
    );
  }
  return {
    provider: chosen,
    siteId: siteId.value,
    ...(scriptUrl ? { scriptUrl: checkScriptUrl(scriptUrl) } : {}),
  };
}
