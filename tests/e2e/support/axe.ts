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
  let builder = axeBuilder(page, {
    rules: Object.fromEntries(EXPERIMENTAL_RULES.map((rule) => [rule, { enabled: true }])),
  }).withTags(AUDIT_TAGS);
  if (include) builder = builder.include(include);
  return (await builder.analyze()).violations;
}

/**
 * An axe run as the suite's audits make it, 2–2.5 times faster than AxeBuilder's default (2.6 → 1.1 s for an
 * article page on the 2-core machine):
 * - Legacy mode runs axe.run() in the page itself, where the default opens a blank page for every audit to
 *   put the frames' results together. The cost is that frames from another origin are not audited; the only
 *   such frames are the booking page and the newsletter's form, which the tests answer with stand-ins, so
 *   auditing their insides audits the stand-ins. The frame element itself (its title) is audited either way.
 * - Only violations are gathered: axe otherwise describes every node that passes (a thousand on an article).
 */
export function axeBuilder(page: Page, options: Parameters<AxeBuilder['options']>[0] = {}) {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ ...options, resultTypes: ['violations'] });
}

/** One line per violation, then its elements; for a contrast failure each element's colours and ratio. */
function describeViolations(violations: Awaited<ReturnType<typeof auditViolations>>): string[] {
  return violations.map((v) => {
    const nodes = v.nodes.map((n) => {
      const contrast = n.any.find((check) => check.id === 'color-contrast')?.data as
        { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
      const colours = contrast?.fgColor
        ? ` (${contrast.fgColor} on ${contrast.bgColor}, ${contrast.contrastRatio}:1)`
        : '';
      return `${n.target.join(' ')}${colours}`;
    });
    return `${v.id} (${v.impact}): ${v.help}\n  ${nodes.join('\n  ')}`;
  });
}

/** How long a violation must hold: long enough for a few audits even when each takes seconds on a busy machine. */
const AUDIT_RETRY_MS = 20_000;

/**
 * The audit; any violation fails with its details.
 *
 * A violation must still be there when the audit is run again, up to AUDIT_RETRY_MS later. Three times in some
 * forty full runs (never when run alone, hundreds of times, nor under load), axe reported the colour contrast of
 * every text on the phone's article cards, in the middle of a page nothing was changing, while each later
 * audit of the same page found none. A real violation stays on the page and still fails the test; a passing
 * retry is printed with what the first audit saw, so the cause can be found from the log.
 */
export async function expectNoViolations(page: Page, options: AuditOptions = {}) {
  let firstSeen: string[] = [];
  let lastSeen: string[] | undefined;
  try {
    await expect(async () => {
      const summary = describeViolations(await auditViolations(page, options));
      if (!firstSeen.length) firstSeen = summary;
      lastSeen = summary;
      expect(summary, 'accessibility violations').toEqual([]);
    }).toPass({ intervals: [500, 1000], timeout: AUDIT_RETRY_MS });
  } catch (error) {
    // toPass reports only its timeout: say what the audits found (on a loaded machine one audit can take most
    // of the time, so the last may be the first).
    throw new Error(
      `accessibility violations on ${page.url()}, first audit:\n${firstSeen.join('\n') || '(none)'}\n` +
        `last audit:\n${lastSeen?.join('\n') || '(it did not finish)'}`,
      { cause: error },
    );
  }
  if (firstSeen.length) {
    const scheme = await page.evaluate(() => (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'));
    console.warn(
      `axe: a first audit of ${page.url()} (${scheme}) reported, and the next did not:\n${firstSeen.join('\n')}`,
    );
  }
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
