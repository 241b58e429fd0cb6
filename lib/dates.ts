/**
 * Dates as the site shows them: US English long form ("March 14, 2025"), always in UTC so the time zone
 * of the build machine (or of a visitor's browser) cannot move a date by a day.
 */
// Made on first use, not when the module loads: building an Intl formatter loads its locale data, about 60 ms
// of a phone's main thread, and the home page loads this module while it hydrates but formats a date only
// once the newsletter feed has answered.
let longDate: Intl.DateTimeFormat | undefined;

function toDate(value: string | Date): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new Error(`Not a date: ${String(value)}`);
  return date;
}

/** "March 14, 2025" for an ISO timestamp or a Date. */
export function formatLongDate(value: string | Date): string {
  longDate ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
  return longDate.format(toDate(value));
}

/**
 * When a scheduled article goes live, for the owner: "March 14, 2030" for a date written alone (midnight UTC),
 * "March 14, 2030 at 05:40 UTC" for one with a time, which would otherwise read as the whole day.
 */
export function formatGoLive(value: string | Date): string {
  const date = toDate(value);
  const day = formatLongDate(date);
  const time = date.toISOString().slice(11, 19);
  return time === '00:00:00' ? day : `${day} at ${time.replace(/:00$/, '')} UTC`;
}

/** "2025-03-14", the machine-readable day for a `<time dateTime>` attribute. */
export function isoDay(value: string | Date): string {
  return toDate(value).toISOString().slice(0, 10);
}
