/**
 * The duration label of an experience, computed from its date text (SPEC.md 9): months are counted
 * inclusively, so "01.2020 – 01.2020" is one month and "01.2020 – 12.2020" is one year.
 */

export interface MonthStamp {
  year: number;
  /** 1 to 12. */
  month: number;
}

export interface DateRange {
  start: MonthStamp;
  /** 'present' is the visitor's current month. */
  end: MonthStamp | 'present';
}

const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

// Both ends use the same form; the separator is an en dash or a hyphen, with optional spaces.
const NUMERIC_RANGE = /^(\d{2})\.(\d{4})\s*[–-]\s*(?:(\d{2})\.(\d{4})|(present))$/i;
const NAMED_RANGE = /^([a-z]+)\s+(\d{4})\s*[–-]\s*(?:([a-z]+)\s+(\d{4})|(present))$/i;

function numericMonth(month: string, year: string): MonthStamp | null {
  const value = Number(month);
  if (value < 1 || value > 12) return null;
  return { year: Number(year), month: value };
}

function namedMonth(name: string, year: string): MonthStamp | null {
  const index = MONTH_NAMES.indexOf(name.toLowerCase() as (typeof MONTH_NAMES)[number]);
  if (index === -1) return null;
  return { year: Number(year), month: index + 1 };
}

/** Reads one of the four supported forms; anything else gives null. */
export function parseDateRange(text: string): DateRange | null {
  const trimmed = text.trim();
  const numeric = NUMERIC_RANGE.exec(trimmed);
  const named = numeric ? null : NAMED_RANGE.exec(trimmed);
  const match = numeric ?? named;
  if (!match) return null;
  const toStamp = numeric ? numericMonth : namedMonth;
  const [, startMonth, startYear, endMonth, endYear, present] = match;
  const start = toStamp(startMonth!, startYear!);
  if (!start) return null;
  if (present) return { start, end: 'present' };
  const end = toStamp(endMonth!, endYear!);
  return end ? { start, end } : null;
}

/** The month a date falls in, in the visitor's own time zone. */
export function monthOf(date: Date): MonthStamp {
  return { year: date.getFullYear(), month: date.getMonth() + 1 };
}

/** Months from start to end, both included; null when the end comes before the start. */
export function inclusiveMonths(start: MonthStamp, end: MonthStamp): number | null {
  const months = (end.year - start.year) * 12 + (end.month - start.month) + 1;
  return months >= 1 ? months : null;
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** "1 year", "8 months", "2 years, 1 month": a zero part is left out. */
export function formatMonthCount(totalMonths: number): string {
  const years = Math.floor(totalMonths / 12);
  const months = totalMonths % 12;
  const parts: string[] = [];
  if (years > 0) parts.push(plural(years, 'year'));
  if (months > 0) parts.push(plural(months, 'month'));
  return parts.join(', ');
}

/** The label of a parsed range, with 'present' read as the month of `now`. */
export function rangeDurationLabel(range: DateRange, now: Date): string | null {
  const end = range.end === 'present' ? monthOf(now) : range.end;
  const months = inclusiveMonths(range.start, end);
  return months === null ? null : formatMonthCount(months);
}

/** The label for a date text, or null when the text matches no supported form (never "NaN"). */
export function durationLabel(dateText: string, now: Date = new Date()): string | null {
  const range = parseDateRange(dateText);
  return range ? rangeDurationLabel(range, now) : null;
}

/** Whether the range runs to the present, so its label depends on the day it is read. */
export function isOngoing(dateText: string): boolean {
  return parseDateRange(dateText)?.end === 'present';
}

/**
 * Text at least as wide as any label of up to 99 years (with tabular digits): it reserves the
 * box of a label that is only known in the browser, so filling it in cannot move anything.
 */
export const WIDEST_DURATION_LABEL = '00 years, 00 months';
