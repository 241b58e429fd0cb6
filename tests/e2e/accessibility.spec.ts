import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, isPhone } from './support/fixtures';
import { siteRoutes } from './support/routes';

/** WCAG 2.2 A and AA plus axe's best practices; any violation fails with its details. */
async function expectNoViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
    'best-practice',
  ]);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, 'accessibility violations').toEqual([]);
}

test.describe('accessibility audit', () => {
  const auditedPaths = [...siteRoutes.map((route) => route.path), '/no-such-page', '/articles/no-such-article'];
  for (const path of auditedPaths) {
    test(`${path} has no violations`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page);
    });
  }

  test('the open scheduling dialog has no violations', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Schedule a call' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoViolations(page);
  });

  test('the open mobile menu has no violations', async ({ page }) => {
    test.skip(!isPhone(page), 'the menu button exists on small screens only');
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('link', { name: 'Sounds Great' })).toBeVisible();
    await expectNoViolations(page);
  });
});
