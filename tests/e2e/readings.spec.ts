import { test, expect, ONE_WIDTH } from './support/fixtures';
import { books } from '../../content/books';
import { dailyReads, essays } from '../../content/readings';

test.describe('Readings page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/readings');
  });

  test('is headed "Readings"', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Readings');
  });

  test('lists the 6 books with title, author and category', async ({ page }) => {
    const items = page.getByRole('region', { name: 'Books' }).getByRole('list').getByRole('listitem');
    await expect(items).toHaveCount(6);
    for (const [index, book] of books.entries()) {
      const item = items.nth(index);
      await expect(item.getByRole('heading', { name: book.title, level: 3 })).toBeVisible();
      await expect(item).toContainText(book.author);
      await expect(item).toContainText(book.category);
    }
  });

  test(
    'the essays card links "Read Essays →" to the essays in a new tab, with its highlight note',
    ONE_WIDTH,
    async ({ page }) => {
      const card = page.getByRole('region', { name: essays.title });
      const link = card.getByRole('link', { name: 'Read Essays →' });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', essays.url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(card.getByText(essays.highlight!)).toBeVisible();
    },
  );

  test('the Daily Reads card lists the 6 newsletters as links', async ({ page }) => {
    const items = page.getByRole('region', { name: 'Daily Reads' }).getByRole('list').getByRole('listitem');
    await expect(items).toHaveCount(6);
    for (const [index, newsletter] of dailyReads.links.entries()) {
      const link = items.nth(index).getByRole('link', { name: newsletter.name });
      await expect(link).toHaveAttribute('href', newsletter.url);
    }
  });

  test('every link on the page opens in a new tab without a handle on the site', ONE_WIDTH, async ({ page }) => {
    const links = page.getByRole('main').getByRole('link');
    // The essays link and the six newsletters.
    await expect(links).toHaveCount(1 + dailyReads.links.length);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAccessibleName(/opens in a new tab/);
    }
  });

  test('following a newsletter link opens it in a new tab and leaves the page in place', async ({ page, context }) => {
    const newsletter = dailyReads.links[0]!;
    await context.route(`${newsletter.url}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Newsletter</title>' }),
    );
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('link', { name: newsletter.name }).click();
    const popup = await popupOpened;
    await expect(popup).toHaveURL(new RegExp(`^${newsletter.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    await expect(page).toHaveURL('/readings');
    // noopener: the new tab cannot reach back to this page.
    expect(await popup.evaluate(() => window.opener)).toBeNull();
  });

  test('the books sit side by side on wide screens and stack on phones', async ({ page }) => {
    const items = page.getByRole('region', { name: 'Books' }).getByRole('listitem');
    const first = await items.nth(0).boundingBox();
    const second = await items.nth(1).boundingBox();
    const width = page.viewportSize()!.width;
    if (width >= 1024) expect(second!.y).toBe(first!.y);
    else if (width < 640) expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
  });
});
