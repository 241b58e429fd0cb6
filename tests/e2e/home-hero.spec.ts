import { test, expect, isPhone } from './support/fixtures';
import { answerFeedService, experiencesSection, samplePosts, waitForHydration } from './support/home';
import { cumulativeLayoutShift, recordLayoutShifts } from './support/layout-shifts';
import { site } from '../../content/site';

const dialogTitle = `Let's Connect - Schedule a Call with ${site.ownerName}`;

/** Where a scrolled-to section's top comes to rest: below the fixed header and 1rem of air (the page's scroll padding). */
const restingTop = (headerHeight: number) => Math.round(headerHeight + 16);

test.describe('home hero', () => {
  test('greets, introduces the owner and shows the portrait', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: site.greeting });
    await expect(hero.getByRole('heading', { level: 1, name: site.greeting })).toBeVisible();
    await expect(hero.getByText(site.bio)).toBeVisible();
    for (const topic of ['product manager', 'HRTech', 'FinTech', 'newsletter']) {
      expect(site.bio).toContain(topic);
    }

    const photo = hero.getByRole('img', { name: new RegExp(`portrait of ${site.ownerName}`, 'i') });
    await expect(photo).toBeVisible();
    await expect(photo).toHaveAttribute('loading', 'eager');
    await expect(photo).toHaveAttribute('fetchpriority', 'high');
    await expect(photo).toHaveAttribute('width', /^\d+$/);
    await expect(photo).toHaveAttribute('height', /^\d+$/);
  });

  test('the portrait is the largest element, loaded at the size it is shown, and nothing shifts', async ({ page }) => {
    await recordLayoutShifts(page);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __lcp: string[] }).__lcp = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
          seen.push(entry.element?.getAttribute('alt') ?? entry.element?.tagName ?? '');
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await answerFeedService(page, { status: 'ok', items: samplePosts });
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('article', { name: 'Latest newsletter post' })).toBeVisible();

    const photo = page.getByRole('img', { name: new RegExp(`portrait of ${site.ownerName}`, 'i') });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const alt = await photo.getAttribute('alt');
    await expect.poll(() => page.evaluate(() => (window as unknown as { __lcp: string[] }).__lcp.at(-1))).toBe(alt);

    const size = await photo.evaluate((img: HTMLImageElement) => {
      // naturalWidth is divided by the candidate's density; the file's own width is its w descriptor.
      const candidates = img.srcset.split(',').map((candidate) => {
        const [url, descriptor] = candidate.trim().split(/\s+/);
        return { url: new URL(url!, document.baseURI).href, width: Number.parseInt(descriptor!, 10) };
      });
      return {
        shown: img.getBoundingClientRect().width,
        file: candidates.find((candidate) => candidate.url === img.currentSrc)?.width ?? 0,
        largest: Math.max(...candidates.map((candidate) => candidate.width)),
        dpr: window.devicePixelRatio,
      };
    });
    // Sharp on this screen (as far as the largest file allows), and not a larger file than the screen can use.
    expect(size.file).toBeGreaterThanOrEqual(Math.min(size.shown * size.dpr, size.largest));
    expect(size.file).toBeLessThanOrEqual(size.shown * Math.max(size.dpr, 1) * 1.1);

    expect(await cumulativeLayoutShift(page)).toBe(0);
  });

  test('the floating icons are decorative and stop moving under reduced motion', async ({ page }) => {
    // The suite runs with reduced motion (playwright.config.ts); first, a visitor who did not ask for it.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    const decorations = page.getByTestId('hero-decorations');
    await expect(decorations).toHaveAttribute('aria-hidden', 'true');
    const icons = decorations.locator('svg');
    await expect(icons).toHaveCount(4);
    const animations = () =>
      icons.evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node.parentElement!).animationName));
    expect((await animations()).every((name) => name !== 'none')).toBe(true);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await animations()).toEqual(['none', 'none', 'none', 'none']);
  });

  test('links to every profile and to e-mail, each named', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: site.greeting });
    const list = hero.getByRole('list', { name: `${site.ownerName} online` });
    await expect(list.getByRole('link')).toHaveCount(site.socialLinks.length);
    expect(site.socialLinks.map((link) => link.network)).toEqual([
      'professional',
      'social',
      'code',
      'newsletter',
      'email',
    ]);
    for (const social of site.socialLinks) {
      const link = list.getByRole('link', { name: social.label, exact: true });
      await expect(link).toHaveAttribute('href', social.href);
      if (social.network === 'email') {
        await expect(link).toHaveAttribute('href', /^mailto:/);
        await expect(link).not.toHaveAttribute('target');
      } else {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
    }
  });

  test('"Explore My Experiences" scrolls smoothly to the experiences and moves focus there', async ({ page }) => {
    // The suite runs with reduced motion (playwright.config.ts); this is about the visitor who did not ask for it.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as { __scrolls: string[] }).__scrolls = calls;
      const original = Element.prototype.scrollIntoView;
      Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
        calls.push(`${this.id}:${typeof options === 'object' ? options.behavior : 'none'}`);
        return original.call(this, options);
      };
    });
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Explore My Experiences' }).click();
    expect(await page.evaluate(() => (window as unknown as { __scrolls: string[] }).__scrolls)).toEqual([
      'experiences:smooth',
    ]);
    const section = experiencesSection(page);
    await expect(section).toBeFocused();
    // It comes to rest just below the fixed header.
    const headerHeight = (await page.getByRole('banner').boundingBox())!.height;
    await expect
      .poll(() => section.evaluate((node) => Math.round(node.getBoundingClientRect().top)), { timeout: 3_000 })
      .toBe(restingTop(headerHeight));
  });

  test('"Explore My Experiences" jumps without animation under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Explore My Experiences' }).click();
    const section = experiencesSection(page);
    // No animation: the section is in place at once, not after a smooth scroll.
    const top = await section.evaluate((node) => Math.round(node.getBoundingClientRect().top));
    const headerHeight = (await page.getByRole('banner').boundingBox())!.height;
    expect(top).toBe(restingTop(headerHeight));
    await expect(section).toBeFocused();
  });

  test('"Schedule 15 Mins Talk" opens the scheduling dialog shared with the header', async ({ page }) => {
    await page.goto('/');
    const heroButton = page.getByRole('button', { name: 'Schedule 15 Mins Talk' });
    const headerButton = page.getByRole('banner').getByRole('button', { name: 'Schedule a call' });
    await expect(heroButton).toHaveAttribute('aria-expanded', 'false');

    await heroButton.click();
    const dialog = page.getByRole('dialog', { name: dialogTitle });
    await expect(dialog).toBeVisible();
    await expect(heroButton).toHaveAttribute('aria-expanded', 'true');
    await expect(headerButton).toHaveAttribute('aria-expanded', 'true');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(heroButton).toHaveAttribute('aria-expanded', 'false');
    await expect(heroButton).toBeFocused();

    await headerButton.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await heroButton.click();
    await expect(dialog).toBeVisible();
  });
});

test.describe('tooltips of icon-only controls', () => {
  const T0 = new Date('2025-06-02T10:00:00');

  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: T0 });
    await page.goto('/');
    await waitForHydration(page);
    // From here on, time moves only when the test says so.
    await page.clock.pauseAt(new Date(T0.getTime() + 60_000));
  });

  const tooltip = (page: import('@playwright/test').Page, label: string) => page.getByText(label, { exact: true });

  // Hover needs a pointer: phones have none.
  test(
    'a hovered link shows its name after 700 ms, the next one after 300 ms',
    { tag: '@desktop-only' },
    async ({ page }) => {
      const [first, second] = site.socialLinks;
      await page.getByRole('link', { name: first!.label, exact: true }).hover();
      await page.clock.runFor(699);
      await expect(tooltip(page, first!.label)).toBeHidden();
      await page.clock.runFor(1);
      await expect(tooltip(page, first!.label)).toBeVisible();

      await page.getByRole('link', { name: second!.label, exact: true }).hover();
      await expect(tooltip(page, first!.label)).toBeHidden();
      await page.clock.runFor(299);
      await expect(tooltip(page, second!.label)).toBeHidden();
      await page.clock.runFor(1);
      await expect(tooltip(page, second!.label)).toBeVisible();

      // The pointer can move onto the tooltip without it closing (WCAG 1.4.13)...
      await tooltip(page, second!.label).hover();
      await page.clock.runFor(1_000);
      await expect(tooltip(page, second!.label)).toBeVisible();
      // ...and Escape dismisses it.
      await page.keyboard.press('Escape');
      await expect(tooltip(page, second!.label)).toBeHidden();
    },
  );

  test('after a pause, the delay is 700 ms again', { tag: '@desktop-only' }, async ({ page }) => {
    const [first, second] = site.socialLinks;
    await page.getByRole('link', { name: first!.label, exact: true }).hover();
    await page.clock.runFor(700);
    await expect(tooltip(page, first!.label)).toBeVisible();
    await page.mouse.move(1, 400);
    await expect(tooltip(page, first!.label)).toBeHidden();
    await page.clock.runFor(1_000);
    await page.getByRole('link', { name: second!.label, exact: true }).hover();
    await page.clock.runFor(300);
    await expect(tooltip(page, second!.label)).toBeHidden();
    await page.clock.runFor(400);
    await expect(tooltip(page, second!.label)).toBeVisible();
  });

  test('keyboard focus shows the name; Escape hides it; the accessible name stays on the control', async ({ page }) => {
    const email = site.socialLinks.find((link) => link.network === 'email')!;
    const code = site.socialLinks.find((link) => link.network === 'code')!;
    const codeLink = page.getByRole('link', { name: code.label, exact: true });
    // Reach the link with the keyboard alone: Tab from the button before the social links.
    await page.getByRole('button', { name: 'Schedule 15 Mins Talk' }).focus();
    for (let presses = 0; presses < site.socialLinks.length; presses += 1) {
      await page.keyboard.press('Tab');
      if (await codeLink.evaluate((node) => node === document.activeElement)) break;
    }
    await expect(codeLink).toBeFocused();
    await page.clock.runFor(699);
    await expect(tooltip(page, code.label)).toBeHidden();
    await page.clock.runFor(1);
    await expect(tooltip(page, code.label)).toBeVisible();
    await expect(codeLink).toHaveAccessibleName(code.label);

    await page.keyboard.press('Tab');
    await expect(tooltip(page, code.label)).toBeHidden();
    await page.clock.runFor(300);
    await expect(tooltip(page, site.socialLinks[3]!.label)).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(tooltip(page, site.socialLinks[3]!.label)).toBeHidden();
    await expect(tooltip(page, email.label)).toBeHidden();
  });

  test('the header calendar button shows its name too', async ({ page }) => {
    const button = page.getByRole('banner').getByRole('button', { name: 'Schedule a call' });
    if (isPhone(page)) {
      await button.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
    } else {
      await button.hover();
    }
    await page.clock.runFor(700);
    const tip = page.getByRole('banner').getByText('Schedule a call', { exact: true });
    await expect(tip).toBeVisible();
    // It stays inside the viewport although the button sits at the right edge.
    const box = (await tip.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  });
});
