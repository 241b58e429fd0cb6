import { test, expect } from './support/fixtures';
import { expectNoViolations } from './support/axe';
import { siteRoutes } from './support/routes';

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

  // The menu button exists on small screens only.
  test('the open mobile menu has no violations', { tag: '@phone-only' }, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('link', { name: 'Sounds Great' })).toBeVisible();
    await expectNoViolations(page);
  });
});
