import type { BrowserContext } from '@playwright/test';
import { test, expect, ONE_WIDTH, CONTEXTS_POOLED } from './support/fixtures';

// Tests share browser contexts (support/context-pool.ts): each must find the context as a new one would be.
// These run in order in one worker, each looking for what the one before it left.
test.describe.configure({ mode: 'serial' });

let earlier: BrowserContext | undefined;
let heardByEarlierTest = 0;

test.describe('a test leaves nothing to the next', ONE_WIDTH, () => {
  test('one test stores things, blocks a page and listens', async ({ page, context }) => {
    earlier = context;
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('left-behind', 'yes');
      sessionStorage.setItem('left-behind', 'yes');
      document.cookie = 'left-behind=yes; path=/';
    });
    await context.route('**/readings', (route) => route.abort());
    context.on('request', () => heardByEarlierTest++);
    const opened = page.waitForEvent('popup');
    await page.evaluate(() => window.open('/articles'));
    await (await opened).waitForLoadState();
  });

  test('the next finds no storage, cookie, route, listener or other page of it', async ({ page, context }) => {
    // The same context, reset, when they are pooled: otherwise this would prove nothing about the pool.
    if (CONTEXTS_POOLED) expect(context).toBe(earlier);
    const heardBefore = heardByEarlierTest;
    const response = await page.goto('/readings');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Readings', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length, document.cookie])).toEqual([
      0,
      0,
      '',
    ]);
    expect(heardByEarlierTest).toBe(heardBefore);
    expect(context.pages().filter((other) => other.url().endsWith('/articles'))).toEqual([]);
  });

  test('a test that installs a clock', async ({ page, context }) => {
    earlier = context;
    await page.clock.install({ time: new Date('2001-02-03T04:05:06Z') });
    await page.goto('/');
    expect(await page.evaluate(() => new Date().getUTCFullYear())).toBe(2001);
  });

  test('leaves the next test a new context with the real time', async ({ page, context }) => {
    // A clock cannot be taken out of a context, so the pool closed that one.
    expect(context).not.toBe(earlier);
    await page.goto('/');
    expect(await page.evaluate(() => new Date().getUTCFullYear())).toBeGreaterThanOrEqual(2026);
  });
});
