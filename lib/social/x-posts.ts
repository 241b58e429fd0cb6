/**
 * Addresses and labels of posts on X, derived from the owner's profile address (site.followProfileUrl),
 * so changing the profile in one place moves every post link with it.
 */
import { formatLongDate } from '@/lib/dates';

/** "https://x.com/someone" → "someone". */
export function profileHandle(profileUrl: string): string {
  const handle = new URL(profileUrl).pathname.split('/').filter(Boolean)[0];
  if (!handle) throw new Error(`The social profile address "${profileUrl}" names no account.`);
  return handle;
}

/** The address of one post of the profile: https://x.com/someone/status/123. */
export function postUrl(profileUrl: string, statusId: string): string {
  if (!/^\d+$/.test(statusId)) throw new Error(`A post id is digits only, got "${statusId}".`);
  const { origin } = new URL(profileUrl);
  return `${origin}/${profileHandle(profileUrl)}/status/${statusId}`;
}

/** "2025-03-04" → "March 4, 2025", the date label of the platform's embed markup, in UTC. */
export function formatPostDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new Error(`Not a date: "${isoDate}".`);
  return formatLongDate(date);
}
