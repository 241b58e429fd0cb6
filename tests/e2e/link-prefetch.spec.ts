import type { Page, Request } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { publishedArticles, tagAddress } from './support/articles';

/** A request for another route's page data, as Next.js's router makes it to prefetch or navigate. */
const isPageData = (request: Request) => new URL(request.url()).searchParams.has('_rsc');

/** Every page-data request the page makes from now on, by path. */
function recordPageData(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (isPageData(request)) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

const article = () => publishedArticles().find((candidate) => candidate.tags.some((tag) => tagAddress(tag)))!;

test('an article page fetches no other page while it loads and is read', async ({ page }) => {
  const requested = recordPageData(page);
  await page.goto(`/articles/${article().slug}`);
  await expect(page.getByRole('heading', { level: 1, name: article().title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Every link on the first screen (the header, the way back, the tags) is still only a link.
  expect(requested).toEqual([]);
});

test('pointing at a link fetches its page, and the click then uses it', { tag: '@desktop-only' }, async ({ page }) => {
  const requested = recordPageData(page);
  await page.goto(`/articles/${article().slug}`);
  await page.waitForLoadState('networkidle');
  const back = page.getByRole('main').getByRole('link', { name: 'Articles', exact: true });

  // The list page's own segment ("/articles/__next.articles.__PAGE__.txt") is the last of what it fetches.
  const prefetched = page.waitForResponse(
    (response) => isPageData(response.request()) && new URL(response.url()).pathname.endsWith('.articles.__PAGE__.txt'),
  );
  await back.hover();
  await prefetched;
  const beforeClick = requested.length;

  await back.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
  await expect(page).toHaveURL('/articles');
  // Nothing fetched again: the page came from what the pointer had already fetched.
  expect(requested.slice(beforeClick)).toEqual([]);
});

test('moving the keyboard focus onto a link fetches its page', async ({ page }) => {
  const requested = recordPageData(page);
  await page.goto(`/articles/${article().slug}`);
  await page.waitForLoadState('networkidle');
  const tag = article().tags.find((candidate) => tagAddress(candidate))!;
  const tagPage = `/articles/tags/${tagAddress(tag)}`;

  await page.getByRole('list', { name: 'Tags' }).getByRole('link', { name: tag, exact: true }).focus();
  await expect.poll(() => requested.some((path) => path.startsWith(`${tagPage}/`))).toBe(true);

  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Articles tagged “${tag}”`);
  await expect(page).toHaveURL(tagPage);
});
