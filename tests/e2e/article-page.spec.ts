import type { Page } from '@playwright/test';
import { test, expect, ONE_WIDTH } from './support/fixtures';
import { expectNoViolationsInEitherScheme } from './support/axe';
import {
  unpublishedArticles,
  scheduledArticles,
  expectedLongDate,
  expectedReadingTime,
  firstBodyText,
  publishedArticle,
  publishedArticles,
} from './support/articles';
import { site } from '../../content/site';
import { siteRoutes } from './support/routes';

/** An article with titled code blocks whose fences highlight lines. */
const CODE_ARTICLE = 'signup-funnel-analysis-before-redesign';

const main = (page: Page) => page.getByRole('main');

test.describe('article page', () => {
  test('shows back button, category badge, Share, title, excerpt, date, reading time, tags and the content', async ({
    page,
  }) => {
    const article = publishedArticle(CODE_ARTICLE);
    await page.goto(`/articles/${article.slug}`);

    const back = main(page).getByRole('link', { name: 'Articles', exact: true });
    await expect(back).toHaveAttribute('href', '/articles');
    // The article's own details; related articles below it show categories and tags of their own.
    const header = page.getByRole('article');
    await expect(header.getByText(article.category, { exact: true })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Share' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(header.getByText(article.excerpt!, { exact: true })).toBeVisible();
    await expect(header.locator('time')).toHaveText(expectedLongDate(article));
    await expect(header.getByText(expectedReadingTime(article), { exact: true })).toBeVisible();
    await expect(header.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(article.tags);

    const body = page.getByRole('article');
    await expect(body).toHaveCount(1);
    await expect(body.getByText(firstBodyText(article))).toBeVisible();
  });

  test('code blocks are highlighted, with their titles and highlighted lines', ONE_WIDTH, async ({ page }) => {
    const article = publishedArticle(CODE_ARTICLE);
    const fence = /^```(\w+) title="([^"]+)" \{([\d,-]+)\}$/m.exec(article.content);
    expect(fence, 'the article needs a fence with a title and line highlights').not.toBeNull();
    const [, language, title, ranges] = fence!;
    const highlighted = ranges!.split(',').reduce((count, range) => {
      const [from, to = from] = range.split('-').map(Number);
      return count + (to! - from! + 1);
    }, 0);

    await page.goto(`/articles/${article.slug}`);
    const block = page.getByRole('article').getByRole('figure').filter({ hasText: title! }).first();
    await expect(block.getByText(title!, { exact: true })).toBeVisible();
    const code = block.locator('pre');
    await expect(code).toHaveAttribute('data-language', language!);
    // Highlighted: tokens carry the code themes' colours, several of them.
    const colours = await code
      .locator('span[style*="--shiki-"]')
      .evaluateAll((spans) => [...new Set(spans.map((span) => getComputedStyle(span).color))]);
    expect(colours.length).toBeGreaterThanOrEqual(3);
    await expect(block.locator('[data-highlighted-line]')).toHaveCount(highlighted);
    const lineBackground = await block
      .locator('[data-highlighted-line]')
      .first()
      .evaluate((line) => getComputedStyle(line).backgroundColor);
    expect(lineBackground).not.toBe('rgba(0, 0, 0, 0)');
  });

  test('a fence in a language the highlighter does not know shows as plain text', ONE_WIDTH, async ({ page }) => {
    const article = publishedArticles().find((candidate) => /^```dot$/m.test(candidate.content));
    expect(article, 'the bundled articles include a fence in an unknown language').toBeDefined();
    await page.goto(`/articles/${article!.slug}`);
    const plain = page.getByRole('article').locator('pre[data-language="plaintext"]');
    await expect(plain.first()).toBeVisible();
    await expect(plain.first().locator('span[style*="--shiki-"]')).toHaveCount(0);
  });

  test('the back button returns to the list', async ({ page }) => {
    const [article] = publishedArticles();
    await page.goto(`/articles/${article!.slug}`);
    await main(page).getByRole('link', { name: 'Articles', exact: true }).click();
    await expect(page).toHaveURL('/articles');
    await expect(page.getByRole('heading', { name: 'Articles', level: 1 })).toBeVisible();
  });

  test('a tap beside the back button, on its row, stays on the article', async ({ page }) => {
    const [article] = publishedArticles();
    await page.goto(`/articles/${article!.slug}`);
    const back = (await main(page).getByRole('link', { name: 'Articles', exact: true }).boundingBox())!;
    // Halfway across the article's column (as wide as its title), level with the button.
    const column = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    await page.mouse.click(column.x + column.width / 2, back.y + back.height / 2);
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(`/articles/${article!.slug}`);
  });

  test('every published article has its page', { tag: '@desktop-only' }, async ({ page }) => {
    for (const article of publishedArticles()) {
      const response = await page.goto(`/articles/${article.slug}`);
      expect(response?.status(), article.slug).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
      await expect(page.getByRole('article').getByText(firstBodyText(article)).first()).toBeVisible();
      const own = page.getByRole('article');
      await expect(own.getByRole('list', { name: 'Tags' })).toHaveCount(article.tags.length > 0 ? 1 : 0);
      if (article.excerpt) await expect(own.getByText(article.excerpt, { exact: true })).toBeVisible();
    }
  });

  // Every article, so each kind of code block, image and list the content uses is audited. At desktop width
  // only: the template is the same at both. The articles of the site-wide audit (accessibility.spec.ts) are
  // audited there, at both widths.
  const auditedSiteWide = new Set(siteRoutes.map((route) => route.path));
  for (const { slug } of publishedArticles().filter(({ slug }) => !auditedSiteWide.has(`/articles/${slug}`))) {
    test(`/articles/${slug} has no accessibility violations`, { tag: '@desktop-only' }, async ({ page }) => {
      await page.goto(`/articles/${slug}`);
      await expectNoViolationsInEitherScheme(page);
    });
  }

  test('has its own title, description and canonical address', ONE_WIDTH, async ({ page }) => {
    const article = publishedArticle(CODE_ARTICLE);
    await page.goto(`/articles/${article.slug}`);
    await expect(page).toHaveTitle(`${article.title} | ${site.siteName}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', article.excerpt!);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new URL(`/articles/${article.slug}`, site.url).href,
    );
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  });

  test('links in the content that leave the site open in a new tab without an opener', ONE_WIDTH, async ({ page }) => {
    const withLink = publishedArticles().find((candidate) => /\]\(https?:\/\//.test(candidate.content));
    expect(withLink, 'the bundled articles include an outbound link').toBeDefined();
    await page.goto(`/articles/${withLink!.slug}`);
    const outbound = page.getByRole('article').locator('a[href^="http"]');
    expect(await outbound.count()).toBeGreaterThan(0);
    for (const link of await outbound.all()) {
      const href = (await link.getAttribute('href'))!;
      if (new URL(href).origin === new URL(site.url).origin) continue;
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});

test.describe('articles that are not there', () => {
  test('an unknown slug answers 404 with "Article not found" and a way back', ONE_WIDTH, async ({ page }) => {
    const response = await page.goto('/articles/no-such-article-at-all');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Article not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Articles' })).toHaveAttribute('href', '/articles');
  });

  test(
    "a draft's or a scheduled article's address is not found and its title appears nowhere",
    ONE_WIDTH,
    async ({ page }) => {
      const drafts = unpublishedArticles();
      expect(drafts.length, 'the sources need a draft').toBeGreaterThan(0);
      expect(scheduledArticles().length, 'the sources need an article dated in the future').toBeGreaterThan(0);
      for (const draft of drafts) {
        const response = await page.goto(`/articles/${draft.slug}`);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { name: 'Article not found' })).toBeVisible();
        await expect(page.getByText(draft.title)).toHaveCount(0);
      }
    },
  );
});
