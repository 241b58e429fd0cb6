/**
 * The dev server's preview from Supabase (issue 27), through the PostgREST stand-in with a secret key, which
 * it treats as the service role (row-level security bypassed): drafts and scheduled rows show with their
 * banners, and a row edited as in the table editor shows on the next load. That the anon key alone shows
 * no draft is tested on the store (tests/unit/preview/preview-store.test.ts).
 */
import { readFileSync } from 'node:fs';
import { test, expect } from '../e2e/support/fixtures';
import { DRAFT, PUBLISHED, SCHEDULED } from './support/preview-articles';

/** Runs SQL as the table's owner, as the dashboard's table editor does. */
async function asOwner(sql: string, params: unknown[]): Promise<void> {
  const { url } = JSON.parse(readFileSync(process.env.PREVIEW_OWNER_FILE!, 'utf8')) as { url: string };
  const response = await fetch(`${url}/sql`, { method: 'POST', body: JSON.stringify({ sql, params }) });
  expect(response.ok, await response.text()).toBe(true);
}

test.afterAll(async () => {
  await asOwner(`update public.articles set content = $1 where slug = $2`, [
    'The first words of the draft.',
    DRAFT.slug,
  ]);
});

test('a draft row shows with its banner and noindex', async ({ page }) => {
  await page.goto(`/articles/${DRAFT.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: DRAFT.title })).toBeVisible();
  await expect(page.getByRole('note')).toHaveText('Draft — not published');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('a scheduled row shows with the date it goes live', async ({ page }) => {
  await page.goto(`/articles/${SCHEDULED.slug}`);
  await expect(page.getByRole('note')).toHaveText(`Scheduled for ${SCHEDULED.date}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('the list marks the draft and the scheduled row, not the published one', async ({ page }) => {
  await page.goto('/articles');
  const card = (title: string) =>
    page
      .getByRole('list', { name: 'Articles' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2, name: title }) });
  await expect(card(DRAFT.title)).toContainText('Draft');
  await expect(card(SCHEDULED.title)).toContainText('Scheduled');
  await expect(card(PUBLISHED.title)).toBeVisible();
  await expect(card(PUBLISHED.title)).not.toContainText(/Draft|Scheduled/);
});

test('a row edited in the table editor shows on the next load', async ({ page }) => {
  await page.goto(`/articles/${DRAFT.slug}`);
  await expect(page.getByText('The first words of the draft.')).toBeVisible();
  await asOwner(`update public.articles set content = $1 where slug = $2`, [
    'Words saved in the table editor.',
    DRAFT.slug,
  ]);
  await page.reload();
  await expect(page.getByText('Words saved in the table editor.')).toBeVisible();
  await expect(page.getByText('The first words of the draft.')).toHaveCount(0);
});

test('raw HTML a row’s page leaves out is named above it, by its line in the content', async ({ page }) => {
  await asOwner(`update public.articles set content = $1 where slug = $2`, [
    'Words saved in the table editor.\n\n<div class="callout">A box.</div>',
    DRAFT.slug,
  ]);
  await page.goto(`/articles/${DRAFT.slug}`);
  await expect(page.getByRole('note')).toHaveText([
    'Draft — not published',
    'Not shown on this page: raw HTML <div> (line 3 of "content"). The site shows markdown only.',
  ]);
});
