import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  CDPSession,
  Page,
  Request,
  TestInfo,
} from '@playwright/test';

/**
 * Browser contexts lent to one test after another in a worker, each test on a new page.
 *
 * Why: on this project's 2-core CI machine the browser tests are bound by CPU, and most of a test's CPU was the
 * start of a renderer process for its new context (a page load cost about 1.1 s of CPU in a new context, about
 * 0.7 s in a new page of a context whose renderer is already running; docs/testing.md). A context is kept per
 * set of options, with one idle page (the keeper) on the site so that its renderer process stays up, and the
 * browser runs with `--renderer-process-limit=1` so that the next test's page on the same site joins it.
 *
 * Isolation: each test still gets a new page, so everything a test sets on its page (routes, init scripts,
 * listeners, viewport, emulated media, session storage) goes with it. Between tests the lender closes every other
 * page, removes the context's routes and the listeners a test added, and clears cookies and storage of every
 * origin a page of the test visited. What it cannot undo (a clock, a permission, an init script, an exposed
 * function or offline mode on the context) makes it close the context instead, as it does after a failed test;
 * the next test gets a new one.
 */
export class ContextPool {
  private readonly idle = new Map<string, PooledContext>();

  constructor(private readonly browser: Browser) {}

  /** A context with `options` (Playwright's own, as it would pass them to `newContext`) for one test. */
  async lend(options: BrowserContextOptions): Promise<Loan> {
    const key = JSON.stringify(options);
    // Only a context whose reset found its keeper open is idle (see reset).
    const pooled = this.idle.get(key) ?? (await PooledContext.open(this.browser, options));
    this.idle.delete(key);
    const watch = watchContext(pooled.context);
    return {
      context: pooled.context,
      giveBack: async (testInfo: TestInfo) => {
        const untouched = watch.stop();
        const passed = testInfo.status === testInfo.expectedStatus;
        if (untouched && passed && (await pooled.reset(watch))) this.idle.set(key, pooled);
        else await pooled.context.close().catch(() => {});
      },
    };
  }

  async closeAll(): Promise<void> {
    await Promise.all([...this.idle.values()].map((pooled) => pooled.context.close().catch(() => {})));
    this.idle.clear();
  }
}

export interface Loan {
  context: BrowserContext;
  /** Returns the context after the test: reset for the next one, or closed. */
  giveBack(testInfo: TestInfo): Promise<void>;
}

class PooledContext {
  private constructor(
    readonly context: BrowserContext,
    readonly keeper: Page,
    private readonly storage: CDPSession,
  ) {}

  static async open(browser: Browser, options: BrowserContextOptions): Promise<PooledContext> {
    if (!options.baseURL) throw new Error('The context pool needs baseURL: its keeper page stays on the site.');
    const context = await browser.newContext(options);
    const keeper = await context.newPage();
    // A small page of the site with no script, so the renderer process the tests' pages share stays up.
    await keeper.goto(new URL('/robots.txt', options.baseURL).toString());
    return new PooledContext(context, keeper, await context.newCDPSession(keeper));
  }

  /** Puts the context back as a new one would be; false when it cannot be. */
  async reset(watch: ContextWatch): Promise<boolean> {
    try {
      for (const page of this.context.pages()) if (page !== this.keeper) await page.close();
      await this.context.unrouteAll({ behavior: 'ignoreErrors' });
      await this.context.clearCookies();
      for (const origin of watch.origins) {
        await this.storage.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
      }
      return !this.keeper.isClosed();
    } catch {
      return false;
    }
  }
}

interface ContextWatch {
  /** The origins of the documents the test's pages and frames loaded: the site's, and any frame's. */
  origins: Set<string>;
  /** Stops watching; false when the test changed the context in a way `reset` cannot undo. */
  stop(): boolean;
}

/** Context methods whose effect outlives the test's page and has no undo here. */
const LASTING = [
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'grantPermissions',
  'setExtraHTTPHeaders',
  'setGeolocation',
  'setHTTPCredentials',
  'setOffline',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
  'routeFromHAR',
  'routeWebSocket',
] as const;
// The clock is the context's (page.clock is the same object), and once installed it stays.
const CLOCK = ['install', 'fastForward', 'pauseAt', 'resume', 'runFor', 'setFixedTime', 'setSystemTime'] as const;
const LISTENING = ['on', 'once', 'addListener', 'prependListener', 'prependOnceListener'] as const;

function watchContext(context: BrowserContext): ContextWatch {
  let lasting = false;
  const origins = new Set<string>();
  const added: [string, (...args: unknown[]) => void][] = [];
  const restore: (() => void)[] = [];

  function wrap(target: object, name: string, before: (args: unknown[]) => void) {
    const record = target as Record<string, unknown>;
    const original = record[name] as (...args: unknown[]) => unknown;
    // Some are the object's own properties (Playwright sets the context's `on` in its constructor): put back
    // exactly what was there.
    const own = Object.getOwnPropertyDescriptor(target, name);
    Object.defineProperty(target, name, {
      configurable: true,
      writable: true,
      value: (...args: unknown[]) => {
        before(args);
        return original.apply(target, args);
      },
    });
    restore.push(() => (own ? Object.defineProperty(target, name, own) : delete record[name]));
  }
  for (const name of LASTING) wrap(context, name, () => (lasting = true));
  for (const name of CLOCK) wrap(context.clock, name, () => (lasting = true));

  const onRequest = (request: Request) => {
    if (!request.isNavigationRequest()) return;
    const url = new URL(request.url());
    if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
  };
  context.on('request', onRequest);
  for (const name of LISTENING) {
    wrap(context, name, ([event, listener]) => added.push([event as string, listener as (...args: unknown[]) => void]));
  }

  return {
    origins,
    stop() {
      for (const undo of restore.splice(0)) undo();
      context.off('request', onRequest);
      for (const [event, listener] of added.splice(0)) context.off(event as 'request', listener);
      return !lasting;
    },
  };
}
