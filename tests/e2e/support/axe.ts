import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The audit's rules that read colours: all that can differ between the light and the dark scheme. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

interface AuditOptions {
  /** Only this part of the page. */
  include?: string;
  /** Only the rules that read colours (the markup, and so every other rule's answer, is the same in both schemes). */
  colourOnly?: boolean;
}

/** WCAG 2.2 A and AA plus axe's best practices; any violation fails with its details. */
export async function expectNoViolations(page: Page, { include, colourOnly = false }: AuditOptions = {}) {
  let builder = new AxeBuilder({ page });
  builder = colourOnly
    ? builder.withRules(COLOUR_RULES)
    : builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, 'accessibility violations').toEqual([]);
}

/**
 * Audits the page as it is in the light scheme, then switches the page to the dark scheme (as a visitor's
 * system would) and audits its colours again.
 */
export async function expectNoViolationsInEitherScheme(page: Page, options: Omit<AuditOptions, 'colourOnly'> = {}) {
  await page.emulateMedia({ colorScheme: 'light' });
  await settleColours(page);
  await expectNoViolations(page, options);
  await page.emulateMedia({ colorScheme: 'dark' });
  await settleColours(page);
  await expectNoViolations(page, { ...options, colourOnly: true });
}

/**
 * Two frames: with reduced motion the site's reset gives every property change a 0.01 ms transition, so
 * the colours of a scheme switch are in place from the frame after it.
 */
async function settleColours(page: Page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}
