// Printing a page, or saving it as a PDF (a recruiter keeping a case study, a reader an article): the page's
// content in dark ink on white paper, whatever the screen's scheme, without what only works on a screen.
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { waitForHydration } from './support/home';
import { publishedArticles } from './support/articles';
import { siteRoutes } from './support/routes';
import { experiences } from '../../content/experiences';

/** Contrast of a CSS colour against white paper (WCAG's formula). */
async function contrastOnPaper(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const [r, g, b] = getComputedStyle(element)
        .color.match(/[\d.]+/g)!
        .slice(0, 3)
        .map((channel) => {
          const c = Number(channel) / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
      const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      return 1.05 / (luminance + 0.05);
    });
}

// An article with a titled code block and an image (the route table's first article).
const codeArticle = siteRoutes.find(({ path }) => path.startsWith('/articles/'))!.path;

test.describe('printed', { tag: '@desktop-only' }, () => {
  test('an article from the dark scheme: dark text on white, code unclipped, none of the screen’s controls', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(codeArticle);
    // The copy buttons arrive once the page is idle: they exist before the page is printed.
    await expect(page.getByRole('button', { name: 'Copy code' }).first()).toBeAttached();
    await expect(page.getByRole('banner')).toBeVisible();
    await page.emulateMedia({ media: 'print', colorScheme: 'dark' });

    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-article-body] p').first()).toBeVisible();
    // Polled: the site's colours change with a transition (0.01 ms with reduced motion), a frame or two late.
    await expect.poll(() => contrastOnPaper(page, 'h1')).toBeGreaterThanOrEqual(7);
    await expect.poll(() => contrastOnPaper(page, '[data-article-body] p')).toBeGreaterThanOrEqual(7);

    for (const hidden of [
      page.getByRole('banner'),
      page.getByRole('link', { name: 'Skip to content' }),
      page.getByRole('link', { name: 'Articles', exact: true }),
      page.getByRole('button', { name: 'Share' }),
      page.getByRole('list', { name: 'Share this article' }),
      page.getByRole('region', { name: 'Get the newsletter' }),
      page.getByRole('navigation', { name: 'Newer and older articles' }),
      page.getByRole('heading', { name: 'Related articles' }),
      page.getByText('On this page', { exact: true }),
      page.getByRole('button', { name: 'Copy code' }),
    ]) {
      for (const element of await hidden.all()) await expect(element).toBeHidden();
    }

    // Every code block shows each line whole: none can be scrolled on paper.
    const blocks = page.locator('[data-article-body] pre');
    expect(await blocks.count()).toBeGreaterThan(0);
    for (const block of await blocks.all()) {
      const { scrollWidth, clientWidth } = await block.evaluate((pre) => ({
        scrollWidth: pre.scrollWidth,
        clientWidth: pre.clientWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    }
  });

  test('an article’s links to other sites show their address after the text', async ({ page }) => {
    const withLink = publishedArticles().find((article) => /\]\(https?:\/\//.test(article.content))!;
    await page.goto(`/articles/${withLink.slug}`);
    const link = page.locator('[data-article-body] a[href^="http"]').first();
    const href = (await link.getAttribute('href'))!;
    const after = () => link.evaluate((a) => getComputedStyle(a, '::after').content);
    expect(await after()).toBe('none');
    await page.emulateMedia({ media: 'print' });
    expect(await after()).toBe(`" (${href})"`);
  });

  test('the home page holds every work card’s details, which the screen shows after “Show more”', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const hidden of [
      page.getByRole('button', { name: 'Explore My Experiences' }),
      page.getByRole('button', { name: 'Schedule 15 Mins Talk' }),
      page.getByRole('button', { name: 'Show more' }),
    ]) {
      for (const element of await hidden.all()) await expect(element).toBeHidden();
    }
    for (const item of experiences) {
      const card = page.getByRole('article', { name: item.position, exact: true });
      await expect(card.getByText(`Location: ${item.location}`, { exact: true })).toBeVisible();
      for (const line of item.description.split('\n').filter((text) => text.trim() !== '')) {
        await expect(card.getByText(line.trim(), { exact: true })).toBeVisible();
      }
      await expect(card.getByText(item.briefDescription, { exact: true })).toBeHidden();
    }
  });
});
