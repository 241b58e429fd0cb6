/**
 * Turns a published_at value into an ISO 8601 UTC timestamp, or null when it is not a real moment.
 *
 * Accepted: a valid Date, "YYYY-MM-DD" (midnight UTC), and date-times "YYYY-MM-DDTHH:MM[:SS[.fff]]" with
 * "T" or a space, and an optional zone "Z", "±HH", "±HHMM" or "±HH:MM" (PostgREST sends "+00:00"). A
 * date-time without a zone is read as UTC so the build machine's zone never moves an article's date.
 *
 * The calendar parts are checked one by one because Date rolls "2025-02-30" over to March 2 silently.
 */
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

export function toIsoUtc(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value !== 'string') return null;
  const match = DATE_TIME.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '', zone = 'Z'] = match;
  const parts = {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(hour),
    minute: Number(minute),
    second: Number(second),
  };
  const offsetMinutes = zoneOffsetMinutes(zone);
  if (offsetMinutes === null || !isRealCalendarMoment(parts)) return null;
  const milliseconds = Number(fraction.padEnd(3, '0').slice(0, 3));
  const utc =
    Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second, milliseconds) -
    offsetMinutes * 60_000;
  return new Date(utc).toISOString();
}

interface CalendarParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function isRealCalendarMoment({ year, month, day, hour, minute, second }: CalendarParts): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one.
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth && hour <= 23 && minute <= 59 && second <= 59;
}

function zoneOffsetMinutes(zone: string): number | null {
  if (zone.toUpperCase() === 'Z') return 0;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = digits.length > 2 ? Number(digits.slice(2)) : 0;
  if (hours > 23 || minutes > 59) return null;
  return (zone.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
}
