// This machine has no network beyond the package registries, so the pages' third-party requests would fail
// here, and Lighthouse would count the browser's "failed to load" errors against best practices. As in the
// browser tests, the benchmark answers them with stand-ins shaped like the real services' answers; any other
// request leaving the two local servers is refused and reported.
const NEWSLETTER_FEED = /^https:\/\/api\.rss2json\.com\/v1\/api\.json\?/;
const X_WIDGETS = 'https://platform.twitter.com/widgets.js';

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
