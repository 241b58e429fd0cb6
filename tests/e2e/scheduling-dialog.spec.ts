import { test, expect, isPhone, ONE_WIDTH } from './support/fixtures';
import { siteRoutes } from './support/routes';
import { expectNoViolationsInEitherScheme } from './support/axe';
import { site } from '../../content/site';

const title = `Let's Connect - Schedule a Call with ${site.ownerName}`;

test.describe('scheduling dialog', () => {
  // Every route at one width; the header is one component, so the phone opens it from the home page alone.
  for (const route of siteRoutes) {
    const widths = route.path === '/' ? {} : ONE_WIDTH;
    test(`opens from the header on ${route.path} with the booking page`, widths, async ({ page, thirdParty }) => {
      await page.goto(route.path);
      await page.getByRole('banner').getByRole('button', { name: 'Schedule a call' }).click();

      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText("Let's meet & discuss your ideas, fully open for all!")).toBeVisible();
      const frame = dialog.locator('iframe');
      await expect(frame).toHaveAttribute('title', /booking page/i);
      await expect(frame).toHaveAttribute('src', site.bookingUrl);
      await expect(frame.contentFrame().getByRole('heading', { name: 'Pick a time' })).toBeVisible();
      expect(thirdParty.requests.some((url) => url.startsWith(site.bookingUrl))).toBe(true);
    });
  }

  test('closes with its close button and gives focus back to the opener', async ({ page }) => {
    await page.goto('/');
    const opener = page.getByRole('banner').getByRole('button', { name: 'Schedule a call' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    // Focus is inside the dialog (Headless UI focuses the dialog itself, so its title is announced).
    const focusInDialog = () => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') != null);
    await expect.poll(focusInDialog).toBe(true);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('closes on Escape', { tag: '@desktop-only' }, async ({ page }) => {
    await page.goto('/readings');
    await page.getByRole('banner').getByRole('button', { name: 'Schedule a call' }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('closes on a click outside it, and opens again', { tag: '@desktop-only' }, async ({ page }) => {
    await page.goto('/articles');
    const opener = page.getByRole('banner').getByRole('button', { name: 'Schedule a call' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    const corner = { x: 5, y: (page.viewportSize()?.height ?? 800) - 5 };
    if (isPhone(page)) await page.touchscreen.tap(corner.x, corner.y);
    else await page.mouse.click(corner.x, corner.y);
    await expect(dialog).toBeHidden();
    await opener.click();
    await expect(dialog).toBeVisible();
  });

  test('is at most 56rem wide and 80% of the viewport high', async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 1000 });
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Schedule a call' }).click();
    const dialog = page.getByRole('dialog', { name: title });
    // The visible box: the innermost element holding both the title and the booking frame.
    const panel = dialog
      .locator('div')
      .filter({ has: page.getByRole('heading', { name: title }) })
      .filter({ has: page.locator('iframe') })
      .last();
    const box = await panel.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.width).toBeLessThanOrEqual(56 * 16);
    expect(box!.height).toBeLessThanOrEqual(0.8 * 1000 + 0.5);
  });

  // A booking host stopped by the visitor's network (an office proxy, a blocker) or down: the frame would show the
  // browser's error page. The site checks first and offers the two ways left.
  test('when the booking page cannot be reached, a note offers it in a new tab and an e-mail instead', async ({
    page,
  }) => {
    const booking = new URL(site.bookingUrl);
    await page.route(`${booking.origin}/**`, (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Schedule a call' }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog.getByText('The booking page could not load.')).toBeVisible();
    await expect(dialog.locator('iframe')).toHaveCount(0);
    await expect(dialog.getByText(`${booking.hostname} could not be reached. Try again later`)).toBeVisible();
    const inTab = dialog.getByRole('link', { name: 'the booking page in a new tab', exact: true });
    await expect(inTab).toHaveAttribute('href', site.bookingUrl);
    await expect(inTab).toHaveAttribute('target', '_blank');
    const email = site.socialLinks.find(({ network }) => network === 'email')!.href;
    await expect(dialog.getByRole('link', { name: `e-mail ${site.ownerName}`, exact: true })).toHaveAttribute(
      'href',
      email,
    );
    await expectNoViolationsInEitherScheme(page);
    // Still the dialog it was: its text, and its close button.
    await expect(dialog.getByText("Let's meet & discuss your ideas, fully open for all!")).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('an answer from the booking host, even an error, stays in the frame', ONE_WIDTH, async ({ page }) => {
    const methods: string[] = [];
    await page.route(`${new URL(site.bookingUrl).origin}/**`, (route) => {
      methods.push(route.request().method());
      return route.fulfill({
        status: 500,
        contentType: 'text/html',
        body: '<!doctype html><title>Error</title><h1>Oops</h1>',
      });
    });
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Schedule a call' }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog.locator('iframe').contentFrame().getByRole('heading', { name: 'Oops' })).toBeVisible();
    // The check was answered (500), and the page has had its turn to render what it concluded.
    await expect.poll(() => methods).toContain('HEAD');
    await page.waitForLoadState('networkidle');
    await expect(dialog.getByText('The booking page could not load.')).toHaveCount(0);
  });
});
