import { test, expect } from './support/fixtures';

test.describe('not-found pages', () => {
  test('an unknown path answers 404 with the general page and logs the path', async ({ page, consoleMessages }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect.poll(() => consoleMessages.some((text) => text.includes('/no-such-page'))).toBe(true);

    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('an unknown article shows the article variant and logs the path', async ({ page, consoleMessages }) => {
    const response = await page.goto('/articles/no-such-article');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Article not found' })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toHaveCount(0);
    await expect.poll(() => consoleMessages.some((text) => text.includes('/articles/no-such-article'))).toBe(true);

    await page.getByRole('link', { name: 'Back to Articles' }).click();
    await expect(page).toHaveURL('/articles');
    await expect(page.getByRole('heading', { name: 'Articles', level: 1 })).toBeVisible();
  });

  test('the header still works on the not-found page', async ({ page }) => {
    await page.goto('/missing/deeper/path');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Schedule a call' })).toBeVisible();
  });
});
