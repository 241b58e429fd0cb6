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

/**
 * Umami Cloud's script does not send page views to its own origin: with no data-host-url it sends them to
 * its built-in gateway (the live cloud.umami.is/script.js reads `(hostUrl || "https://gateway.umami.is") +
 * "/api/send"`, as public reports of CSPs that blocked it show, 2026). Umami's documentation describes the
 * self-hosted script, which sends to where it is loaded from.
 */
const UMAMI_CLOUD_GATEWAY_ORIGIN = 'https://gateway.umami.is';

/** Cloudflare's beacon reports to this origin (developers.cloudflare.com/web-analytics). */
const CLOUDFLARE_REPORTING_ORIGIN = 'https://cloudflareinsights.com';

const originOf = (address: string) => new URL(address).origin;

export function analyticsScript(config: AnalyticsConfig): AnalyticsScript {
  const src = config.scriptUrl ?? DEFAULT_SCRIPT_URLS[config.provider];
  const own = originOf(src);
  switch (config.provider) {
    // Plausible sends page views to the origin its script comes from (/api/event).
    case 'plausible':
      return {
        attributes: { src, defer: true, 'data-domain': config.siteId },
        scriptOrigins: [own],
        connectOrigins: [own],
        countsNavigationsItself: false,
      };
    case 'umami': {
      const cloud = src === DEFAULT_SCRIPT_URLS.umami;
      return {
        attributes: { src, defer: true, 'data-website-id': config.siteId },
        scriptOrigins: [own],
        // A self-hosted Umami receives them at its own origin (/api/send); Umami Cloud at its gateway.
        connectOrigins: cloud ? [own, UMAMI_CLOUD_GATEWAY_ORIGIN] : [own],
        countsNavigationsItself: false,
      };
    }
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
