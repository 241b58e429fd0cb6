/** Tooltip timing (SPEC.md 9): a tooltip opens after 700 ms, or after 300 ms when the visitor moves
 * from one tooltip to the next (another one is open, or closed less than 300 ms ago). */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export interface TooltipActivity {
  /** Whether another tooltip is showing now. */
  anotherOpen: boolean;
  /** When the last tooltip closed, in ms (same clock as `now`); -Infinity when none has. */
  lastClosedAt: number;
  now: number;
}

export function tooltipOpenDelay({ anotherOpen, lastClosedAt, now }: TooltipActivity): number {
  const movingOn = anotherOpen || now - lastClosedAt < TOOLTIP_SKIP_DELAY_MS;
  return movingOn ? TOOLTIP_SKIP_DELAY_MS : TOOLTIP_OPEN_DELAY_MS;
}
