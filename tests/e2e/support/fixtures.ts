import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { site } from '../../../content/site';
import { newsletterSignup } from '../../../lib/newsletter/signup';
import { ContextPool } from './context-pool';

/** A stand-in for the booking page, so the dialog's frame loads without the network. */
export const BOOKING_STUB_HTML = '<!doctype html><title>Booking</title><h1>Pick a time</h1>';

/** A stand-in for the newsletter's sign-up form (issue 29), so its frame loads a small, accessible page. */
export const NEWSLETTER_FORM_STUB_HTML =
  '<!doctype html><html lang="en"><title>Subscribe</title><main aria-label="Sign-up form"><h1>Newsletter</h1>' +
  '<form><label>Email <input type="email"></label><button>Subscribe</button></form></main></html>';

const newsletterForm = newsletterSignup()?.embedUrl;

export interface ThirdPartyLog {
  /** Every request the page made to a host other than the site itself. */
  requests: string[];
}

// E2E_FRESH_CONTEXTS=1 gives every test a context of its own, as Playwright does by default; so does E2E_TRACE,
// so that each kept trace covers one test's context alone.
export const CONTEXTS_POOLED = !process.env.E2E_FRESH_CONTEXTS && !process.env.E2E_TRACE;

export const test = base.extend<
  { thirdParty: ThirdPartyLog; consoleMessages: string[] },
  { contextPool: ContextPool | null }
>({
  contextPool: [
    async ({ browser }, provide) => {
      const pool = CONTEXTS_POOLED ? new ContextPool(browser) : null;
      await provide(pool);
      await pool?.closeAll();
    },
    { scope: 'worker' },
  ],
  // A context from the pool (context-pool.ts says why, and how each test stays isolated) with exactly the
  // options Playwright would give a context of the test's own: the project's and the test's test.use().
  // _combinedContextOptions is Playwright's own (internal) fixture for those; cast, since its types do not list it.
  context: (async (
    {
      browser,
      contextPool,
      _combinedContextOptions: options,
    }: { browser: Browser; contextPool: ContextPool | null; _combinedContextOptions?: BrowserContextOptions },
    provide: (context: BrowserContext) => Promise<void>,
    testInfo: TestInfo,
  ) => {
    if (!options) throw new Error("Playwright no longer provides _combinedContextOptions: see fixtures.ts's context.");
    if (!contextPool) {
      const context = await browser.newContext(options);
      await provide(context);
      await context.close();
      return;
    }
    const loan = await contextPool.lend(options);
    await provide(loan.context);
    await loan.giveBack(testInfo);
  }) as never,
  // Every test runs with the network closed: requests to the site's own (loopback) servers pass, the booking
  // page and the newsletter's sign-up form are answered by stubs, and anything else third-party is aborted
  // unless a test routes it first (Playwright runs the most recently added matching route first).
  thirdParty: [
    async ({ context }, provide) => {
      const log: ThirdPartyLog = { requests: [] };
      await context.route(
        // Any address not on loopback, where the site under test is served (on several ports: some tests start
        // their own server). A pattern, not a function: Playwright then lets the site's own requests go on in
        // the browser instead of asking this process about each one (2–8% less CPU over 128 tests).
        /^(?!https?:\/\/(127\.0\.0\.1|localhost)[:/])/,
        async (route) => {
          log.requests.push(route.request().url());
          if (route.request().url().startsWith(site.bookingUrl)) {
            await route.fulfill({ status: 200, contentType: 'text/html', body: BOOKING_STUB_HTML });
          } else if (newsletterForm && route.request().url() === newsletterForm) {
            await route.fulfill({ status: 200, contentType: 'text/html', body: NEWSLETTER_FORM_STUB_HTML });
          } else {
            await route.abort('blockedbyclient');
          }
        },
      );
      await provide(log);
    },
    // Installed for every test, before its first navigation.
    { auto: true },
  ],
  consoleMessages: async ({ page }, provide) => {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await provide(messages);
  },
});

export { expect };

/** Whether this test runs in the phone project (narrow viewport, mobile menu instead of the bar). */
export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

/**
 * For a test of what no screen width changes (the page's head, a link's address or target, a status code, a log
 * line, a request): it runs in the desktop project alone. What a phone's width, touch or pixel density could change
 * (layout, what is visible, menus, focus and scrolling, layout shifts, images, audits) runs at both.
 */
export const ONE_WIDTH = { tag: '@desktop-only' };
