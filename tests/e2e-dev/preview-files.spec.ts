/**
 * The dev server's preview from markdown files (issue 27): drafts and scheduled articles show with their
 * banners and noindex, the list marks them, and an edited or new file shows on reload, no restart.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test, expect } from '../e2e/support/fixtures';
import { expectNoViolationsInEitherScheme } from '../e2e/support/axe';
import { ARTICLE_FILES, DRAFT, PUBLISHED, SCHEDULED } from './support/preview-articles';

const dir = process.env.PREVIEW_ARTICLES_DIR!;
const NEW_FILE = path.join(dir, 'brand-new.md');

test.afterAll(async () => {
  // As written by the config, for a run reusing the directory.
  await writeFile(path.join(dir, 'draft.md'), ARTICLE_FILES['draft.md']!);
  await writeFile(path.join(dir, 'published.md'), ARTICLE_FILES['published.md']!);
  await rm(NEW_FILE, { force: true });
});

test('a draft shows as it will look, with its banner and noindex', async ({ page }) => {
  await page.goto(`/articles/${DRAFT.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: DRAFT.title })).toBeVisible();
  await expect(page.getByRole('note')).toHaveText('Draft — not published');
  await expect(page.getByText('The first words of the draft.')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expectNoViolationsInEitherScheme(page, { include: 'main' });
});

test('a scheduled article shows with the date it goes live, and noindex', async ({ page }) => {
  await page.goto(`/articles/${SCHEDULED.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: SCHEDULED.title })).toBeVisible();
  await expect(page.getByRole('note')).toHaveText(`Scheduled for ${SCHEDULED.date}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('a published article has no banner and may be indexed', async ({ page }) => {
  await page.goto(`/articles/${PUBLISHED.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: PUBLISHED.title })).toBeVisible();
  await expect(page.getByRole('note')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
});

test('the list shows every article in its place by date, the unpublished ones marked', async ({ page }) => {
  await page.goto('/articles');
  // The cards: the list's items with a title (each card's tags are a list of their own).
  const cards = page
    .getByRole('list', { name: 'Articles' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards).toHaveCount(3);
  // Newest first: the scheduled one (2099), the draft (June 2025), the published one (March 2025).
  await expect(cards.nth(0).getByRole('heading', { level: 2 })).toHaveText(SCHEDULED.title);
  await expect(cards.nth(0)).toContainText('Scheduled');
  await expect(cards.nth(1).getByRole('heading', { level: 2 })).toHaveText(DRAFT.title);
  await expect(cards.nth(1)).toContainText('Draft');
  await expect(cards.nth(2).getByRole('heading', { level: 2 })).toHaveText(PUBLISHED.title);
  await expect(cards.nth(2)).not.toContainText(/Draft|Scheduled/);
  await expectNoViolationsInEitherScheme(page, { include: 'main' });
});

test('an edited file shows on the next reload, and a new file appears, without a restart', async ({ page }) => {
  await page.goto(`/articles/${DRAFT.slug}`);
  await expect(page.getByText('The first words of the draft.')).toBeVisible();
  const draftFile = path.join(dir, 'draft.md');
  await writeFile(draftFile, (await readFile(draftFile, 'utf8')).replace('The first words', 'Rewritten words'));
  await page.reload();
  await expect(page.getByText('Rewritten words of the draft.')).toBeVisible();

  await writeFile(
    NEW_FILE,
    ARTICLE_FILES['draft.md']!.replace(/preview-draft/g, 'brand-new').replace(DRAFT.title, 'A Brand New Idea'),
  );
  await page.goto('/articles');
  await expect(page.getByRole('heading', { level: 2, name: 'A Brand New Idea' })).toBeVisible();
  // The article's own address: the dev server refreshes its list of article addresses in the background,
  // so a page created a moment ago may take one more load (docs/previewing.md).
  await expect(async () => {
    await page.goto('/articles/brand-new');
    await expect(page.getByRole('heading', { level: 1, name: 'A Brand New Idea' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('note')).toHaveText('Draft — not published');
});

test('raw HTML the page leaves out and an image without alt text are named above it, with their lines, live article or not', async ({
  page,
}) => {
  const publishedFile = path.join(dir, 'published.md');
  // Nine lines of front matter, then the words: the frame on line 12, the keys on line 14, the image on 16.
  await writeFile(
    publishedFile,
    ARTICLE_FILES['published.md']!.replace(
      'The published words.',
      'The published words.\n\n<iframe src="https://www.youtube.com/embed/x"></iframe>\n\nPress <kbd>Ctrl</kbd>+<kbd>C</kbd>.' +
        '\n\n![](/images/articles/roadmap-portfolio-of-bets.svg)',
    ),
  );
  await page.goto(`/articles/${PUBLISHED.slug}`);
  await expect(page.getByRole('note')).toHaveText([
    'Not shown on this page: raw HTML <iframe> (line 12), <kbd> (line 14). The site shows markdown only.',
    'No alt text, so screen readers skip it: /images/articles/roadmap-portfolio-of-bets.svg (line 16). Describe each image between the brackets of ![…](…).',
  ]);
  await expect(page.getByText('Press Ctrl+C.')).toBeVisible();
  await expectNoViolationsInEitherScheme(page, { include: 'main' });

  await writeFile(publishedFile, ARTICLE_FILES['published.md']!);
  await page.reload();
  await expect(page.getByText('The published words.')).toBeVisible();
  await expect(page.getByRole('note')).toHaveCount(0);
});

// The bundled case studies (content/case-studies, copied by the config): two published, and the Hirewise draft.
const CASE_STUDY_DRAFT = 'Draft: a shorter interview loop at Hirewise';

test('a draft case study shows with the same banner and noindex, and is marked on the list', async ({ page }) => {
  await page.goto('/case-studies');
  const cards = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards).toHaveCount(3);
  const draftCard = cards.filter({ has: page.getByRole('heading', { level: 2, name: CASE_STUDY_DRAFT }) });
  await expect(draftCard).toContainText('Draft');
  await expect(cards.filter({ hasText: 'Draft' })).toHaveCount(1);
  await expectNoViolationsInEitherScheme(page, { include: 'main' });

  await draftCard.getByRole('link', { name: CASE_STUDY_DRAFT }).click();
  await expect(page.getByRole('heading', { level: 1, name: CASE_STUDY_DRAFT })).toBeVisible();
  await expect(page.getByRole('note')).toHaveText('Draft — not published');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('a published case study has no banner and may be indexed', async ({ page }) => {
  await page.goto('/case-studies/payora-progressive-verification');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Payora');
  await expect(page.getByRole('note')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
});

test('raw HTML a case study leaves out is named above it, by the line of its file', async ({ page }) => {
  const file = path.join(process.env.PREVIEW_CASE_STUDIES_DIR!, 'payora-progressive-verification.md');
  const original = await readFile(file, 'utf8');
  try {
    // After the front matter's closing line: the body's first line is the one after it.
    const lines = original.split('\n');
    const closing = lines.indexOf('---', 1);
    lines.splice(closing + 1, 0, '<div class="callout">A box.</div>', '');
    await writeFile(file, lines.join('\n'));
    await page.goto('/case-studies/payora-progressive-verification');
    await expect(page.getByRole('note')).toHaveText(
      `Not shown on this page: raw HTML <div> (line ${closing + 2}). The site shows markdown only.`,
    );
  } finally {
    await writeFile(file, original);
  }
});
