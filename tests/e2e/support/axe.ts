import { readFileSync } from 'node:fs';
import type axe from 'axe-core';
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
  return runAxe(page, {
    runOnly: { type: 'tag', values: AUDIT_TAGS },
    rules: Object.fromEntries(EXPERIMENTAL_RULES.map((rule) => [rule, { enabled: true }])),
    include,
  });
}

/** The violations of the named rules alone. */
export async function ruleViolations(page: Page, rules: string[]) {
  return runAxe(page, { runOnly: { type: 'rule', values: rules } });
}

// The minified build, half the size of the package's `source` (the readable one): each page compiles it faster.
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeRun {
  runOnly: axe.RunOnly;
  rules?: axe.RuleObject;
  include?: string;
}

/**
 * axe-core run in the page itself, put there once per document. About three times faster than
 * @axe-core/playwright's legacy mode (an article's audit 1.4–2.3 → about 0.5 s on the 2-core machine), which
 * evaluated axe's 550 kB source twice in the page and once in every frame for every audit:
 * - iframes: false. The site's only frames are third parties' (the booking page, the newsletter's form), which
 *   the tests answer with stand-ins, so auditing their insides would audit the stand-ins; axe also waited
 *   500 ms on a frame not yet loaded (the sign-up form is lazy). The frame element itself, its title included,
 *   is audited with the page.
 * - Only violations are gathered: axe otherwise describes every node that passes (a thousand on an article).
 */
async function runAxe(page: Page, { runOnly, rules, include }: AxeRun): Promise<axe.Result[]> {
  const present = await page.evaluate(() => 'axe' in window);
  if (!present) await page.evaluate(axeSource);
  const options: axe.RunOptions = { runOnly, rules, iframes: false, resultTypes: ['violations'] };
  return page.evaluate(
    async ({ include, options }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const results = await axe.run(include ? { include: [include] } : document, options);
      return results.violations;
    },
    { include, options },
  );
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
 * retry is printed with what the first audit saw, so the cause can be found from the log. (The retries seen on
 * 2026-11-27 measured light-scheme text on dark backgrounds just after a switch of scheme, which settleColours now
 * waits out; the earlier ones were most likely the same.)
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
 * The whole audit in the scheme the page is in, then again with the page switched to the other (as a visitor's
 * system would): colours differ between them, and so may names and states (the theme control's name says the
 * scheme), so neither scheme is audited for colours alone. `inEach`, when given, checks the page in each scheme
 * once its colours have settled, before that scheme's audit.
 */
export async function expectNoViolationsInEitherScheme(
  page: Page,
  options: AuditOptions & { inEach?: (scheme: 'light' | 'dark') => Promise<void> } = {},
) {
  const { inEach, ...audit } = options;
  const dark = await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches);
  for (const colorScheme of dark ? (['dark', 'light'] as const) : (['light', 'dark'] as const)) {
    await page.emulateMedia({ colorScheme });
    await settleColours(page);
    await inEach?.(colorScheme);
    await expectNoViolations(page, audit);
  }
}

/**
 * Until no colour is still on its way. The suite asks for reduced motion, under which the site turns transitions off,
 * but a test that asks for motion (or a reset that lets one through: until 2026-11-27 it gave every element a
 * 0.01 ms transition of every property, which settled a scheme switch one level of the page a frame, over some 15
 * frames) would otherwise be audited with text in one scheme's colour on the other's background.
 * getAnimations() brings styles up to date first, so it sees what the last frame started.
 */
async function settleColours(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    const giveUpAt = performance.now() + 5_000;
    do await frame();
    while (
      document.getAnimations().some((running) => running instanceof CSSTransition) &&
      performance.now() < giveUpAt
    );
  });
}
