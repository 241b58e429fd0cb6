import { test, expect } from './support/fixtures';
import { navLabels } from './support/routes';

// The menu button exists on small screens only.
test.describe('mobile menu', { tag: '@phone-only' }, () => {
  test('opens and closes from its button, listing every link', async ({ page }) => {
    await page.goto('/readings');
    const button = page.getByRole('button', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Sounds Great' })).toHaveCount(0);

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const label of navLabels) {
      await expect(page.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Readings', exact: true })).toHaveAttribute('aria-current', 'page');

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Sounds Great' })).toHaveCount(0);
  });

  test('choosing a link navigates and closes the menu', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Menu' });
    await button.click();
    await page.getByRole('link', { name: 'Sounds Great', exact: true }).click();
    await expect(page).toHaveURL('/sounds-great');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Readings', exact: true })).toHaveCount(0);
  });

  test('Escape closes the menu and returns focus to its button', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Menu' });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });
});
