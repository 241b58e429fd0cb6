/**
 * The latest newsletter post, read in the browser from a public feed-to-JSON service (SPEC.md 7).
 * The answer comes from a third party, so it is checked field by field before anything is shown.
 */
import { formatLongDate } from '@/lib/dates';

export interface LatestPost {
  title: string;
  link: string;
  pubDate: string;
}

const FEED_TO_JSON_ENDPOINT = 'https://api.rss2json.com/v1/api.json';

export const NEWSLETTER_FAILURE_MESSAGE = 'Failed to fetch Substack post:';

export function latestPostRequestUrl(feedUrl: string): string {
  return `${FEED_TO_JSON_ENDPOINT}?rss_url=${encodeURIComponent(feedUrl)}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isWebAddress(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Why the service could not read the feed, when its answer says so (status "error", with its message: a
 * wrong feed address answers HTTP 200 with "Cannot download this RSS feed"); null for any other answer. That
 * is a failed fetch of the post like an HTTP error, and is logged the same way, or the owner would never know.
 */
export function feedServiceFailure(body: unknown): string | null {
  if (!isRecord(body) || body.status === 'ok') return null;
  const message = typeof body.message === 'string' && body.message.trim() !== '' ? `: ${body.message.trim()}` : '';
  return `The feed service could not read the feed (status ${JSON.stringify(body.status ?? null)})${message}`;
}

/**
 * The first item of a service answer, or null when the status is not "ok", there are no items, or
 * the first item lacks a title or a web link (a link with another scheme is never rendered).
 */
export function readLatestPost(body: unknown): LatestPost | null {
  if (!isRecord(body) || body.status !== 'ok' || !Array.isArray(body.items)) return null;
  const first: unknown = body.items[0];
  if (!isRecord(first)) return null;
  const { title, link, pubDate } = first;
  if (typeof title !== 'string' || title.trim() === '') return null;
  if (typeof link !== 'string' || !isWebAddress(link)) return null;
  return { title: title.trim(), link, pubDate: typeof pubDate === 'string' ? pubDate : '' };
}

// rss2json writes dates as "2025-03-14 09:30:00", in UTC.
const SERVICE_DATE = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/;

function parsePubDate(pubDate: string): Date | null {
  const service = SERVICE_DATE.exec(pubDate.trim());
  const date = new Date(service ? `${service[1]}T${service[2]}Z` : pubDate);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "March 14, 2025"; null when the date cannot be read, so no wrong date is shown. */
export function formatPubDate(pubDate: string): { text: string; iso: string } | null {
  const date = parsePubDate(pubDate);
  if (!date) return null;
  return { text: formatLongDate(date), iso: date.toISOString() };
}
