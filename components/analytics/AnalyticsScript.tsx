import { siteAnalytics } from '@/lib/analytics';
import { GOATCOUNTER_NAVIGATION_SCRIPT } from '@/lib/analytics/goatcounter-navigation';

/**
 * The analytics provider's one script tag, as its documentation writes it (async or defer, its data
 * attributes), in <head>; nothing at all when analytics is off. It has a src, so the pages' CSP lists its
 * origin instead of a hash (lib/security/content-security-policy.ts). For a provider whose script does not
 * count client-side navigations (GoatCounter), a small inline script does, hashed into the CSP like the others.
 */
export function AnalyticsScript() {
  const analytics = siteAnalytics();
  if (!analytics) return null;
  return (
    <>
      {analytics.countsNavigationsItself && (
        <script dangerouslySetInnerHTML={{ __html: GOATCOUNTER_NAVIGATION_SCRIPT }} />
      )}
      <script {...analytics.attributes} />
    </>
  );
}
