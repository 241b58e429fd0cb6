import type { Page } from '@playwright/test';

/** One layout shift the page saw: its score, and each moved element with where it was and where it went. */
export interface LayoutShift {
  value: number;
  moved: string[];
}

type ShiftWindow = { __layoutShifts: LayoutShift[] };

/** Keeps every layout shift (not caused by input) from the very start of the page, with what moved. */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        // What moved and where, so a failing test says which box to look at.
        const moved = (entry.sources ?? []).map(({ node, previousRect: from, currentRect: to }) => {
          const what = node instanceof Element ? `<${node.localName}> "${node.textContent?.slice(0, 40)}"` : '?';
          return `${what}: (${from.x}, ${from.y}) ${from.width}×${from.height} to (${to.x}, ${to.y}) ${to.width}×${to.height}`;
        });
        shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts recorded so far. */
export async function layoutShifts(page: Page): Promise<LayoutShift[]> {
  // Shifts are reported after the frame that caused them: let two frames pass first.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  );
  return page.evaluate(() => (window as unknown as ShiftWindow).__layoutShifts);
}

/** Cumulative layout shift so far (the sum of every shift; the page is short-lived in a test). */
export async function cumulativeLayoutShift(page: Page): Promise<number> {
  return (await layoutShifts(page)).reduce((sum, shift) => sum + shift.value, 0);
}
