import { test, expect } from './support/fixtures';
import { expectNoViolationsInEitherScheme } from './support/axe';
import { answerFeedService, experiencesSection, samplePosts, TAB_NAMES, waitForHydration } from './support/home';

test.describe('home page accessibility audit, light and dark', () => {
  test.beforeEach(async ({ page }) => {
    await answerFeedService(page, { status: 'ok', items: samplePosts });
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('article', { name: 'Latest newsletter post' })).toBeVisible();
  });

  test('with the newsletter card shown, a filter pressed and a card expanded', async ({ page }) => {
    const section = experiencesSection(page);
    await section.getByRole('button', { name: 'FinTech', exact: true }).click();
    await section.getByRole('button', { name: 'Show more' }).first().click();
    await expect(section.getByRole('button', { name: 'Show less' })).toBeVisible();
    await expectNoViolationsInEitherScheme(page);
  });

  test('with nothing matching the filter', async ({ page }) => {
    const section = experiencesSection(page);
    // Every vertical has an experience, so an empty list cannot be reached with the real content; the
    // empty state is covered in tests/unit/home-components.test.tsx. Here: all chips pressed.
    for (const chip of ['FinTech', 'HRTech', 'Defense Tech', 'Insurance']) {
      await section.getByRole('button', { name: chip, exact: true }).click();
    }
    await expectNoViolationsInEitherScheme(page);
  });

  test('with Projects & Research selected and a card expanded', async ({ page }) => {
    const section = experiencesSection(page);
    await section.getByRole('tab', { name: TAB_NAMES.projects }).click();
    await section.getByRole('tabpanel').getByRole('button', { name: 'Show more' }).first().click();
    await expect(section.getByRole('tabpanel').getByRole('button', { name: 'Show less' })).toBeVisible();
    await expectNoViolationsInEitherScheme(page);
  });

  test('with Tool Kit & Tech Stack selected', async ({ page }) => {
    const section = experiencesSection(page);
    await section.getByRole('tab', { name: TAB_NAMES.toolkit }).click();
    await expect(section.getByRole('tabpanel').getByRole('heading', { name: 'Documentation' })).toBeVisible();
    await expectNoViolationsInEitherScheme(page);
  });
});
