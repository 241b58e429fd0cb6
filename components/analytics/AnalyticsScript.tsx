import { siteAnalytics } from '@/lib/analytics';
import { GoatCounterPageViews } from './GoatCounterPageViews';

/**
 * The analytics provider's one script tag, as its documentation writes it (async or defer, its data
 * attributes), in <head>; nothing at all when analytics is off. It has a src, so the pages' CSP lists its
 * origin instead of a hash (lib/security/content-security-policy.ts).
 */
export function AnalyticsScript() {
  const analytics = siteAnalytics();
  if (!analytics) return null;
  return <script {...analytics.attributes} />;
}

/** Counts client-side navigations where the provider's script does not (GoatCounter); otherwise nothing. */
export function AnalyticsNavigationCounter() {
  return siteAnalytics()?.countsNavigationsItself ? <GoatCounterPageViews /> : null;
}
