import { test, expect, isPhone } from './support/fixtures';
import { navHrefs, navLabels, siteRoutes } from './support/routes';
import { site } from '../../content/site';
import { publishedArticle, tagAddress } from './support/articles';
import { expectSpinnerThenPage, loadingStatus } from './support/link-loading';

test.describe('top navigation', () => {
  // The footer too: its text is the same at any width, and checked at both as part of the same page load.
  for (const route of siteRoutes) {
    test(`on ${route.path}: brand, links and the current page, and the footer's "© 2025" and site name`, async ({
      page,
    }) => {
      await page.goto(route.path);
      await expect(page.getByRole('contentinfo')).toHaveText(`© 2025 ${site.siteName}`);
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: site.siteName, exact: true })).toHaveAttribute('href', '/');

      if (isPhone(page)) await header.getByRole('button', { name: 'Menu' }).click();
      const nav = header.getByRole('navigation').filter({ has: page.getByRole('link', { name: 'Readings' }) });
      for (const label of navLabels) {
        const link = nav.getByRole('link', { name: label, exact: true });
        await expect(link).toHaveAttribute('href', navHrefs[label]);
        if (label === route.activeNav) await expect(link).toHaveAttribute('aria-current', 'page');
        else await expect(link).not.toHaveAttribute('aria-current');
      }
    });
  }

  // The phone menu has its own test (mobile-menu.spec.ts).
  test('following the links navigates and moves the current marker', { tag: '@desktop-only' }, async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    for (const label of ['Readings', 'Articles', 'Sharings & Photos', 'Sounds Great', 'Home'] as const) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(navHrefs[label]);
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    }
  });

  // The narrowest screen with the links in the bar is 768 px, an iPad mini held upright. The current page's link
  // is bold, so each page is checked: loaded once, then resized through the widths (the bar follows the width by
  // CSS alone, as screen-widths.spec.ts says).
  for (const current of navLabels) {
    test(
      `on ${navHrefs[current]}, every link of the bar stays on one line and inside the header from 768 px up`,
      { tag: '@desktop-only' },
      async ({ page }) => {
        await page.setViewportSize({ width: 768, height: 800 });
        await page.goto(navHrefs[current]);
        const nav = page.getByRole('navigation', { name: 'Main', exact: true });
        for (const width of [768, 800, 1024, 1280]) {
          await page.setViewportSize({ width, height: 800 });
          const header = (await page.getByRole('banner').boundingBox())!;
          const oneLine = (await nav.getByRole('link', { name: 'Home', exact: true }).boundingBox())!.height;
          for (const label of navLabels) {
            const box = (await nav.getByRole('link', { name: label, exact: true }).boundingBox())!;
            const where = `${label} at ${width} px on ${navHrefs[current]}`;
            expect.soft(box.height, where).toBe(oneLine);
            expect.soft(box.y + box.height, where).toBeLessThanOrEqual(header.y + header.height);
          }
        }
      },
    );
  }

  // The site's name is the owner's: a long one must not push the menu, theme or calendar button off the
  // screen, nor break the links. It is set here as the build would render it.
  test('a long site name gives way to the buttons and the links', async ({ page }) => {
    const longName = 'Maria del Carmen Rodríguez-Santos de la Fuente';
    for (const width of isPhone(page) ? [320, 412] : [768, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/articles');
      const header = page.getByRole('banner');
      const brand = header.getByRole('link', { name: site.siteName, exact: true });
      await brand.evaluate((link, name) => {
        link.textContent = name;
      }, longName);
      await expect(header.getByRole('link', { name: longName, exact: true })).toBeVisible();
      const buttons = [
        header.getByRole('button', { name: /^Theme:/ }),
        header.getByRole('button', { name: 'Schedule a call', exact: true }),
        ...(isPhone(page) ? [header.getByRole('button', { name: 'Menu' })] : []),
      ];
      for (const button of buttons) await expect(button, `at ${width} px`).toBeInViewport({ ratio: 1 });
      if (!isPhone(page)) {
        const oneLine = (await header.getByRole('link', { name: 'Home', exact: true }).boundingBox())!.height;
        for (const label of navLabels) {
          const link = header.getByRole('link', { name: label, exact: true });
          await expect(link, `${label} at ${width} px`).toBeInViewport({ ratio: 1 });
          expect((await link.boundingBox())!.height, `${label} at ${width} px`).toBe(oneLine);
        }
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  });

  test('the header stays at the top while the page scrolls', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const box = await page.getByRole('banner').boundingBox();
    expect(box?.y).toBe(0);
  });
});

test.describe('a link followed from the keyboard', () => {
  // A visitor who has not asked for reduced motion (the suite asks for it by default).
  test.use({ reducedMotion: 'no-preference' });

  test('opens the next page at its top, when Enter follows the link as soon as it has focus', async ({ page }) => {
    // Focusing a link far down the page scrolls it into view. When that scroll was smooth, it was still running
    // when Enter followed the link, and the next page opened partway down.
    await page.goto('/articles/signup-funnel-analysis-before-redesign');
    const older = page.getByRole('link', { name: /^Older article / });
    const title = (await older.textContent())!.replace(/^Older article\s*/, '');
    await older.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

// DESIGN.md: the followed link shows a spinner while its page loads on client-side navigation. The article
// cards and the back link have their own tests (articles-list.spec.ts); these are the site's other links.
test.describe('the followed link shows a spinner while its page loads', () => {
  const ARTICLE = 'signup-funnel-analysis-before-redesign';

  test('a link of the header (of the menu, on a phone, which stays open until the page arrives)', async ({ page }) => {
    await page.goto('/articles');
    const header = page.getByRole('banner');
    const menuButton = header.getByRole('button', { name: 'Menu' });
    if (isPhone(page)) await menuButton.click();
    await expectSpinnerThenPage(
      page,
      '/readings',
      header.getByRole('link', { name: /^Readings/ }),
      page.getByRole('heading', { name: 'Readings', level: 1 }),
    );
    if (isPhone(page)) await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  test("an article's Older link and its tag links", async ({ page }) => {
    await page.goto(`/articles/${ARTICLE}`);
    const older = page.getByRole('link', { name: /^Older article / });
    const olderHref = (await older.getAttribute('href'))!;
    const olderTitle = (await older.textContent())!.replace(/^Older article\s*/, '');
    await expectSpinnerThenPage(page, olderHref, older, page.getByRole('heading', { name: olderTitle, level: 1 }));

    const [tag] = publishedArticle(olderHref.replace('/articles/', '')).tags;
    await expectSpinnerThenPage(
      page,
      `/articles/tags/${tagAddress(tag!)}`,
      page.getByRole('list', { name: 'Tags' }).getByRole('link', { name: new RegExp(`^${tag}`) }),
      page.getByRole('heading', { name: `Articles tagged “${tag}”`, level: 1 }),
    );
    await expect(loadingStatus(page)).toHaveCount(0);
  });
});
