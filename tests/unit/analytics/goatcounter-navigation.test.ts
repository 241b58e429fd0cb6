import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { GOATCOUNTER_NAVIGATION_SCRIPT } from '@/lib/analytics/goatcounter-navigation';

/** A window with just what the script touches: an address, history.pushState, popstate, and count.js' count(). */
function fakeWindow(path: string, { countLoaded = true } = {}) {
  const counted: string[] = [];
  const listeners: (() => void)[] = [];
  const location = { pathname: path };
  const history = {
    pushState(_state: unknown, _unused: string, url: string) {
      location.pathname = new URL(url, 'https://example.com').pathname;
    },
  };
  const window = {
    location,
    history,
    addEventListener: (type: string, listener: () => void) => type === 'popstate' && listeners.push(listener),
    goatcounter: countLoaded ? { count: ({ path }: { path: string }) => counted.push(path) } : undefined,
  };
  runInNewContext(GOATCOUNTER_NAVIGATION_SCRIPT, { ...window, window });
  const back = (to: string) => {
    location.pathname = to;
    listeners.forEach((listener) => listener());
  };
  return { history, counted, back };
}

describe('page views on client-side navigation (GoatCounter)', () => {
  it('counts each new path reached by pushState or back/forward, not the loaded page nor a same-path change', () => {
    const { history, counted, back } = fakeWindow('/');
    history.pushState(null, '', '/#experiences'); // same path: count.js counted the load already
    history.pushState(null, '', '/articles');
    history.pushState(null, '', '/articles?q=pricing');
    history.pushState(null, '', '/articles/pricing-lessons');
    back('/articles');
    expect(counted).toEqual(['/articles', '/articles/pricing-lessons', '/articles']);
  });

  it('does nothing before count.js has loaded (the page view is lost, nothing breaks)', () => {
    const { history, counted } = fakeWindow('/', { countLoaded: false });
    expect(() => history.pushState(null, '', '/readings')).not.toThrow();
    expect(counted).toEqual([]);
  });
});
