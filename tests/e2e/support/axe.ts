import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

interface AuditOptions {
  /** Only this part of the page. */
  include?: string;
}

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. */
export const AUDIT_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Rules axe marks experimental, and so leaves out of any tag set, which the audit runs all the same.
 * label-content-name-mismatch is WCAG 2.5.3 (level A, "label in name"): a control's accessible name must
 * contain its visible text, or a speech-input user cannot say what they see to activate it.
 */
export const EXPERIMENTAL_RULES = ['label-content-name-mismatch'];

/** The audit's violations: WCAG 2.2 A and AA, axe's best practices and the experimental rules above. */
export async function auditViolations(page: Page, { include }: AuditOptions = {}) {
  // options() replaces the run options, so it comes before withTags(), which adds the tag filter to them.
  let builder = new AxeBuilder({ page })
    .options({ rules: Object.fromEntries(EXPERIMENTAL_RULES.map((rule) => [rule, { enabled: true }])) })
    .withTags(AUDIT_TAGS);
  if (include) builder = builder.include(include);
  return (await builder.analyze()).violations;
}

/** The audit; any violation fails with its details. */
export async function expectNoViolations(page: Page, options: AuditOptions = {}) {
  const summary = (await auditViolations(page, options)).map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, 'accessibility violations').toEqual([]);
}

/**
 * The whole audit in the light scheme, then again with the page switched to the dark scheme (as a visitor's
 * system would): colours differ between them, and so may names and states (the theme control's name says the
 * scheme), so neither scheme is audited for colours alone.
 */
export async function expectNoViolationsInEitherScheme(page: Page, options: AuditOptions = {}) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await settleColours(page);
    await expectNoViolations(page, options);
  }
}

/**
 * Two frames: with reduced motion the site's reset gives every property change a 0.01 ms transition, so
 * the colours of a scheme switch are in place from the frame after it.
 */
async function settleColours(page: Page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}
