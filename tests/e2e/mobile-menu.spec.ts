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

  test('closes when focus moves past its last link, so what has focus is not under it', async ({ page }) => {
    await page.goto('/articles');
    const button = page.getByRole('button', { name: 'Menu' });
    await button.click();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: navLabels[0], exact: true })).toBeFocused();
    for (let step = 1; step < navLabels.length; step += 1) await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: navLabels.at(-1)!, exact: true })).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'true');

    await page.keyboard.press('Tab');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // What took focus is on the page, in view, and the topmost thing at its centre (the centre of its first
    // line box: a link that wraps has a bounding box whose centre can be on the text beside it).
    const focused = page.locator(':focus');
    await expect(focused).toBeInViewport();
    expect(
      await focused.evaluate((element) => {
        const box = element.getClientRects()[0]!;
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return top !== null && (element === top || element.contains(top));
      }),
    ).toBe(true);
  });

  test('closes when the visitor taps the page below it', async ({ page }) => {
    await page.goto('/readings');
    const button = page.getByRole('button', { name: 'Menu' });
    await button.tap();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // The first heading of the page (a book's title) below the open menu (a tap on it must reach the page, not a link of the menu).
    const menu = (await page.getByRole('navigation', { name: 'Main (mobile)' }).getByRole('list').boundingBox())!;
    const headings = await Promise.all(
      (await page.getByRole('heading').all()).map(async (heading) => (await heading.boundingBox())!),
    );
    const heading = headings.find(
      (box) => box.y > menu.y + menu.height && box.y + box.height < page.viewportSize()!.height,
    );
    expect(heading, 'a heading between the menu and the bottom of the screen').toBeDefined();
    await page.touchscreen.tap(heading!.x + 10, heading!.y + heading!.height / 2);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Sounds Great' })).toHaveCount(0);
    await expect(page).toHaveURL('/readings');
  });
});
