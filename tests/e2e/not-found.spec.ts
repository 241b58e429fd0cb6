import { test, expect, isPhone, ONE_WIDTH } from './support/fixtures';
import { site } from '../../content/site';

test.describe('not-found pages', () => {
  test(
    'an unknown path answers 404 with the general page and logs the path',
    ONE_WIDTH,
    async ({ page, consoleMessages }) => {
      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      await expect(page.getByText('404', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
      await expect.poll(() => consoleMessages.some((text) => text.includes('/no-such-page'))).toBe(true);

      await page.getByRole('link', { name: 'Return to Home' }).click();
      await expect(page).toHaveURL('/');
    },
  );

  test(
    'an unknown article shows the article variant and logs the path',
    ONE_WIDTH,
    async ({ page, consoleMessages }) => {
      const response = await page.goto('/articles/no-such-article');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Article not found' })).toBeVisible();
      await expect(page.getByText('Oops! Page not found')).toHaveCount(0);
      await expect.poll(() => consoleMessages.some((text) => text.includes('/articles/no-such-article'))).toBe(true);

      await page.getByRole('link', { name: 'Back to Articles' }).click();
      await expect(page).toHaveURL('/articles');
      await expect(page.getByRole('heading', { name: 'Articles', level: 1 })).toBeVisible();
    },
  );

  // 404.html is built once for every unknown path; the page still follows the path it is shown at.
  for (const [path, active] of [
    ['/articles/old-slug', 'Articles'],
    ['/readings/gone', 'Readings'],
    ['/no-such-page', undefined],
  ] as const) {
    test(`at ${path} the header marks ${active ?? 'no link'} and the title says "Not found"`, async ({ page }) => {
      await page.goto(path);
      // Not "Page not found" over an "Article not found" heading.
      await expect(page).toHaveTitle(`Not found | ${site.siteName}`);
      const header = page.getByRole('banner');
      if (isPhone(page)) await header.getByRole('button', { name: 'Menu' }).click();
      const nav = header.getByRole('navigation').filter({ has: page.getByRole('link', { name: 'Readings' }) });
      if (active)
        await expect(nav.getByRole('link', { name: active, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(active ? 1 : 0);
    });
  }

  test('the header still works on the not-found page', async ({ page }) => {
    await page.goto('/missing/deeper/path');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Schedule a call' })).toBeVisible();
  });
});
