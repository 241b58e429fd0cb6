import { test, expect, isPhone } from './support/fixtures';
import { songs } from '../../content/songs';
import { chosenAndExpectedSource, waitForLoaded } from './support/images';

test.describe('Sounds Great page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/sounds-great');
  });

  test('is headed "Sounds Great" and lists 21 songs', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sounds Great');
    await expect(page.getByRole('main').getByRole('list').getByRole('listitem')).toHaveCount(21);
  });

  test('each card shows title, artist and cover, and links to the song in a new tab', async ({ page }) => {
    const items = page.getByRole('main').getByRole('listitem');
    for (const [index, song] of songs.entries()) {
      const item = items.nth(index);
      await expect(item.getByRole('heading', { name: song.title, level: 2 })).toBeVisible();
      await expect(item).toContainText(song.artist);
      await expect(item.getByRole('img', { name: song.image.alt })).toHaveCount(1);
      const link = item.getByRole('link', { name: song.title });
      await expect(link).toHaveAttribute('href', song.youtubeUrl);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

      const search = new URL((await link.getAttribute('href'))!);
      expect(`${search.origin}${search.pathname}`).toBe('https://www.youtube.com/results');
      expect(search.searchParams.get('search_query')).toBe(`${song.title} ${song.artist}`);
    }
  });

  test('covers are pre-sized WebP with room reserved, and only the first row loads eagerly', async ({ page }) => {
    const images = page.getByRole('main').getByRole('img');
    await expect(images).toHaveCount(21);
    for (const [index, image] of (await images.all()).entries()) {
      await expect(image).toHaveAttribute('width', '560');
      await expect(image).toHaveAttribute('height', '560');
      await expect(image).toHaveAttribute('srcset', /-280\.webp 280w, .*-560\.webp 560w$/);
      await expect(image).toHaveAttribute('loading', index < 4 ? 'eager' : 'lazy');
    }
    // The browser fetches the size that fits this screen, not always the largest.
    const last = images.last();
    await last.scrollIntoViewIfNeeded();
    await waitForLoaded(last);
    const { chosen, expected } = await chosenAndExpectedSource(last);
    expect(chosen).toBe(expected);
  });

  test('the grid shows two covers a row on phones and four on wide screens', async ({ page }) => {
    const items = page.getByRole('main').getByRole('listitem');
    const tops = await Promise.all([0, 1, 2, 3, 4].map(async (i) => (await items.nth(i).boundingBox())!.y));
    const perRow = tops.filter((top) => top === tops[0]).length;
    expect(perRow).toBe(isPhone(page) ? 2 : 4);
  });

  test('clicking anywhere on a card, the cover too, opens the song in a new tab', async ({ page, context }) => {
    const song = songs[2]!;
    await context.route('https://www.youtube.com/results**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Search</title>' }),
    );
    const cover = page.getByRole('img', { name: song.image.alt });
    await cover.scrollIntoViewIfNeeded();
    const box = (await cover.boundingBox())!;
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const popupOpened = page.waitForEvent('popup');
    // A click on the cover itself, not on the title: the card's link covers the whole card.
    if (isPhone(page)) await page.touchscreen.tap(centre.x, centre.y);
    else await page.mouse.click(centre.x, centre.y);
    const popup = await popupOpened;
    await expect(popup).toHaveURL(song.youtubeUrl);
    await expect(page).toHaveURL('/sounds-great');
  });
});
