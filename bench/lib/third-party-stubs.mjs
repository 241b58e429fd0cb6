import { readFileSync } from 'node:fs';
// This machine has no network beyond the package registries, so the pages' third-party requests would fail
// here, and Lighthouse would count the browser's "failed to load" errors against best practices. As in the
// browser tests, the benchmark answers them with stand-ins shaped like the real services' answers; any other
// request leaving the two local servers is refused and reported.
const NEWSLETTER_FEED = /^https:\/\/api\.rss2json\.com\/v1\/api\.json\?/;
const X_WIDGETS = 'https://platform.twitter.com/widgets.js';
// The newsletter sign-up frame (Substack's embed form), answered with a page of about the real form's weight
// in markup (its own scripts and fonts are Substack's business, inside the frame, and not stood in for).
const SUBSTACK_EMBED = /^https:\/\/[a-z0-9-]+\.substack\.com\/embed$/;
const substackAnswer =
  '<!doctype html><html lang="en"><title>Subscribe</title><body style="margin:0;font:16px sans-serif">' +
  '<h1>Noam Carter</h1><p>Product notes</p><form><label>Email <input type="email"></label>' +
  '<button>Subscribe</button></form></body></html>';
// An analytics provider's script (ANALYTICS_PROVIDER set for a benchmark), answered with the tests' stand-in
// for Plausible's, which posts one page view per page view; the page views are answered 202.
const ANALYTICS_SCRIPT =
  /^https:\/\/(plausible\.io\/js\/script\.js|cloud\.umami\.is\/script\.js|gc\.zgo\.at\/count\.js|static\.cloudflareinsights\.com\/beacon\.min\.js)$/;
const ANALYTICS_EVENT =
  /^https:\/\/(plausible\.io\/api\/event|cloud\.umami\.is\/api\/send|[a-z0-9-]+\.goatcounter\.com\/count|cloudflareinsights\.com\/cdn-cgi\/rum)/;
const analyticsAnswer = readFileSync(new URL('../../tests/fixtures/analytics/plausible-standin.js', import.meta.url));

const feedAnswer = JSON.stringify({
  status: 'ok',
  items: [
    {
      title: 'Roadmaps are promises: write fewer of them',
      link: 'https://noamcarter.substack.com/p/roadmaps-are-promises',
      pubDate: '2025-03-14 09:30:00',
    },
  ],
});
// Defines the platform's entry point and leaves the quotes as they are (their accessible fallback).
const widgetsAnswer = 'window.twttr = { widgets: { load: function () {} } };';

/**
 * Answers the third-party requests of a puppeteer page.
 * @param {import('puppeteer-core').Page} page
 * @param {string[]} localOrigins
 * @returns {Promise<{ stubbed: Set<string>, refused: Set<string> }>}
 */
export async function stubThirdParties(page, localOrigins) {
  const seen = { stubbed: new Set(), refused: new Set() };
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    const url = request.url();
    if (localOrigins.some((origin) => url.startsWith(origin)) || url.startsWith('data:')) {
      void request.continue();
    } else if (NEWSLETTER_FEED.test(url)) {
      seen.stubbed.add(new URL(url).origin);
      // The service allows any origin, as the real one does; the newsletter card fetches it from the browser.
      void request.respond({
        status: 200,
        contentType: 'application/json',
        headers: { 'Access-Control-Allow-Origin': '*' },
        body: feedAnswer,
      });
    } else if (SUBSTACK_EMBED.test(url)) {
      seen.stubbed.add(new URL(url).origin);
      void request.respond({ status: 200, contentType: 'text/html', body: substackAnswer });
    } else if (ANALYTICS_SCRIPT.test(url)) {
      seen.stubbed.add(new URL(url).origin);
      void request.respond({ status: 200, contentType: 'text/javascript', body: analyticsAnswer });
    } else if (ANALYTICS_EVENT.test(url)) {
      seen.stubbed.add(new URL(url).origin);
      void request.respond({ status: 202, headers: { 'Access-Control-Allow-Origin': '*' }, body: 'ok' });
    } else if (url === X_WIDGETS) {
      seen.stubbed.add(new URL(url).origin);
      void request.respond({ status: 200, contentType: 'text/javascript', body: widgetsAnswer });
    } else {
      seen.refused.add(url);
      void request.abort();
    }
  });
  return seen;
}
