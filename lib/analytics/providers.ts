/**
 * How each analytics provider is loaded, as its own documentation says, and which origins the CSP must allow
 * for it: its script's origin in script-src, and the origin it sends page views to in connect-src. Nothing
 * else is loosened.
 *
 * Page views on client-side navigation: Plausible's and Umami's scripts follow history.pushState, and
 * Cloudflare's beacon does too (its SPA mode is on by default); GoatCounter's count.js counts only the load,
 * so the site sends the later ones itself (lib/analytics/goatcounter-navigation.ts).
 */
import type { AnalyticsConfig, AnalyticsProvider } from './config';

export interface AnalyticsScript {
  /** The attributes of the one <script> tag, in the provider's documented form. */
  attributes: { src: string; async?: true; defer?: true } & Record<`data-${string}`, string>;
  /** For the CSP: where the script comes from and where it sends page views. */
  scriptOrigins: string[];
  connectOrigins: string[];
  /** Whether the site must count client-side navigations itself. */
  countsNavigationsItself: boolean;
}

/** Each provider's own script address, used unless ANALYTICS_SCRIPT_URL names a self-hosted one. */
export const DEFAULT_SCRIPT_URLS: Record<AnalyticsProvider, string> = {
  plausible: 'https://plausible.io/js/script.js',
  umami: 'https://cloud.umami.is/script.js',
  goatcounter: 'https://gc.zgo.at/count.js',
  cloudflare: 'https://static.cloudflareinsights.com/beacon.min.js',
};

/** Cloudflare's beacon reports to this origin (developers.cloudflare.com/web-analytics). */
const CLOUDFLARE_REPORTING_ORIGIN = 'https://cloudflareinsights.com';

const originOf = (address: string) => new URL(address).origin;

export function analyticsScript(config: AnalyticsConfig): AnalyticsScript {
  const src = config.scriptUrl ?? DEFAULT_SCRIPT_URLS[config.provider];
  const own = originOf(src);
  switch (config.provider) {
    // Both send page views to the origin their script comes from (/api/event, /api/send).
    case 'plausible':
      return {
        attributes: { src, defer: true, 'data-domain': config.siteId },
        scriptOrigins: [own],
        connectOrigins: [own],
        countsNavigationsItself: false,
      };
    case 'umami':
      return {
        attributes: { src, defer: true, 'data-website-id': config.siteId },
        scriptOrigins: [own],
        connectOrigins: [own],
        countsNavigationsItself: false,
      };
    case 'goatcounter': {
      const endpoint = `https://${config.siteId.toLowerCase()}.goatcounter.com/count`;
      return {
        attributes: { src, async: true, 'data-goatcounter': endpoint },
        scriptOrigins: [own],
        connectOrigins: [originOf(endpoint)],
        countsNavigationsItself: true,
      };
    }
    case 'cloudflare':
      return {
        attributes: { src, defer: true, 'data-cf-beacon': JSON.stringify({ token: config.siteId }) },
        scriptOrigins: [own],
        connectOrigins: [CLOUDFLARE_REPORTING_ORIGIN],
        countsNavigationsItself: false,
      };
  }
}
