import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { siteRoutes } from './support/routes';
import { publishedArticles } from './support/articles';
import { startStaticServer } from '../../scripts/static-server.mjs';

/** The headers Netlify and Cloudflare Pages would send for every path, read from the checked-in file. */
function headersFromHeadersFile(): { key: string; value: string }[] {
  const lines = readFileSync('public/_headers', 'utf8').split('\n');
  const start = lines.indexOf('/*');
  const headers: { key: string; value: string }[] = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith('  ')) break;
    const [key, ...value] = line.trim().split(': ');
    headers.push({ key: key!, value: value.join(': ') });
  }
  return headers;
}

// The social platform's script, stood in for: it renders each embedded post as the real one would,
// by putting an iframe from the platform in place of the quote.
const WIDGETS_STUB = `
  window.twttr = { widgets: { load: function () {
    document.querySelectorAll('blockquote.twitter-tweet').forEach(function (quote) {
      if (quote.dataset.rendered) return;
      quote.dataset.rendered = 'true';
      var frame = document.createElement('iframe');
      frame.title = 'Post';
      frame.src = 'https://platform.twitter.com/embed/Tweet.html';
      quote.after(frame);
    });
  } } };
  window.twttr.widgets.load();
`;

let server: Server;
let origin: string;

test.beforeAll(async ({}, testInfo) => {
  const port = 4300 + testInfo.workerIndex * 7 + (testInfo.project.name === 'phone' ? 3 : 0);
  server = await startStaticServer({
    root: 'out',
    port,
    host: '127.0.0.1',
    headers: [{ source: '**/*', headers: headersFromHeadersFile() }],
  });
  origin = `http://127.0.0.1:${port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  await page.route('https://platform.twitter.com/widgets.js', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: WIDGETS_STUB }),
  );
  await page.route('https://platform.twitter.com/embed/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Post</title><p>Post</p>' }),
  );
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

// The policy and the pages' scripts are the same at every screen size: checked once, at desktop size.
test.describe('Content-Security-Policy as a host sends it', { tag: '@desktop-only' }, () => {
  test('the host config really sends the policy, and each page carries its own', async ({ request }) => {
    const response = await request.get(`${origin}/`);
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers()['strict-transport-security']).toContain('max-age=');
    expect(await response.text()).toMatch(/<meta http-equiv="Content-Security-Policy" content="[^"]*'sha256-/);
  });

  const paths = [...new Set([...siteRoutes.map((route) => route.path), `/articles/${publishedArticles()[0]!.slug}`])];
  paths.push('/no-such-page');
  for (const path of paths) {
    test(`${path} runs, opens the scheduling dialog and reports no violation`, async ({ page }) => {
      await recordViolations(page);
      await page.goto(origin + path);
      await page.waitForLoadState('networkidle');
      await page.getByRole('banner').getByRole('button', { name: 'Schedule a call' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(
        page.getByRole('dialog').locator('iframe').contentFrame().getByRole('heading', { name: 'Pick a time' }),
      ).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }

  test('the social page loads the widgets and renders posts with no violation, arriving from another page', async ({
    page,
    isMobile,
  }) => {
    await recordViolations(page);
    await page.goto(`${origin}/`);
    if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Sharings & Photos', exact: true }).click();
    await expect(page).toHaveURL(`${origin}/sharings-photos`);
    await expect(page.locator('blockquote[data-rendered="true"]').first()).toBeAttached();
    expect(await violations(page)).toEqual([]);

    // And back through the site: still nothing blocked.
    if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Articles', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Articles', level: 1 })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('an injected inline script is refused', async ({ page }) => {
    await recordViolations(page);
    await page.goto(`${origin}/readings`);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
    });
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    expect((await violations(page)).some((text) => text.startsWith('script-src'))).toBe(true);
  });
});
