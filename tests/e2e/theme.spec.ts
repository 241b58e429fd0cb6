import type { Page } from '@playwright/test';
import { startSlowProxy, type SlowProxy } from '../../scripts/slow-proxy.mjs';
import { colorSchemes } from '../../components/theme/theme';
import { PAGE, pageBackground, rgb, themeButton } from './support/scheme';
import { test, expect, isPhone } from './support/fixtures';

/** Opens the control and picks a choice by its name, as a visitor does (a tap on the phone). */
async function chooseTheme(page: Page, label: 'System' | 'Light' | 'Dark') {
  await themeButton(page).click();
  // The name, not the 13-pixel radio beside it: a press there once closed the panel before its click arrived.
  const choice = page.getByRole('group', { name: 'Theme' }).getByText(label, { exact: true });
  if (isPhone(page)) await choice.tap();
  else await choice.click();
}

// Every route arriving in the system's scheme, with the control saying "System", is checked by the accessibility
// audit of each route (accessibility.spec.ts), which loads it with the system dark and then switches it to light.
test.describe('with no choice made, the site follows the system', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test.describe(`${scheme} system`, () => {
      test.use({ colorScheme: scheme });

      test.describe('with script turned off', () => {
        test.use({ javaScriptEnabled: false });

        test(`the page is ${scheme}, by CSS alone, and the control that could not work is not shown`, async ({
          page,
        }) => {
          await page.goto('/articles/signup-funnel-analysis-before-redesign');
          await expect.poll(() => pageBackground(page)).toBe(PAGE[scheme]);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.getByRole('banner').getByRole('button', { name: /Theme/ })).toHaveCount(0);
        });
      });
    });
  }

  test('and changes with it while "System" is chosen', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect.poll(() => pageBackground(page)).toBe(PAGE.light);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => pageBackground(page)).toBe(PAGE.dark);
  });
});

// The control works the same at every size; the phone project checks that it is there and switches (below).
test.describe('the theme control in the header', () => {
  test.use({ colorScheme: 'light' });

  test(
    'offers System, Light and Dark as radios that show the current choice',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await page.goto('/');
      const button = themeButton(page);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const choices = page.getByRole('group', { name: 'Theme' });
      await expect(choices.getByRole('radio')).toHaveCount(3);
      await expect(choices.getByRole('radio', { name: 'System' })).toBeChecked();
      await expect(choices.getByRole('radio', { name: 'Light' })).not.toBeChecked();
      await expect(choices.getByRole('radio', { name: 'Dark' })).not.toBeChecked();
    },
  );

  test('switches to dark, and the choice holds across reloads, client-side navigation and new visits', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await chooseTheme(page, 'Dark');
    await expect.poll(() => pageBackground(page)).toBe(PAGE.dark);
    // A click on a choice closes the panel and gives focus back to the button, now named after the choice.
    await expect(page.getByRole('group', { name: 'Theme' })).toHaveCount(0);
    await expect(themeButton(page)).toHaveAccessibleName('Theme: Dark');
    await expect(themeButton(page)).toBeFocused();

    await page.reload();
    await expect.poll(() => pageBackground(page)).toBe(PAGE.dark);
    await expect(themeButton(page)).toHaveAccessibleName('Theme: Dark');

    if (isPhone(page)) await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Articles', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
    await expect.poll(() => pageBackground(page)).toBe(PAGE.dark);

    const later = await context.newPage();
    await later.goto('/readings');
    await expect.poll(() => pageBackground(later)).toBe(PAGE.dark);
  });

  test('switches to light on a dark system, and back to following it', { tag: '@desktop-only' }, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/sounds-great');
    await expect.poll(() => pageBackground(page)).toBe(PAGE.dark);
    await chooseTheme(page, 'Light');
    await expect.poll(() => pageBackground(page)).toBe(PAGE.light);
    await page.reload();
    await expect.poll(() => pageBackground(page)).toBe(PAGE.light);
    await chooseTheme(page, 'System');
    await expect.poll(() => pageBackground(page)).toBe(PAGE.dark);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  });

  test(
    'works from the keyboard: arrows move through the choices, Escape closes',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await page.goto('/');
      await themeButton(page).focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('radio', { name: 'System' })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('radio', { name: 'Light' })).toBeChecked();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
      await expect.poll(() => pageBackground(page)).toBe(PAGE.dark);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('group', { name: 'Theme' })).toHaveCount(0);
      await expect(themeButton(page)).toBeFocused();
      await expect(themeButton(page)).toHaveAccessibleName('Theme: Dark');
    },
  );

  test('closes when the visitor clicks elsewhere', { tag: '@desktop-only' }, async ({ page }) => {
    await page.goto('/');
    await themeButton(page).click();
    await expect(page.getByRole('group', { name: 'Theme' })).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(page.getByRole('group', { name: 'Theme' })).toHaveCount(0);
  });

  test('switching eases the links into their new colours, and not for a visitor who asked for reduced motion', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    await page.evaluate(() => {
      const counted = window as unknown as { transitionsRun: number };
      counted.transitionsRun = 0;
      document.addEventListener('transitionrun', () => (counted.transitionsRun += 1), true);
    });
    const transitionsRun = () => page.evaluate(() => (window as unknown as { transitionsRun: number }).transitionsRun);
    await chooseTheme(page, 'Dark');
    await expect.poll(() => pageBackground(page)).toBe(PAGE.dark);
    await expect.poll(transitionsRun).toBeGreaterThan(0);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.evaluate(() => ((window as unknown as { transitionsRun: number }).transitionsRun = 0));
    await chooseTheme(page, 'Light');
    // At once: the colour is already the new one when the choice has been made.
    expect(await pageBackground(page)).toBe(PAGE.light);
    expect(await transitionsRun()).toBe(0);
  });

  test('switching moves nothing on the page', async ({ page }) => {
    await page.goto('/articles');
    const boxes = () =>
      Promise.all([
        page.getByRole('heading', { level: 1 }).boundingBox(),
        themeButton(page).boundingBox(),
        page.getByRole('banner').getByRole('button', { name: 'Schedule a call' }).boundingBox(),
        page.getByRole('listitem').first().boundingBox(),
      ]);
    const before = await boxes();
    await chooseTheme(page, 'Dark');
    expect(await boxes()).toEqual(before);
  });

  test('a choice made in another tab reaches this one', { tag: '@desktop-only' }, async ({ page, context }) => {
    await page.goto('/');
    const other = await context.newPage();
    await other.goto('/readings');
    await chooseTheme(other, 'Dark');
    await expect.poll(() => pageBackground(page)).toBe(PAGE.dark);
    await expect(themeButton(page)).toHaveAccessibleName('Theme: Dark');
  });

  test("the browser's interface colour follows the choice", { tag: '@desktop-only' }, async ({ page }) => {
    await page.goto('/');
    const themeColors = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((meta) => [
          meta.media,
          meta.content,
        ]),
      );
    const light = colorSchemes.light.color.page;
    const dark = colorSchemes.dark.color.page;
    expect(await themeColors()).toEqual([
      ['(prefers-color-scheme: light)', light],
      ['(prefers-color-scheme: dark)', dark],
    ]);
    await chooseTheme(page, 'Dark');
    await expect.poll(themeColors).toEqual([
      ['(prefers-color-scheme: light)', dark],
      ['(prefers-color-scheme: dark)', dark],
    ]);

    // Still after a client-side navigation, which writes the page's head again.
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Readings' }).click();
    await expect(page.getByRole('heading', { name: 'Readings', level: 1 })).toBeVisible();
    await expect.poll(themeColors).toEqual([
      ['(prefers-color-scheme: light)', dark],
      ['(prefers-color-scheme: dark)', dark],
    ]);
    // A poll can pass in a moment between two writes: the colours must hold.
    await page.waitForTimeout(500);
    expect(await themeColors()).toEqual([
      ['(prefers-color-scheme: light)', dark],
      ['(prefers-color-scheme: dark)', dark],
    ]);
  });
});

test.describe('in the dark scheme', () => {
  test.use({ colorScheme: 'dark' });

  test('code blocks use the dark code theme', { tag: '@desktop-only' }, async ({ page }) => {
    await page.goto('/articles/signup-funnel-analysis-before-redesign');
    const block = page.locator('figure[data-rehype-pretty-code-figure]').first();
    await block.scrollIntoViewIfNeeded();
    const colours = await block.evaluate((figure) => ({
      background: getComputedStyle(figure).backgroundColor,
      tokens: [...figure.querySelectorAll<HTMLElement>('code span[style]')].slice(0, 12).map((token) => ({
        shown: getComputedStyle(token).color,
        dark: token.style.getPropertyValue('--shiki-dark'),
      })),
    }));
    expect(colours.background).toBe(rgb(colorSchemes.dark.color.code));
    expect(colours.tokens.length).toBeGreaterThan(5);
    for (const token of colours.tokens) expect(token.shown).toBe(rgb(token.dark.trim().toLowerCase()));
  });
});

test.describe('the first paint', () => {
  let slow: SlowProxy;
  test.beforeAll(async ({}, testInfo) => {
    slow = await startSlowProxy(testInfo.project.use.baseURL!);
  });
  test.afterAll(async () => slow.close());
  test.use({ colorScheme: 'light' });

  test('after a reload is already in the stored theme, even while the page arrives slowly', async ({ page }) => {
    await page.goto(`${slow.origin}/`);
    await chooseTheme(page, 'Dark');
    // Every frame's page background, from the very first, until the page has arrived.
    await page.addInitScript(() => {
      const frames: string[] = [];
      Object.assign(window, { __frames: frames });
      const record = () => {
        if (document.body) frames.push(getComputedStyle(document.body).backgroundColor);
        if (document.readyState !== 'complete') requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });
    await page.reload({ waitUntil: 'load' });
    const frames = await page.evaluate(() => (window as unknown as { __frames: string[] }).__frames);
    expect(frames.length).toBeGreaterThan(0);
    expect(new Set(frames)).toEqual(new Set([PAGE.dark]));
  });
});
