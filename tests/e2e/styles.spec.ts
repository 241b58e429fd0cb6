import { test, expect } from './support/fixtures';
import { siteRoutes } from './support/routes';

// Every page's CSS is delivered from <head> (the built HTML is checked by the Nu HTML Checker in
// `npm run test:html`); these check the live document, after hydration and after client-side navigation.

/** Where the document's <style> elements are. */
async function styleElements(page: import('@playwright/test').Page) {
  return page.evaluate(() => ({
    inHead: document.head.querySelectorAll('style').length,
    inBody: document.body.querySelectorAll('style').length,
  }));
}

test.describe('styles', () => {
  // The same markup at every size: checked once.
  for (const route of siteRoutes) {
    test(`${route.path}: every style is in the head, none in the body`, { tag: '@desktop-only' }, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      const styles = await styleElements(page);
      expect(styles.inBody).toBe(0);
      expect(styles.inHead).toBeGreaterThan(0);
    });
  }

  test('client-side navigation shows the next page already styled', { tag: '@desktop-only' }, async ({ page }) => {
    await page.goto('/');
    // A mutation observer runs before the browser can paint the inserted page: whatever the list looks
    // like to it is what the first frame shows.
    await page.evaluate(() => {
      const seen: { listStyle: string; cardRadius: string }[] = [];
      Object.assign(window, { __firstArticleList: seen });
      new MutationObserver(() => {
        const list = document.querySelector('main ul');
        const card = list?.querySelector('li');
        if (!list || !card || seen.length > 0 || location.pathname !== '/articles') return;
        seen.push({
          listStyle: getComputedStyle(list).listStyleType,
          cardRadius: getComputedStyle(card).borderTopLeftRadius,
        });
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Articles' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
    // The observer is still there, so this is the same document: the page arrived by client-side navigation.
    const [first] = await page.evaluate(
      () =>
        (window as unknown as { __firstArticleList: { listStyle: string; cardRadius: string }[] }).__firstArticleList,
    );
    expect(first).toEqual({ listStyle: 'none', cardRadius: '20px' });
    expect((await styleElements(page)).inBody).toBe(0);
  });
});
