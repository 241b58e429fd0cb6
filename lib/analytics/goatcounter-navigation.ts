/**
 * GoatCounter's count.js counts the page it is loaded on, not the pages reached by client-side navigation
 * (goatcounter.com/help/spa). This inline script, rendered only when GoatCounter is the provider, sends one
 * page view through count.js' own `count()` each time the address changes by history.pushState (Next's
 * client-side navigation) or by back/forward, skipping a change that keeps the path (a fragment, a query).
 *
 * A script rather than a React component: a client component imported by the root layout is bundled into
 * every page's scripts even when it renders nothing, so an unconfigured site would pay for it. Like the site's
 * other inline scripts, its hash is written into each page's CSP (scripts/security/inject-csp-meta.mjs).
 */
export const GOATCOUNTER_NAVIGATION_SCRIPT = `(function () {
  var counted = location.pathname;
  function count() {
    if (location.pathname === counted) return;
    counted = location.pathname;
    var goatcounter = window.goatcounter;
    if (goatcounter && goatcounter.count) goatcounter.count({ path: counted });
  }
  var pushState = history.pushState;
  history.pushState = function () {
    var result = pushState.apply(this, arguments);
    count();
    return result;
  };
  addEventListener('popstate', count);
})();`;
