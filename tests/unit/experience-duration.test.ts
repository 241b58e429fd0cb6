import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  durationLabel,
  formatMonthCount,
  inclusiveMonths,
  isOngoing,
  parseDateRange,
  WIDEST_DURATION_LABEL,
} from '@/lib/experience/duration';

// A fixed "now" in the visitor's own time zone: mid-month, so no zone can move it to another month.
const JUNE_2025 = new Date(2025, 5, 15, 12);

describe('parseDateRange', () => {
  it('reads "MM.YYYY – MM.YYYY"', () => {
    expect(parseDateRange('03.2021 – 11.2022')).toEqual({
      start: { year: 2021, month: 3 },
      end: { year: 2022, month: 11 },
    });
  });

  it('reads "MM.YYYY – Present"', () => {
    expect(parseDateRange('03.2023 – Present')).toEqual({ start: { year: 2023, month: 3 }, end: 'present' });
  });

  it('reads "Month YYYY – Month YYYY" whatever the case of the month names', () => {
    expect(parseDateRange('January 2020 – february 2023')).toEqual({
      start: { year: 2020, month: 1 },
      end: { year: 2023, month: 2 },
    });
  });

  it('reads "Month YYYY – Present"', () => {
    expect(parseDateRange('September 2021 – Present')).toEqual({ start: { year: 2021, month: 9 }, end: 'present' });
  });

  it('accepts a hyphen as well as an en dash, with or without spaces', () => {
    expect(parseDateRange('06.2018 - 12.2019')).toEqual(parseDateRange('06.2018 – 12.2019'));
    expect(parseDateRange('06.2018-12.2019')).toEqual(parseDateRange('06.2018 – 12.2019'));
    expect(parseDateRange('July 2017 - December 2017')).toEqual(parseDateRange('July 2017 – December 2017'));
  });

  it('rejects text in no supported form', () => {
    for (const text of [
      '',
      'Present',
      '2021 – 2022',
      '13.2021 – 01.2022',
      '00.2021 – 01.2022',
      '3.2021 – 01.2022',
      'Jan 2021 – Feb 2022',
      'Smarch 2021 – Present',
      '03.2021 – March 2022',
      '03.2021 – 04.2022 – 05.2023',
      '03.2021 — 04.2022',
    ]) {
      expect(parseDateRange(text), text).toBeNull();
    }
  });
});

describe('inclusiveMonths', () => {
  it('counts both the first and the last month', () => {
    expect(inclusiveMonths({ year: 2020, month: 5 }, { year: 2020, month: 5 })).toBe(1);
    expect(inclusiveMonths({ year: 2020, month: 12 }, { year: 2021, month: 1 })).toBe(2);
    expect(inclusiveMonths({ year: 2020, month: 1 }, { year: 2020, month: 12 })).toBe(12);
  });

  it('is null when the range ends before it starts', () => {
    expect(inclusiveMonths({ year: 2021, month: 2 }, { year: 2021, month: 1 })).toBeNull();
  });
});

describe('formatMonthCount', () => {
  it('uses the singular for 1 and leaves a zero part out', () => {
    expect(formatMonthCount(1)).toBe('1 month');
    expect(formatMonthCount(8)).toBe('8 months');
    expect(formatMonthCount(12)).toBe('1 year');
    expect(formatMonthCount(13)).toBe('1 year, 1 month');
    expect(formatMonthCount(24)).toBe('2 years');
    expect(formatMonthCount(25)).toBe('2 years, 1 month');
    expect(formatMonthCount(38)).toBe('3 years, 2 months');
  });

  it('never produces a label wider than the reserved one', () => {
    for (let months = 1; months < 100 * 12; months += 1) {
      const label = formatMonthCount(months);
      expect(label.length).toBeLessThanOrEqual(WIDEST_DURATION_LABEL.length);
    }
  });
});

describe('durationLabel', () => {
  it('labels each fixed form', () => {
    expect(durationLabel('06.2018 – 12.2019')).toBe('1 year, 7 months');
    expect(durationLabel('January 2020 – February 2023')).toBe('3 years, 2 months');
    expect(durationLabel('July 2017 - December 2017')).toBe('6 months');
  });

  it('labels the edges: same month, December to January, exactly twelve months', () => {
    expect(durationLabel('04.2022 – 04.2022')).toBe('1 month');
    expect(durationLabel('December 2019 – January 2020')).toBe('2 months');
    expect(durationLabel('01.2021 – 12.2021')).toBe('1 year');
    expect(durationLabel('02.2021 – 01.2022')).toBe('1 year');
  });

  it('labels "Present" from the given clock, in both forms', () => {
    expect(durationLabel('03.2023 – Present', JUNE_2025)).toBe('2 years, 4 months');
    expect(durationLabel('September 2021 – Present', JUNE_2025)).toBe('3 years, 10 months');
    expect(durationLabel('06.2025 – Present', JUNE_2025)).toBe('1 month');
    expect(durationLabel('July 2024 - Present', JUNE_2025)).toBe('1 year');
  });

  it('gives no label, never "NaN", for text it cannot read or a range that runs backwards', () => {
    expect(durationLabel('Summer 2019')).toBeNull();
    expect(durationLabel('05.2021 – 04.2021')).toBeNull();
    expect(durationLabel('08.2026 – Present', JUNE_2025)).toBeNull();
  });

  describe('with the system clock', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('reads "Present" as the current month when no clock is given', () => {
      vi.useFakeTimers();
      vi.setSystemTime(new Date(2027, 0, 10, 12));
      expect(durationLabel('12.2026 – Present')).toBe('2 months');
      vi.setSystemTime(new Date(2027, 11, 10, 12));
      expect(durationLabel('12.2026 – Present')).toBe('1 year, 1 month');
    });
  });
});

describe('isOngoing', () => {
  it('is true only for ranges ending in "Present"', () => {
    expect(isOngoing('03.2023 – Present')).toBe(true);
    expect(isOngoing('September 2021 - Present')).toBe(true);
    expect(isOngoing('06.2018 – 12.2019')).toBe(false);
    expect(isOngoing('whenever')).toBe(false);
  });
});
