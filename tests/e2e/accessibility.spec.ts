import { test, expect } from './support/fixtures';
import { expectNoViolationsInEitherScheme } from './support/axe';
import { siteRoutes } from './support/routes';

// Every audit covers both colour schemes: the whole audit in the light one, then the page switched to the
// dark one and its colours (contrast) audited again.
test.describe('accessibility audit, light and dark', () => {
  const auditedPaths = [
    ...siteRoutes.map((route) => route.path),
    '/no-such-page',
    '/articles/no-such-article',
    '/case-studies/no-such-case-study',
  ];
  for (const path of auditedPaths) {
    test(`${path} has no violations`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectNoViolationsInEitherScheme(page);
    });
  }

  test('the open scheduling dialog has no violations', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Schedule a call' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoViolationsInEitherScheme(page);
  });

  test('the open theme choices have no violations', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Theme: / })
      .click();
    await expect(page.getByRole('group', { name: 'Theme' })).toBeVisible();
    await expectNoViolationsInEitherScheme(page);
  });

  // The menu button exists on small screens only.
  test('the open mobile menu has no violations', { tag: '@phone-only' }, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('link', { name: 'Sounds Great' })).toBeVisible();
    await expectNoViolationsInEitherScheme(page);
  });
});
