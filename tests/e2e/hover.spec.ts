import type { Locator, Page } from '@playwright/test';
import { site } from '../../content/site';
import { songs } from '../../content/songs';
import { CHROMIUM_ARGS, findFullChromium } from './support/chromium';
import { test, expect } from './support/fixtures';

// Cards and links lift or change colour under a mouse. A phone has no pointer that hovers, but it applies
// :hover to whatever was tapped and keeps it there until the next tap: a card tapped to open a song in a new
// tab was still lifted and coloured, as if pointed at, when the visitor came back to the site's tab.

// The headless shell the other tests run in does not keep :hover on what was tapped; Chromium does, as a phone does.
test.use({ launchOptions: { executablePath: findFullChromium(), args: CHROMIUM_ARGS } });

/** Where the element sits on the page (not in the viewport: a tap may scroll it into view), and its text's colour. */
async function look(element: Locator) {
  return element.evaluate((node) => ({
    top: node.getBoundingClientRect().top + window.scrollY,
    colour: getComputedStyle(node).color,
  }));
}

/**
 * The browser counts what was tapped as pointed at (:hover), as a phone's browser does: the situation these tests
 * are about. Checked so that a browser which does not (Chromium's headless shell) fails here instead of passing.
 */
async function expectUnderThePointer(element: Locator) {
  expect(await element.evaluate((node) => node.matches(':hover'))).toBe(true);
}

/** Every page on another site answers with a small page of its own, so a tapped link opens without the network. */
async function stubOtherSites(page: Page) {
  await page.context().route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Elsewhere</title>' }),
  );
}

test.describe('on a phone, what was tapped', () => {
  test('a song card opened in a new tab is where it was, untinted, when the visitor comes back @phone-only', async ({
    page,
  }) => {
    await stubOtherSites(page);
    await page.goto('/sounds-great');
    const song = songs[0]!;
    const card = page.getByRole('main').getByRole('listitem').filter({ hasText: song.title });
    const title = card.getByRole('link', { name: song.title });
    const before = await look(title);

    const popupOpened = page.waitForEvent('popup');
    await title.tap();
    await expectUnderThePointer(title);
    const popup = await popupOpened;
    await expect(popup).toHaveTitle('Elsewhere');
    await page.bringToFront();

    await expect.poll(() => look(title)).toEqual(before);
  });

  test('a profile link opened in a new tab is where it was, untinted @phone-only', async ({ page }) => {
    await stubOtherSites(page);
    await page.goto('/');
    const social = site.socialLinks.find((link) => link.network !== 'email')!;
    const link = page.getByRole('list', { name: `${site.ownerName} online` }).getByRole('link', {
      name: social.label,
      exact: true,
    });
    const before = await look(link);

    const popupOpened = page.waitForEvent('popup');
    await link.tap();
    await expectUnderThePointer(link);
    await expect(await popupOpened).toHaveTitle('Elsewhere');
    await page.bringToFront();

    await expect.poll(() => look(link)).toEqual(before);
  });
});

test.describe('under a mouse', () => {
  test('a song card lifts and its title takes the accent colour, and both go back when the mouse leaves @desktop-only', async ({
    page,
  }) => {
    await page.goto('/sounds-great');
    const song = songs[0]!;
    const title = page.getByRole('main').getByRole('listitem').filter({ hasText: song.title }).getByRole('link');
    const resting = await look(title);

    await title.hover();
    await expect.poll(async () => (await look(title)).top).toBe(resting.top - 2);
    expect((await look(title)).colour).not.toBe(resting.colour);

    await page.mouse.move(0, 0);
    await expect.poll(() => look(title)).toEqual(resting);
  });
});
