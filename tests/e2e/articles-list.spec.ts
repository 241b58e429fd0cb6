import type { Page } from '@playwright/test';
import { test, expect, ONE_WIDTH } from './support/fixtures';
import { expectNoViolationsInEitherScheme } from './support/axe';
import { expectSpinnerThenPage } from './support/link-loading';
import {
  articleListPages,
  CARDS_PER_PAGE,
  listPageOf,
  unpublishedArticles,
  expectedLongDate,
  expectedReadingTime,
  firstBodyText,
  publishedArticles,
  type SourceArticle,
} from './support/articles';

const NO_MATCH = 'No articles found matching your criteria.';
const CATEGORY_OPTIONS = ['All Categories', 'Product Management', 'Career', 'Entrepreneurship'];

const main = (page: Page) => page.getByRole('main');
const searchBox = (page: Page) => main(page).getByRole('searchbox', { name: 'Search articles' });
const categorySelect = (page: Page) => main(page).getByRole('combobox', { name: 'Category' });
/** The cards: the items of the list named Articles ("Articles, page 2" further on), not the tag lists inside them. */
const cards = (page: Page) =>
  main(page)
    .getByRole('list', { name: /^Articles(, page \d+)?$/ })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
const cardTitles = (page: Page) => main(page).getByRole('heading', { level: 2 });
const card = (page: Page, title: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** Spec 5, computed here on its own from the sources. */
function expectedMatches(search: string, category = 'All Categories'): SourceArticle[] {
  const needle = search.trim().toLowerCase();
  return publishedArticles().filter(
    (article) =>
      (category === 'All Categories' || article.category === category) &&
      (article.title.toLowerCase().includes(needle) || (article.excerpt ?? '').toLowerCase().includes(needle)),
  );
}

/**
 * The list shows these articles, newest first, as far as its first view goes: a page's worth of cards (the
 * rest are a page further on, or behind "Show more articles" when filtering).
 */
async function expectTitles(page: Page, articles: SourceArticle[]) {
  await expect(cardTitles(page)).toHaveText(articles.slice(0, CARDS_PER_PAGE).map((article) => article.title));
}

/** One card on the list: one link to its article, with category, reading time, title, excerpt, tags and date. */
async function expectCard(page: Page, article: SourceArticle) {
  const item = card(page, article.title);
  await expect(item).toHaveCount(1);
  const links = item.getByRole('link');
  await expect(links).toHaveCount(1);
  await expect(links).toHaveAccessibleName(article.title);
  await expect(links).toHaveAttribute('href', `/articles/${article.slug}`);
  await expect(item.getByText(article.category, { exact: true })).toBeVisible();
  await expect(item.getByText(expectedReadingTime(article), { exact: true })).toBeVisible();
  const date = item.locator('time');
  await expect(date).toHaveText(expectedLongDate(article));
  await expect(date).toHaveAttribute('datetime', article.publishedAt.slice(0, 10));
  if (article.excerpt) await expect(item.getByText(article.excerpt, { exact: true })).toBeAttached();
  const tags = item.getByRole('list', { name: 'Tags' }).getByRole('listitem');
  await expect(tags).toHaveText(article.tags.slice(0, 3));
}

test.describe('article list', () => {
  test('has the heading, the search box and the category control with its options', async ({ page }) => {
    await page.goto('/articles');
    await expect(page.getByRole('heading', { name: 'Articles', level: 1 })).toBeVisible();
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search articles...');
    await expect(searchBox(page)).toHaveValue('');
    await expect(categorySelect(page).getByRole('option')).toHaveText(CATEGORY_OPTIONS);
    await expect(categorySelect(page)).toHaveValue('all');
    await expect(categorySelect(page).locator('option:checked')).toHaveText('All Categories');
  });

  test('lists every published article, newest first, a page at a time, and no draft', async ({ page }) => {
    expect(publishedArticles().length).toBeGreaterThanOrEqual(3);
    const pages = articleListPages();
    await page.goto('/articles');
    // Page after page by the Older articles link, as a reader (or a crawler) without search reaches them all.
    for (const [index, { path, articles }] of pages.entries()) {
      await expect(page).toHaveURL(path);
      await expect(cardTitles(page)).toHaveText(articles.map((article) => article.title));
      await expect(cards(page)).toHaveCount(articles.length);
      for (const draft of unpublishedArticles()) {
        await expect(page.getByText(draft.title)).toHaveCount(0);
      }
      const older = main(page).getByRole('link', { name: 'Older articles' });
      if (index === pages.length - 1) await expect(older).toHaveCount(0);
      else await older.click();
    }
  });

  test('each card is one link to its article and shows category, reading time, title, excerpt, tags and date', async ({
    page,
  }) => {
    for (const { path, articles } of articleListPages()) {
      await page.goto(path);
      for (const article of articles) await expectCard(page, article);
    }
  });

  test('a card shows at most three tags', ONE_WIDTH, async ({ page }) => {
    const tagged = publishedArticles().find((article) => article.tags.length > 3);
    expect(tagged, 'the sources need an article with more than three tags').toBeDefined();
    await page.goto(listPageOf(tagged!.slug));
    const tags = card(page, tagged!.title).getByRole('list', { name: 'Tags' }).getByRole('listitem');
    await expect(tags).toHaveCount(3);
    await expect(card(page, tagged!.title).getByText(tagged!.tags[3]!, { exact: true })).toHaveCount(0);
  });

  test('the excerpt is all in the page and clamped to three lines', async ({ page }) => {
    const article = publishedArticles()
      .filter((candidate) => candidate.excerpt)
      .sort((a, b) => b.excerpt!.length - a.excerpt!.length)[0]!;
    await page.goto(listPageOf(article.slug));
    const excerpt = card(page, article.title).getByText(article.excerpt!, { exact: true });
    await expect(excerpt).toHaveCSS('-webkit-line-clamp', '3');
    await expect(excerpt).toHaveCSS('overflow', 'hidden');
    const lineHeight = parseFloat(await excerpt.evaluate((element) => getComputedStyle(element).lineHeight));
    const box = await excerpt.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(lineHeight * 3 + 1);
  });

  test('following a card opens its article', async ({ page }) => {
    const [article] = publishedArticles();
    await page.goto('/articles');
    await card(page, article!.title).getByRole('link').click();
    await expect(page).toHaveURL(`/articles/${article!.slug}`);
    await expect(page.getByRole('heading', { name: article!.title, level: 1 })).toBeVisible();
  });

  test('clicking anywhere on a card opens its article', async ({ page }) => {
    const article = publishedArticles()[1]!;
    await page.goto('/articles');
    // The corner of the card, away from the title link: the stretched link covers the whole card.
    await card(page, article.title).click({ position: { x: 6, y: 6 } });
    await expect(page).toHaveURL(`/articles/${article.slug}`);
  });
});

// The filter's logic and the page's markup are the same at every width: checked at desktop width.
test.describe('pre-rendered article list', { tag: '@desktop-only' }, () => {
  test('the HTML from the server already holds every published card and link, and the controls', async ({
    request,
  }) => {
    const pages = await Promise.all(articleListPages().map(async ({ path }) => (await request.get(path)).text()));
    const html = pages.join('\n');
    const escape = (text: string) =>
      text
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&#x27;');
    for (const article of publishedArticles()) {
      expect(html, article.slug).toContain(`href="/articles/${article.slug}"`);
      expect(html, article.slug).toContain(escape(article.title));
    }
    expect(html).toContain('placeholder="Search articles..."');
    expect(html).toContain('>All Categories</option>');
  });
});

// The filter's logic and the page's markup are the same at every width: checked at desktop width.
test.describe('article list payload', { tag: '@desktop-only' }, () => {
  test('carries no article content and no draft', async ({ request }) => {
    const read = async (path: string) => {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      return response.text();
    };
    const paths = articleListPages().map(({ path }) => path);
    const html = (await Promise.all(paths.map(read))).join('\n');
    const payload = (await Promise.all(paths.map((path) => read(`${path}.txt`)))).join('\n');
    // Cards show titles and excerpts; a body's opening that some card shows anyway says nothing about content.
    const cardText = publishedArticles().flatMap(({ title, excerpt }) => [title, excerpt ?? '']);
    for (const article of publishedArticles()) {
      const body = firstBodyText(article);
      if (cardText.some((text) => text.includes(body))) continue;
      expect(html, article.slug).not.toContain(body);
      expect(payload, article.slug).not.toContain(body);
    }
    for (const draft of unpublishedArticles()) {
      for (const text of [draft.title, draft.slug, draft.excerpt ?? draft.title]) {
        expect(html).not.toContain(text);
        expect(payload).not.toContain(text);
      }
    }
  });
});

// The filter's logic and the page's markup are the same at every width: checked at desktop width.
test.describe('search and category filter', { tag: '@desktop-only' }, () => {
  async function search(page: Page, text: string) {
    await searchBox(page).fill(text);
  }

  test('search matches title or excerpt as a case-insensitive substring', async ({ page }) => {
    await page.goto('/articles');
    const [first] = publishedArticles();
    const fromTitle = first!.title.split(' ').slice(1, 3).join(' ').toUpperCase();
    await search(page, fromTitle);
    await expectTitles(page, expectedMatches(fromTitle));

    const withExcerpt = publishedArticles().find((article) => article.excerpt)!;
    const fromExcerpt = withExcerpt.excerpt!.slice(10, 30).toLowerCase();
    await search(page, fromExcerpt);
    const matches = expectedMatches(fromExcerpt);
    expect(matches.map((article) => article.slug)).toContain(withExcerpt.slug);
    await expectTitles(page, matches);

    await search(page, '');
    await expectTitles(page, publishedArticles());
  });

  test('typing letter by letter narrows the list as it goes', async ({ page }) => {
    await page.goto('/articles');
    await searchBox(page).pressSequentially('PrIcInG');
    await expect(searchBox(page)).toHaveValue('PrIcInG');
    await expectTitles(page, expectedMatches('pricing'));
  });

  test('the category keeps exactly its articles, and All Categories brings them all back', async ({ page }) => {
    await page.goto('/articles');
    for (const category of CATEGORY_OPTIONS.slice(1)) {
      await categorySelect(page).selectOption({ label: category });
      const expected = expectedMatches('', category);
      expect(expected.length, `the sources need an article in ${category}`).toBeGreaterThan(0);
      await expectTitles(page, expected);
    }
    await categorySelect(page).selectOption({ label: 'All Categories' });
    await expectTitles(page, publishedArticles());
  });

  // On a slow connection the control is painted before all its options have arrived; if its width followed
  // them, the row would move as they came (the slow-network test caught it when a packet ended mid-list).
  test('the category control is as wide with its first option as with all of them', async ({ page }) => {
    await page.goto('/articles');
    const before = await categorySelect(page).boundingBox();
    const searchBefore = await searchBox(page).boundingBox();
    await categorySelect(page).evaluate((select: HTMLSelectElement) => {
      while (select.options.length > 1) select.options[1]!.remove();
    });
    await expect(categorySelect(page).getByRole('option')).toHaveCount(1);
    expect(await categorySelect(page).boundingBox()).toEqual(before);
    expect(await searchBox(page).boundingBox()).toEqual(searchBefore);
  });

  test('search and category combine', async ({ page }) => {
    await page.goto('/articles');
    await categorySelect(page).selectOption({ label: 'Product Management' });
    await search(page, 'the');
    await expectTitles(page, expectedMatches('the', 'Product Management'));
  });

  test('with no match the list gives way to the message', async ({ page }) => {
    await page.goto('/articles');
    await search(page, 'zz-no-article-says-this');
    await expect(main(page).getByText(NO_MATCH)).toBeVisible();
    await expect(cardTitles(page)).toHaveCount(0);
    await expectNoViolationsInEitherScheme(page);
    await search(page, '');
    await expect(main(page).getByText(NO_MATCH)).toHaveCount(0);
  });

  test("a draft's title finds nothing", async ({ page }) => {
    const [draft] = unpublishedArticles();
    expect(draft, 'the sources need a draft').toBeDefined();
    await page.goto('/articles');
    await search(page, draft!.title);
    await expect(main(page).getByText(NO_MATCH)).toBeVisible();
  });
});

// The filter's logic and the page's markup are the same at every width: checked at desktop width.
test.describe('the filter lives in the address bar', { tag: '@desktop-only' }, () => {
  test('searching and choosing a category write the query', async ({ page }) => {
    await page.goto('/articles');
    await searchBox(page).fill('pricing lessons');
    await expect(page).toHaveURL('/articles?q=pricing+lessons');
    await categorySelect(page).selectOption({ label: 'Entrepreneurship' });
    await expect(page).toHaveURL('/articles?q=pricing+lessons&category=Entrepreneurship');
    await searchBox(page).fill('');
    await categorySelect(page).selectOption({ label: 'All Categories' });
    await expect(page).toHaveURL('/articles');
  });

  test('opening a shared filtered address shows the filtered list', async ({ page }) => {
    await page.goto('/articles?q=PRODUCT&category=Career');
    await expect(searchBox(page)).toHaveValue('PRODUCT');
    await expect(categorySelect(page)).toHaveValue('Career');
    await expectTitles(page, expectedMatches('product', 'Career'));
  });

  test('an unknown category in the address means all categories', async ({ page }) => {
    await page.goto('/articles?category=Cooking');
    await expect(categorySelect(page)).toHaveValue('all');
    await expectTitles(page, publishedArticles());
  });

  test('coming back from an article restores the filtered list', async ({ page }) => {
    await page.goto('/articles');
    await categorySelect(page).selectOption({ label: 'Career' });
    await searchBox(page).fill('resume');
    const matches = expectedMatches('resume', 'Career');
    expect(matches.length).toBeGreaterThan(0);
    await expectTitles(page, matches);

    await card(page, matches[0]!.title).getByRole('link').click();
    await expect(page.getByRole('heading', { name: matches[0]!.title, level: 1 })).toBeVisible();
    await page.goBack();

    await expect(page).toHaveURL('/articles?q=resume&category=Career');
    await expect(searchBox(page)).toHaveValue('resume');
    await expect(categorySelect(page)).toHaveValue('Career');
    await expectTitles(page, matches);
  });

  test('Back steps through earlier filters, a whole search at a time', async ({ page }) => {
    await page.goto('/articles');
    await categorySelect(page).selectOption({ label: 'Entrepreneurship' });
    await searchBox(page).pressSequentially('founder');
    await expect(page).toHaveURL('/articles?q=founder&category=Entrepreneurship');
    await expectTitles(page, expectedMatches('founder', 'Entrepreneurship'));

    await page.goBack();
    await expect(page).toHaveURL('/articles?category=Entrepreneurship');
    await expect(searchBox(page)).toHaveValue('');
    await expectTitles(page, expectedMatches('', 'Entrepreneurship'));

    await page.goBack();
    await expect(page).toHaveURL('/articles');
    await expect(categorySelect(page)).toHaveValue('all');
    await expectTitles(page, publishedArticles());

    await page.goForward();
    await expect(categorySelect(page)).toHaveValue('Entrepreneurship');
    await expectTitles(page, expectedMatches('', 'Entrepreneurship'));
  });
});

test.describe('loading', () => {
  test('a spinner shows while the article list loads after a click', async ({ page }) => {
    const [article] = publishedArticles();
    await page.goto(`/articles/${article!.slug}`);
    await expectSpinnerThenPage(
      page,
      '/articles',
      main(page).getByRole('link', { name: 'Articles', exact: true }),
      page.getByRole('heading', { name: 'Articles', level: 1 }),
    );
  });

  test('a spinner shows while an article loads after a click', async ({ page }) => {
    const [article] = publishedArticles();
    await page.goto('/articles');
    await expectSpinnerThenPage(
      page,
      `/articles/${article!.slug}`,
      card(page, article!.title).getByRole('link'),
      page.getByRole('heading', { name: article!.title, level: 1 }),
    );
  });
});
