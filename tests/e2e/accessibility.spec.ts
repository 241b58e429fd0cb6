import { test, expect } from './support/fixtures';
import { auditViolations, expectNoViolationsInEitherScheme } from './support/axe';
import { siteRoutes } from './support/routes';
import { PAGE, pageBackground, themeButton } from './support/scheme';

// Every audit covers both colour schemes (the whole audit in each) and runs at both widths (the desktop and
// phone projects of playwright.config.ts), with WCAG 2.5.3's label-in-name rule on (./support/axe.ts).
test.describe('accessibility audit, light and dark', () => {
  const auditedPaths = [
    ...siteRoutes.map((route) => route.path),
    // A tag page (the bundled articles fill no second page of the list or of a tag: tests/unit/build/built-sites
    // builds those, from the same components).
    '/articles/tags/roadmap',
    '/no-such-page',
    '/articles/no-such-article',
    '/case-studies/no-such-case-study',
  ];
  // Each route arrives with the system dark and must be dark, following it, with the theme control saying so;
  // then the system turns light and so must the page. (theme.spec.ts tests the control itself.)
  for (const path of auditedPaths) {
    test(`${path} follows the system's scheme and has no violations in either`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectNoViolationsInEitherScheme(page, {
        inEach: async (scheme) => {
          await expect
            .poll(() => pageBackground(page), { message: `${path} in the ${scheme} scheme` })
            .toBe(PAGE[scheme]);
          await expect(themeButton(page)).toHaveAccessibleName('Theme: System');
        },
      });
    });
  }

  // The rule is experimental in axe and off unless asked for: this shows the audit asks for it.
  test('the audit reports a control whose name leaves out its visible text (WCAG 2.5.3)', async ({ page }) => {
    await page.goto('/readings');
    await page.getByRole('main').evaluate((main) => {
      const link = document.createElement('a');
      link.href = '/articles';
      link.textContent = 'Read the articles';
      link.setAttribute('aria-label', 'Writing');
      main.append(link);
    });
    const violations = await auditViolations(page, { include: 'main' });
    expect(violations.map((violation) => violation.id)).toEqual(['label-content-name-mismatch']);
  });

  test('the open scheduling dialog has no violations', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Schedule a call' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoViolationsInEitherScheme(page);
  });

  test('the open theme choices have no violations', async ({ page }) => {
    await page.goto('/');
    await themeButton(page).click();
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
