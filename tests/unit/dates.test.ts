import { afterEach, describe, expect, test } from 'vitest';
import { formatGoLive, formatLongDate, isoDay } from '@/lib/dates';

describe('formatLongDate', () => {
  test.each([
    ['2025-03-14T00:00:00.000Z', 'March 14, 2025'],
    ['2024-12-31T23:59:59.999Z', 'December 31, 2024'],
    ['2025-01-01T00:00:00Z', 'January 1, 2025'],
    ['2023-09-05', 'September 5, 2023'],
  ])('%s → %s', (input, expected) => {
    expect(formatLongDate(input)).toBe(expected);
  });

  test('accepts a Date', () => {
    expect(formatLongDate(new Date(Date.UTC(2025, 6, 4)))).toBe('July 4, 2025');
  });

  test('rejects something that is not a date', () => {
    expect(() => formatLongDate('not a date')).toThrow(/Not a date/);
  });
});

describe('the time zone of the machine does not move a date', () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });

  // The local day of midnight UTC on March 14 in each zone proves the zone is in effect.
  test.each([
    ['Pacific/Honolulu', 13],
    ['America/Los_Angeles', 13],
    ['Pacific/Kiritimati', 14],
  ])('in %s', (zone, localDay) => {
    process.env.TZ = zone;
    expect(new Date('2025-03-14T00:00:00.000Z').getDate()).toBe(localDay);
    expect(new Date('2025-03-14T23:30:00.000Z').getDate()).toBe(zone === 'Pacific/Kiritimati' ? 15 : 14);
    expect(formatLongDate('2025-03-14T00:00:00.000Z')).toBe('March 14, 2025');
    expect(formatLongDate('2025-03-14T23:30:00.000Z')).toBe('March 14, 2025');
    expect(isoDay('2025-03-14T23:30:00.000Z')).toBe('2025-03-14');
  });
});

describe('formatGoLive', () => {
  test('a date written alone is the day; a time of day is given with it, in UTC', () => {
    expect(formatGoLive('2030-03-14T00:00:00.000Z')).toBe('March 14, 2030');
    expect(formatGoLive('2026-11-27T05:40:00.000Z')).toBe('November 27, 2026 at 05:40 UTC');
    expect(formatGoLive('2026-11-27T05:40:30.000Z')).toBe('November 27, 2026 at 05:40:30 UTC');
  });
});

describe('isoDay', () => {
  test('is the UTC day of the timestamp', () => {
    expect(isoDay('2025-03-14T00:00:00.000Z')).toBe('2025-03-14');
    expect(isoDay(new Date(Date.UTC(2024, 1, 29, 12)))).toBe('2024-02-29');
  });
});
