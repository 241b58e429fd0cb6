import type { Locator, Page } from '@playwright/test';
import { test, expect, isPhone } from './support/fixtures';
import { expectNoViolationsInEitherScheme } from './support/axe';
import {
  unpublishedArticles,
  publishedArticle,
  publishedArticles,
  tagAddress,
  tagListPages,
  type SourceArticle,
} from './support/articles';

// An article with sections and subsections, a titled code block and tags shared with other articles.
const LONG = 'signup-funnel-analysis-before-redesign';
// A short article (two sections) whose author links to its own section and to a section of LONG.
const SHORT = 'one-page-product-brief';

/** The `##`/`###` headings of an article's markdown, outside code fences. */
function sourceHeadings(article: SourceArticle): { level: number; text: string }[] {
  const withoutCode = article.content.replace(/^```[\s\S]*?^```/gm, '');
  return [...withoutCode.matchAll(/^(#{2,3}) (.+)$/gm)].map((match) => ({
    level: match[1]!.length,
    text: match[2]!.replace(/[`*_]/g, '').trim(),
  }));
}

/** Whether the heading sits just below the fixed header: not under it, and not far below it. */
async function expectJustBelowHeader(page: Page, heading: Locator) {
  const header = (await page.getByRole('banner').boundingBox())!;
  await expect
    .poll(async () => {
      const top = (await heading.boundingBox())!.y;
      return top >= header.y + header.height && top <= header.y + header.height + 48;
    })
    .toBe(true);
}

/** The "On this page" landmark a reader of this screen size has (the other one is not displayed). */
async function openContents(page: Page): Promise<Locator> {
  if (isPhone(page)) {
    const summary = page.getByText('On this page', { exact: true }).filter({ visible: true });
    const disclosure = page.getByRole('group').filter({ has: summary });
    await summary.click();
    await expect(disclosure.getByRole('navigation', { name: 'On this page' })).toBeVisible();
  }
  return page.getByRole('navigation', { name: 'On this page' });
}

test.describe('contents and section links', () => {
  test('"On this page" lists the sections in order, subsections nested, each leading to its heading below the header', async ({
    page,
  }) => {
    await page.goto(`/articles/${LONG}`);
    const contents = await openContents(page);
    await expect(contents).toHaveCount(1);
    const expected = sourceHeadings(publishedArticle(LONG));
    expect(expected.some((heading) => heading.level === 3)).toBe(true);
    await expect(contents.getByRole('link')).toHaveText(expected.map((heading) => heading.text));
    // A subsection's link is in the list of the section before it.
    const subsection = expected.find((heading) => heading.level === 3)!;
    const parent = expected.slice(0, expected.indexOf(subsection)).findLast((heading) => heading.level === 2)!;
    await expect(
      contents.getByRole('listitem').filter({ has: page.getByRole('link', { name: parent.text, exact: true }) }),
    ).toContainText(subsection.text);

    const target = expected.at(-1)!;
    await contents.getByRole('link', { name: target.text, exact: true }).click();
    const heading = page.getByRole('heading', { name: target.text, exact: true });
    await expect(page).toHaveURL(new RegExp(`#${await heading.getAttribute('id')}$`));
    await expectJustBelowHeader(page, heading);
  });

  test('on wide screens the contents stay in view beside the text', { tag: '@desktop-only' }, async ({ page }) => {
    await page.goto(`/articles/${LONG}`);
    const contents = page.getByRole('navigation', { name: 'On this page' });
    const body = page.getByRole('article').getByRole('paragraph').first();
    expect((await contents.boundingBox())!.x).toBeGreaterThan((await body.boundingBox())!.x + 600);
    await page.mouse.wheel(0, 2500);
    await expect.poll(async () => (await contents.boundingBox())!.y).toBeLessThan(200);
    await expect(contents).toBeInViewport();
  });

  test('on phones they are a closed disclosure above the text', { tag: '@phone-only' }, async ({ page }) => {
    await page.goto(`/articles/${LONG}`);
    await expect(page.getByRole('navigation', { name: 'On this page' })).toBeHidden();
    const summary = page.getByText('On this page', { exact: true }).filter({ visible: true });
    const body = page.getByRole('article').getByRole('paragraph').filter({ hasText: 'A few years ago' });
    expect((await summary.boundingBox())!.y).toBeLessThan((await body.boundingBox())!.y);
  });

  test.describe('without script', () => {
    test.use({ javaScriptEnabled: false });

    test('they work the same', async ({ page }) => {
      await page.goto(`/articles/${LONG}`);
      const contents = await openContents(page);
      const target = sourceHeadings(publishedArticle(LONG))[1]!.text;
      await contents.getByRole('link', { name: target, exact: true }).click();
      await expect(page).toHaveURL(/#section-/);
      await expectJustBelowHeader(page, page.getByRole('heading', { name: target, exact: true }));
    });
  });

  test('a short article has none', async ({ page }) => {
    await page.goto(`/articles/${SHORT}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(sourceHeadings(publishedArticle(SHORT)).length).toBeLessThan(3);
    await expect(page.getByRole('navigation', { name: 'On this page' })).toHaveCount(0);
    await expect(page.getByText('On this page', { exact: true })).toHaveCount(0);
  });

  test("every section heading has its own link, shown on hover and keyboard focus, and the page's ids stay unique", async ({
    page,
  }) => {
    await page.goto(`/articles/${LONG}`);
    for (const { text } of sourceHeadings(publishedArticle(LONG))) {
      const heading = page.getByRole('heading', { name: text, exact: true });
      const link = page.getByRole('link', { name: `Link to this section: ${text}` });
      await expect(link).toHaveAttribute('href', `#${await heading.getAttribute('id')}`);
    }
    const first = sourceHeadings(publishedArticle(LONG))[0]!.text;
    const link = page.getByRole('link', { name: `Link to this section: ${first}` });
    await expect(link).toHaveCSS('opacity', isPhone(page) ? '0.6' : '0');
    if (!isPhone(page)) {
      await page.getByRole('heading', { name: first, exact: true }).hover();
      await expect(link).toHaveCSS('opacity', '1');
      await page.mouse.move(0, 0);
    }
    await link.focus();
    await expect(link).toHaveCSS('opacity', '1');

    const ids = await page.evaluate(() => [...document.querySelectorAll('[id]')].map((element) => element.id));
    expect(ids.length).toBe(new Set(ids).size);
    // The skip link still reaches the main landmark.
    await page.getByRole('link', { name: 'Skip to content' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test("an author's link to a section of the same article lands on it below the header", async ({ page }) => {
    await page.goto(`/articles/${SHORT}`);
    await page.getByRole('article').getByRole('link', { name: 'The template', exact: true }).click();
    await expectJustBelowHeader(page, page.getByRole('heading', { name: 'The template', exact: true }));
  });

  test("an author's link to a section of another article lands on that heading", async ({ page }) => {
    await page.goto(`/articles/${SHORT}`);
    await page.getByRole('article').getByRole('link', { name: 'the funnel article' }).click();
    await expect(page).toHaveURL(`/articles/${LONG}#section-the-query`);
    await expectJustBelowHeader(page, page.getByRole('heading', { name: 'The query', exact: true }));
  });
});

test.describe('the copy button', () => {
  /**
   * For every code block of two articles with many: the lines with text under the copy button, with the block
   * scrolled to its start (as the reader first sees it) or to its end (as far as a line can be moved clear).
   */
  async function expectNoLineUnderTheButton(page: Page, scrolledTo: 'start' | 'end') {
    for (const slug of ['two-week-validation-sprint-founders', 'feature-flags-startup-budget']) {
      await page.goto(`/articles/${slug}`);
      const blocks = page.getByRole('article').getByRole('figure');
      await expect(blocks.first().getByRole('button', { name: 'Copy code' })).toBeVisible();
      for (const block of await blocks.all()) {
        await block.scrollIntoViewIfNeeded();
        const covered = await block.evaluate((figure, end) => {
          const pre = figure.querySelector('pre')!;
          pre.scrollLeft = end ? pre.scrollWidth : 0;
          const button = figure.querySelector('button')!.getBoundingClientRect();
          return [...figure.querySelectorAll('[data-line]')].flatMap((line) => {
            const range = document.createRange();
            range.selectNodeContents(line);
            const under = [...range.getClientRects()].some(
              (text) =>
                text.width > 0 &&
                text.top < button.bottom &&
                text.bottom > button.top &&
                text.left < button.right &&
                text.right > button.left,
            );
            return under ? [line.textContent] : [];
          });
        }, scrolledTo === 'end');
        expect(covered, `${slug}: lines under the copy button`).toEqual([]);
      }
    }
  }

  test('hides no code: the end of every line beside it can be scrolled clear of it', async ({ page }) => {
    await expectNoLineUnderTheButton(page, 'end');
  });

  test('covers no code before the block is scrolled either, at any width', async ({ page }) => {
    await expectNoLineUnderTheButton(page, 'start');
  });
});

// The same at every width: checked at desktop width.
test.describe('copying code', { tag: '@desktop-only' }, () => {
  const sqlFence = () => /```sql[^\n]*\n([\s\S]*?)\n```/.exec(publishedArticle(LONG).content)![1]!;

  test('"Copy code" puts exactly the code on the clipboard and says "Copied"', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/articles/${LONG}`);
    const block = page.getByRole('figure').filter({ hasText: 'signup-funnel.sql' });
    const button = block.getByRole('button', { name: 'Copy code' });
    // Where the button is in its block, and how big: the same before and after (it shows a tick instead).
    const place = async () => {
      const [own, frame] = [(await button.boundingBox())!, (await block.boundingBox())!];
      return { x: own.x - frame.x, y: own.y - frame.y, width: own.width, height: own.height };
    };
    const before = await place();
    await button.click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(sqlFence());
    expect(await place()).toEqual(before);
  });

  test('says "Copy failed" when the clipboard refuses', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
      });
    });
    await page.goto(`/articles/${LONG}`);
    await page.getByRole('button', { name: 'Copy code' }).first().click();
    await expect(page.getByRole('status').filter({ hasText: 'Copy failed' })).toHaveText('Copy failed');
  });

  test('every code block has one, reachable from the keyboard', async ({ page }) => {
    await page.goto('/articles/feature-flags-startup-budget');
    const blocks = page.getByRole('article').getByRole('figure');
    const count = await blocks.count();
    expect(count).toBeGreaterThan(1);
    await expect(page.getByRole('button', { name: 'Copy code' })).toHaveCount(count);
    await page.getByRole('button', { name: 'Copy code' }).first().focus();
    await expect(page.getByRole('button', { name: 'Copy code' }).first()).toBeFocused();
  });

  test.describe('without script', () => {
    test.use({ javaScriptEnabled: false });

    test('there is no button that could not work', async ({ page }) => {
      await page.goto(`/articles/${LONG}`);
      await expect(page.getByRole('article').getByRole('figure').first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Copy code' })).toHaveCount(0);
    });
  });
});

// The same at every width: checked at desktop width.
test.describe('onward reading', { tag: '@desktop-only' }, () => {
  test('links to the newer and the older article, with their titles', async ({ page }) => {
    const articles = publishedArticles();
    const index = articles.findIndex((article) => article.slug === LONG);
    await page.goto(`/articles/${LONG}`);
    const nav = page.getByRole('navigation', { name: 'Newer and older articles' });
    await expect(nav.getByRole('link', { name: `Newer article ${articles[index - 1]!.title}` })).toHaveAttribute(
      'href',
      `/articles/${articles[index - 1]!.slug}`,
    );
    await expect(nav.getByRole('link', { name: `Older article ${articles[index + 1]!.title}` })).toHaveAttribute(
      'href',
      `/articles/${articles[index + 1]!.slug}`,
    );
  });

  test('the newest article has no newer one, the oldest no older one', async ({ page }) => {
    const articles = publishedArticles();
    await page.goto(`/articles/${articles[0]!.slug}`);
    const nav = page.getByRole('navigation', { name: 'Newer and older articles' });
    await expect(nav.getByRole('link')).toHaveCount(1);
    await expect(nav.getByRole('link')).toHaveAccessibleName(`Older article ${articles[1]!.title}`);
    await page.goto(`/articles/${articles.at(-1)!.slug}`);
    await expect(nav.getByRole('link')).toHaveCount(1);
    await expect(nav.getByRole('link')).toHaveAccessibleName(`Newer article ${articles.at(-2)!.title}`);
  });

  test('up to three related articles, those sharing the most tags first, never the article itself', async ({
    page,
  }) => {
    const article = publishedArticle(LONG);
    const tags = new Set(article.tags.map(tagAddress));
    const shared = (other: SourceArticle) => other.tags.filter((tag) => tags.has(tagAddress(tag))).length;
    const mostShared = Math.max(
      ...publishedArticles()
        .filter((other) => other.slug !== LONG)
        .map(shared),
    );
    await page.goto(`/articles/${LONG}`);
    const related = page
      .getByRole('region', { name: 'Related articles' })
      .getByRole('list', { name: 'Related articles' });
    const links = related.getByRole('link');
    await expect(links).toHaveCount(3);
    const slugs = (await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))).map((href) =>
      href!.replace('/articles/', ''),
    );
    expect(slugs).not.toContain(LONG);
    expect(shared(publishedArticle(slugs[0]!))).toBe(mostShared);
    const counts = slugs.map((slug) => shared(publishedArticle(slug)));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });
});

test.describe('tag pages', () => {
  test("an article's tags lead to their pages", async ({ page }) => {
    const article = publishedArticle(LONG);
    await page.goto(`/articles/${LONG}`);
    const tags = page.getByRole('list', { name: 'Tags' });
    for (const tag of article.tags) {
      await expect(tags.getByRole('link', { name: tag, exact: true })).toHaveAttribute(
        'href',
        `/articles/tags/${tagAddress(tag)}`,
      );
    }
    await tags.getByRole('link', { name: article.tags[0]!, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Articles tagged “${article.tags[0]}”`);
  });

  test(
    'each lists exactly the published articles with that tag, newest first, a page at a time',
    { tag: '@desktop-only' },
    async ({ page }) => {
      // The tags of the article with the most of them, some shared with other articles (the sitemap test
      // checks that every tag has its page).
      const addresses = new Set(publishedArticle(LONG).tags.map(tagAddress));
      const pages = tagListPages().filter(({ path }) => addresses.has(path.split('/')[3]!));
      for (const { path, articles } of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toContainText('Articles tagged');
        await expect(
          page.getByRole('list', { name: /^Articles tagged/ }).getByRole('heading', { level: 2 }),
          path,
        ).toHaveText(articles.map((article) => article.title));
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
      }
    },
  );

  test('a tag used only by drafts, and an unknown tag, have no page', async ({ page }) => {
    const published = new Set(publishedArticles().flatMap((article) => article.tags.map(tagAddress)));
    const draftOnly = unpublishedArticles()
      .flatMap((article) => article.tags.map(tagAddress))
      .filter((address) => !published.has(address));
    expect(draftOnly.length).toBeGreaterThan(0);
    for (const address of [...draftOnly, 'no-such-tag']) {
      const response = await page.goto(`/articles/tags/${address}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Article not found' })).toBeVisible();
    }
  });

  test('have no accessibility violations, nor does an article with open contents', async ({ page }) => {
    await page.goto('/articles/tags/analytics');
    await expectNoViolationsInEitherScheme(page);
    await page.goto(`/articles/${LONG}`);
    await openContents(page);
    await expectNoViolationsInEitherScheme(page);
  });
});
