/**
 * The dev server over Supabase without SUPABASE_SECRET_KEY (issue 27): row-level security lets the anon key
 * read published rows only, so no draft is shown, as before the preview existed. A scheduled row is
 * published, so the anon key reads it, and the preview shows it marked.
 */
import { test, expect } from '../e2e/support/fixtures';
import { DRAFT, PUBLISHED, SCHEDULED } from './support/preview-articles';

test('without the secret key the list shows no draft', async ({ page }) => {
  await page.goto('/articles');
  const list = page.getByRole('list', { name: 'Articles' });
  await expect(list.getByRole('heading', { level: 2, name: PUBLISHED.title })).toBeVisible();
  await expect(list.getByRole('heading', { level: 2, name: SCHEDULED.title })).toBeVisible();
  await expect(list.getByRole('heading', { level: 2, name: DRAFT.title })).toHaveCount(0);
  await expect(list).not.toContainText('Draft');
});

test("without the secret key a draft's address shows nothing of it", async ({ page }) => {
  // An address outside the article list: the dev server answers with its own error for a static export
  // (not the site's 404 page), and nothing of the draft.
  const response = await page.goto(`/articles/${DRAFT.slug}`);
  expect(response?.ok()).toBe(false);
  await expect(page.getByText('The first words of the draft.')).toHaveCount(0);
  await expect(page.getByRole('note')).toHaveCount(0);
});
