import { describe, expect, it } from 'vitest';
import { tooltipOpenDelay } from '@/lib/ui/tooltip-timing';

describe('tooltipOpenDelay', () => {
  it('is 700 ms when no tooltip was showing', () => {
    expect(tooltipOpenDelay({ anotherOpen: false, lastClosedAt: Number.NEGATIVE_INFINITY, now: 10_000 })).toBe(700);
    expect(tooltipOpenDelay({ anotherOpen: false, lastClosedAt: 9_700, now: 10_000 })).toBe(700);
  });

  it('is 300 ms when moving on from another tooltip', () => {
    expect(tooltipOpenDelay({ anotherOpen: true, lastClosedAt: Number.NEGATIVE_INFINITY, now: 10_000 })).toBe(300);
    expect(tooltipOpenDelay({ anotherOpen: false, lastClosedAt: 9_701, now: 10_000 })).toBe(300);
    expect(tooltipOpenDelay({ anotherOpen: false, lastClosedAt: 10_000, now: 10_000 })).toBe(300);
  });
});
