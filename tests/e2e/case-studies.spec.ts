import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, ONE_WIDTH } from './support/fixtures';
import { ruleViolations } from './support/axe';
import { sourceCaseStudies } from './support/case-studies';
import { cumulativeLayoutShift, recordLayoutShifts } from './support/layout-shifts';
import { site } from '../../content/site';

const published = () => sourceCaseStudies().filter((caseStudy) => caseStudy.isPublished);
const bySlug = (slug: string) => published().find((caseStudy) => caseStudy.slug === slug)!;
const PAYORA = 'payora-progressive-verification';
const SALARY_COMPASS = 'salary-compass-first-year';
const absolute = (address: string) => new URL(address, site.url).toString();

/** The "Read the case study" link of the card whose heading is `position`. */
function caseStudyLink(page: Page, position: string) {
  return page.getByRole('article', { name: position, exact: true }).getByRole('link', { name: /^Read the case study/ });
}

test.describe('case study list', () => {
  test('lists every published case study as a card: cover, title, summary, role and period', async ({ page }) => {
    await recordLayoutShifts(page);
    await page.goto('/case-studies');
    await expect(page).toHaveTitle(`Case studies | ${site.siteName}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Case studies');
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) });
    // Newest period first.
    const expected = [bySlug(PAYORA), bySlug(SALARY_COMPASS)];
    await expect(cards).toHaveCount(expected.length);
    for (const [index, caseStudy] of expected.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(caseStudy.title);
      await expect(card.getByRole('link', { name: caseStudy.title })).toHaveAttribute(
        'href',
        `/case-studies/${caseStudy.slug}`,
      );
      await expect(card.getByText(caseStudy.summary, { exact: true })).toBeVisible();
      await expect(card.getByText(caseStudy.role, { exact: true })).toBeVisible();
      await expect(card.getByText(caseStudy.period, { exact: true })).toBeVisible();
      const cover = card.getByRole('img');
      await expect(cover).toHaveAttribute('src', /^\/article-images\/[0-9a-f]{16}-\d+\.webp$/);
      await expect
        .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
        .toBeGreaterThan(0);
    }
    await expect(page.getByRole('link', { name: 'Draft' })).toHaveCount(0);
    expect(await cumulativeLayoutShift(page)).toBe(0);
  });

  test('a card leads to its case study', async ({ page }) => {
    await page.goto('/case-studies');
    await page.getByRole('link', { name: bySlug(SALARY_COMPASS).title }).click();
    await expect(page).toHaveURL(`/case-studies/${SALARY_COMPASS}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bySlug(SALARY_COMPASS).title);
  });
});

test.describe('case study page', () => {
  test('shows title, summary, role, period, the figure row, the body with its chart, and the way back', async ({
    page,
  }) => {
    await recordLayoutShifts(page);
    const caseStudy = bySlug(PAYORA);
    await page.goto(`/case-studies/${PAYORA}`);
    const article = page.getByRole('article');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(caseStudy.title);
    await expect(article.getByText(caseStudy.summary, { exact: true })).toBeVisible();
    await expect(article.getByRole('definition').filter({ hasText: caseStudy.role })).toBeVisible();
    await expect(article.getByText(caseStudy.period, { exact: true })).toBeVisible();
    const figures = article.getByRole('list', { name: 'Key figures' }).getByRole('listitem');
    await expect(figures).toHaveText(caseStudy.metrics.map(({ value, label }) => `${value}${label}`));
    for (const heading of ['The problem', 'My role', 'The approach', 'The outcome', 'What I would do differently']) {
      await expect(article.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    // The chart goes through the article image pipeline: the site's own WebP, with its caption.
    const chart = article.getByRole('figure').filter({ has: page.getByRole('img') });
    await expect(chart.locator('figcaption')).toContainText('Signup conversion by month');
    await chart.scrollIntoViewIfNeeded();
    const image = chart.getByRole('img');
    await expect(image).toHaveAttribute('src', /^\/article-images\//);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    const back = article.getByRole('link', { name: /^See the experience on the home page/ });
    await expect(back).toHaveAttribute('href', '/#experience-payora');
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await cumulativeLayoutShift(page)).toBe(0);
  });

  test(
    'has its title, description, canonical address, social card and CreativeWork data',
    ONE_WIDTH,
    async ({ page, request }) => {
      const caseStudy = bySlug(PAYORA);
      await page.goto(`/case-studies/${PAYORA}`);
      await expect(page).toHaveTitle(`${caseStudy.title} | ${site.siteName}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', caseStudy.summary);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', absolute(`/case-studies/${PAYORA}`));
      const card = absolute(`/og/case-studies/${PAYORA}.png`);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', card);
      const png = await request.get(`/og/case-studies/${PAYORA}.png`);
      expect(png.status()).toBe(200);
      expect(png.headers()['content-type']).toBe('image/png');
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(blocks.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'CreativeWork')).toMatchObject({
        '@context': 'https://schema.org',
        name: caseStudy.title,
        description: caseStudy.summary,
        author: { '@type': 'Person', name: site.ownerName },
        url: absolute(`/case-studies/${PAYORA}`),
        image: card,
      });
      const sitemap = await (await request.get('/sitemap.xml')).text();
      for (const address of ['/case-studies', ...published().map(({ slug }) => `/case-studies/${slug}`)]) {
        expect(sitemap).toContain(`<loc>${absolute(address)}</loc>`);
      }
    },
  );

  test('an unknown address under /case-studies/ is the 404 page', ONE_WIDTH, async ({ page, consoleMessages }) => {
    const response = await page.goto('/case-studies/no-such-case-study');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await expect.poll(() => consoleMessages.join('\n')).toContain('/case-studies/no-such-case-study');
  });

  test(
    'a draft is not published: its address is not found and nothing in the built site names it',
    ONE_WIDTH,
    async ({ page }) => {
      const drafts = sourceCaseStudies().filter((caseStudy) => !caseStudy.isPublished);
      expect(drafts.length, 'the bundled case studies need a draft').toBeGreaterThan(0);
      const outDir = process.env.SITE_OUT_DIR ?? 'out';
      const files = readdirSync(outDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
      for (const draft of drafts) {
        const response = await page.goto(`/case-studies/${draft.slug}`);
        expect(response?.status()).toBe(404);
        for (const entry of files) {
          const file = path.join(entry.parentPath, entry.name);
          expect(file, 'a file named after the draft').not.toContain(draft.slug);
          if (!/\.(html|txt|xml|json|js|webmanifest)$/.test(entry.name)) continue;
          const text = readFileSync(file, 'utf8');
          expect(text.includes(draft.slug) || text.includes(draft.title), `${file} names the draft`).toBe(false);
        }
      }
    },
  );

  test.describe('without script', () => {
    test.use({ javaScriptEnabled: false });

    test('the list and a case study are whole', async ({ page }) => {
      await page.goto('/case-studies');
      await expect(page.getByRole('main').getByRole('img')).toHaveCount(published().length);
      await page.goto(`/case-studies/${SALARY_COMPASS}`);
      const article = page.getByRole('article');
      await expect(article.getByRole('list', { name: 'Key figures' }).getByRole('listitem')).toHaveCount(3);
      await expect(article.getByRole('heading', { name: 'What I would do differently' })).toBeVisible();
      await expect(article.getByRole('link', { name: /^See the project on the home page/ })).toHaveAttribute(
        'href',
        '/#experience-salary-compass',
      );
    });
  });
});

test.describe('home page cards', () => {
  test('an experience card and a project card link to their case studies', async ({ page }) => {
    await page.goto('/');
    const payora = caseStudyLink(page, 'Senior Product Manager, Merchant Onboarding');
    // What a sighted visitor reads: the text of the parts drawn larger than the 1 px of visually hidden text.
    const visibleText = await payora.evaluate((link) =>
      [...link.childNodes]
        .filter((node) => {
          if (node.nodeType === Node.TEXT_NODE) return true;
          const box = (node as Element).getBoundingClientRect();
          return box.width > 1 && box.height > 1;
        })
        .map((node) => node.textContent)
        .join('')
        .trim(),
    );
    expect(visibleText).toBe('Read the case study');
    await expect(payora).toHaveAccessibleName(`Read the case study about ${bySlug(PAYORA).title}`);
    await expect(payora).toHaveAttribute('href', `/case-studies/${PAYORA}`);
    // Only the cards with a case study have the link.
    await expect(page.getByRole('link', { name: /^Read the case study/ })).toHaveCount(1);

    await page.getByRole('tab', { name: /Projects/ }).click();
    const salaryCompass = caseStudyLink(page, 'Salary Compass: creator and product lead');
    await expect(salaryCompass).toHaveAccessibleName(`Read the case study about ${bySlug(SALARY_COMPASS).title}`);
    await salaryCompass.click();
    await expect(page).toHaveURL(`/case-studies/${SALARY_COMPASS}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bySlug(SALARY_COMPASS).title);
  });

  test("the links' accessible names start with their visible text (WCAG 2.5.3)", async ({ page }) => {
    await page.goto('/');
    const violations = await ruleViolations(page, ['label-content-name-mismatch']);
    expect(violations.map((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([]);
    // The rule looks at these links: one per case study, in either tab.
    await expect(page.locator('a[href^="/case-studies/"]')).toHaveCount(published().length);
  });

  test("a case study's way back opens the project tab at its card", async ({ page }) => {
    await page.goto(`/case-studies/${SALARY_COMPASS}`);
    await page.getByRole('link', { name: /^See the project on the home page/ }).click();
    await expect(page).toHaveURL('/#experience-salary-compass');
    await expect(page.getByRole('tab', { name: /Projects/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Salary Compass: creator and product lead' })).toBeInViewport();
  });

  test('the experiences section leads to the case studies', async ({ page }) => {
    await page.goto('/');
    const link = page.locator('#experiences').getByRole('link', { name: 'Read the case studies →' });
    await link.click();
    await expect(page).toHaveURL('/case-studies');
  });
});

test.describe('both themes', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`the pages fit the screen in the ${scheme} scheme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      for (const address of ['/case-studies', `/case-studies/${PAYORA}`]) {
        await page.goto(address);
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'system');
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        // The page follows the scheme: its text is light on dark, or dark on light.
        const text = await page.getByRole('heading', { level: 1 }).evaluate((h1) => getComputedStyle(h1).color);
        const [red] = text.match(/\d+/g)!.map(Number);
        expect(scheme === 'dark' ? red! > 150 : red! < 100, `heading colour ${text}`).toBe(true);
      }
    });
  }
});
