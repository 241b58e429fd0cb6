/**
 * Articles from the `articles` table of the owner's Supabase project, read once per build through
 * supabase-js: all fields of the published rows, newest first, in pages so any number of articles takes a
 * handful of requests. The query itself asks for published rows only; row-level security is the second
 * wall and the caller's draft check the third.
 */
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { RetriesExhaustedError, withRetry, type BackoffOptions } from '../retry';
import type { RawArticleRecord } from '../schema';
import type { ArticleSource } from './source';

export const ARTICLES_TABLE = 'articles';
/** Supabase's default max-rows; a project set lower still reads fully (each page starts after the last row received). */
export const DEFAULT_PAGE_SIZE = 1_000;
export const DEFAULT_ATTEMPT_TIMEOUT_MS = 15_000;

export interface SupabaseSourceOptions {
  url: string;
  anonKey: string;
  /**
   * The project's secret (or legacy service-role) key, for the dev server's preview and check:articles
   * only: it bypasses row-level security, so every row is read, drafts included. Never set in a build.
   */
  secretKey?: string;
  pageSize?: number;
  /** Each request (one attempt) is aborted after this long. */
  attemptTimeoutMs?: number;
  retry?: Partial<BackoffOptions> & { sleep?: (ms: number) => Promise<void> };
  /** Where retry notices go (the build log). */
  warn?: (message: string) => void;
}

/** The build-stopping failure: says the articles could not be read from Supabase, and why. */
export class SupabaseReadError extends Error {
  constructor(url: string, reason: string, options?: ErrorOptions) {
    super(
      // The reason may end a sentence of its own (supabase-js: "Must be a valid HTTP or HTTPS URL.").
      `Could not read the articles from Supabase (${url}): ${reason.replace(/\.+$/, '')}. ` +
        'The build stops so the live site keeps its last good version.',
      options,
    );
    this.name = 'SupabaseReadError';
  }
}

/** One failed request, classified: network errors, timeouts and 5xx are worth another attempt. */
export class SupabaseRequestError extends Error {
  constructor(
    readonly reason: string,
    readonly retryable: boolean,
    options?: ErrorOptions,
  ) {
    super(reason, options);
    this.name = 'SupabaseRequestError';
  }
}

export function supabaseSource(options: SupabaseSourceOptions): ArticleSource {
  const shownUrl = options.url.replace(/\/+$/, '');
  return {
    name: 'supabase',
    description: options.secretKey
      ? `Supabase (${shownUrl}), every row, through SUPABASE_SECRET_KEY`
      : `Supabase (${shownUrl})`,
    read: async () => {
      try {
        return await readAllRows(options);
      } catch (error) {
        throw new SupabaseReadError(shownUrl, failureReason(error), { cause: error });
      }
    },
  };
}

/**
 * Reads every published row with keyset pagination on the site's one ordering (published_at desc, id):
 * each page asks for the rows after the last row received, so rows published, unpublished or deleted
 * while the build reads can neither shift a page (skipping or repeating rows) nor stop the read early.
 *
 * Each page also asks how many published rows remain from its position (the count PostgREST computes
 * with the rows, from the same snapshot). A page that repeats rows, brings none while rows remain, or
 * brings more than remain means the server (or something between it and the build) is not answering the
 * query that was asked: that is an error, not an outage, so it is not retried.
 */
async function readAllRows(options: SupabaseSourceOptions): Promise<RawArticleRecord[]> {
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  const timeoutMs = options.attemptTimeoutMs ?? DEFAULT_ATTEMPT_TIMEOUT_MS;
  const everyRow = options.secretKey !== undefined;
  const client = buildTimeClient(
    options.url,
    options.secretKey ?? options.anonKey,
    timeoutMs,
    everyRow ? 'SUPABASE_SECRET_KEY' : 'SUPABASE_ANON_KEY',
  );
  const warn = options.warn ?? console.warn;
  const records: RawArticleRecord[] = [];
  const seenIds = new Set<string>();
  let after: Cursor | null = null;
  let pageLimit = Infinity;
  for (let pageNumber = 1; ; pageNumber += 1) {
    if (pageNumber > pageLimit) {
      throw new SupabaseRequestError(
        `stopped after ${pageLimit} pages (${records.length} articles) without reaching the end: the server ` +
          'keeps reporting more published articles than it sends',
        false,
      );
    }
    const page = await withRetry(() => readPage(client, after, pageSize, timeoutMs, everyRow), {
      ...options.retry,
      isRetryable: (error) => error instanceof SupabaseRequestError && error.retryable,
      onRetry: (error, { attempt, attempts, delayMs }) =>
        warn(
          `[articles] Supabase read failed (${failureReason(error)}), attempt ${attempt} of ${attempts}; ` +
            `retrying in ${delayMs / 1000} s`,
        ),
    });
    const { rows, remaining } = checkPage(page, pageNumber, records.length, seenIds);
    for (const row of rows) {
      seenIds.add(rowId(row));
      records.push({ origin: rowOrigin(row), fields: row });
    }
    if (rows.length === remaining) return records;
    after = everyRow ? { publishedAt: '', id: rowId(rows.at(-1)!) } : cursorAfter(rows.at(-1)!);
    // However the server answers, the read ends: twice the pages the first answer calls for (at the number
    // of rows the server sends a page), with room for articles published while the build reads.
    if (pageNumber === 1) pageLimit = 2 * Math.ceil(remaining / rows.length) + 1;
  }
}

/** The position after the last row read: the next page starts at the first row after it in the site's order. */
interface Cursor {
  publishedAt: string;
  id: string;
}

/** Whether a page is the answer to the question asked; throws, saying what the server answered, if not. */
function checkPage(
  page: Page,
  pageNumber: number,
  readSoFar: number,
  seenIds: ReadonlySet<string>,
): { rows: Record<string, unknown>[]; remaining: number } {
  const { rows, remaining } = page;
  const answered = `page ${pageNumber}`;
  if (remaining === null) {
    throw new SupabaseRequestError(
      `${answered} came without a count of the published articles (no total in its Content-Range header), ` +
        'so the build cannot tell whether it read them all; a proxy in front of Supabase may be dropping the header',
      false,
    );
  }
  // Against the rows of earlier pages and of this one.
  const pageIds = new Set<string>();
  const repeated = rows.filter((row) => {
    const id = rowId(row);
    const seen = seenIds.has(id) || pageIds.has(id);
    pageIds.add(id);
    return seen;
  });
  if (repeated.length > 0) {
    throw new SupabaseRequestError(
      `${answered} repeated rows already read (${repeated.length} of its ${rows.length}, the first ` +
        `${rowOrigin(repeated[0]!).replace(/^Supabase row/, 'row')}): the server answers as if the page position ` +
        'were not asked, as a caching proxy that ignores the query would',
      false,
    );
  }
  if (rows.length === 0 && remaining > 0) {
    throw new SupabaseRequestError(
      `${answered} brought no rows, but the server counted ${count(remaining, 'more published article')} ` +
        `(${readSoFar} read so far)`,
      false,
    );
  }
  if (rows.length > remaining) {
    throw new SupabaseRequestError(
      `${answered} brought ${count(rows.length, 'row')}, but the server counted only ${count(remaining, 'published article')} ` +
        'from that position: the rows and the count do not match',
      false,
    );
  }
  return { rows, remaining };
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

function rowId(row: Record<string, unknown>): string {
  if (row.id === undefined || row.id === null) {
    throw new SupabaseRequestError(`${rowOrigin(row).replace(/^Supabase row/, 'a row')} came without its "id"`, false);
  }
  return String(row.id);
}

function cursorAfter(row: Record<string, unknown>): Cursor {
  if (typeof row.published_at !== 'string' || row.published_at === '') {
    // A published row needs its date (the migration's constraint); without it there is no position after it.
    throw new SupabaseRequestError(
      `${rowOrigin(row)} is published without a "published_at", so the read cannot continue past it`,
      false,
    );
  }
  return { publishedAt: row.published_at, id: rowId(row) };
}

/**
 * A client for one build-time read. This site has no browser client (the keys never reach visitors), so
 * nothing is signed in: no session persistence, no token refresh, no session detection in URLs.
 * Node 20 has no WebSocket, and supabase-js refuses to start without a transport for realtime even though
 * realtime is never used here.
 */
function buildTimeClient(url: string, key: string, timeoutMs: number, keyName: string): SupabaseClient {
  try {
    return createClient(url, key, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as unknown as RealtimeTransport },
      global: { fetch: fetchWithTimeout(timeoutMs, keyName) },
    });
  } catch (error) {
    // An invalid SUPABASE_URL: retrying cannot fix it.
    throw new SupabaseRequestError(`the client could not be created: ${messageOf(error)}`, false, { cause: error });
  }
}

/** ws's constructor overloads accept more than realtime's type names; at run time it is what realtime expects. */
type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

interface Page {
  rows: Record<string, unknown>[];
  /** Published rows from the page's position on (this page's included), from the Content-Range count; null when the server sent none. */
  remaining: number | null;
}

/** Quoted for PostgREST's logic trees, where timestamps (":") and other reserved characters must be. */
const quoted = (value: string) => `"${value.replace(/(["\\])/g, '\\$1')}"`;

async function readPage(
  client: SupabaseClient,
  after: Cursor | null,
  pageSize: number,
  timeoutMs: number,
  everyRow: boolean,
): Promise<Page> {
  try {
    if (everyRow) return await readEveryRowPage(client, after, pageSize);
    let query = client.from(ARTICLES_TABLE).select('*', { count: 'exact' }).eq('is_published', true);
    if (after) {
      // The rows after `after` in the order below: older, or as old with a greater id.
      const at = quoted(after.publishedAt);
      query = query.or(`published_at.lt.${at},and(published_at.eq.${at},id.gt.${quoted(after.id)})`);
    }
    const { data, count } = await query
      .order('published_at', { ascending: false })
      // Rows sharing a published_at need a fixed order, or paging could skip one and repeat another.
      .order('id', { ascending: true })
      .limit(pageSize)
      // Retries are ours (injectable delays, per-attempt timeouts, 5xx and network errors alike).
      .retry(false)
      .throwOnError();
    if (!Array.isArray(data)) {
      throw new SupabaseRequestError('the answer was not a list of rows', false);
    }
    // supabase-js reads the total after the "/" of Content-Range: "*" (no count) comes out as NaN.
    return { rows: data as Record<string, unknown>[], remaining: Number.isFinite(count) ? count : null };
  } catch (error) {
    throw asRequestError(error, timeoutMs);
  }
}

/**
 * A page of every row (the secret key's read: drafts have no date to order by), in id order, each page
 * starting after the last id received.
 */
async function readEveryRowPage(client: SupabaseClient, after: Cursor | null, pageSize: number): Promise<Page> {
  let query = client.from(ARTICLES_TABLE).select('*', { count: 'exact' });
  if (after) query = query.or(`id.gt.${quoted(after.id)}`);
  const { data, count } = await query.order('id', { ascending: true }).limit(pageSize).retry(false).throwOnError();
  if (!Array.isArray(data)) throw new SupabaseRequestError('the answer was not a list of rows', false);
  return { rows: data as Record<string, unknown>[], remaining: Number.isFinite(count) ? count : null };
}

/**
 * Every request gets its own timeout, and every answer other than 2xx becomes a classified error here,
 * before supabase-js sees it, so the retry decision rests on the HTTP status and not on error texts.
 */
function fetchWithTimeout(timeoutMs: number, keyName: string): typeof fetch {
  return async (input, init) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await fetch(input, { ...init, signal });
    } catch (error) {
      throw asRequestError(error, timeoutMs);
    }
    if (response.ok) return response;
    const body = await response.text().catch(() => '');
    throw new SupabaseRequestError(httpFailureReason(response, body, keyName), response.status >= 500);
  };
}

function asRequestError(error: unknown, timeoutMs: number): SupabaseRequestError {
  if (error instanceof SupabaseRequestError) return error;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new SupabaseRequestError(`no answer within ${timeoutMs / 1000} s (timed out)`, true, { cause: error });
  }
  // fetch reports network failures (refused, reset, DNS) as a TypeError with the system error as cause.
  if (error instanceof TypeError) {
    const cause = (error as { cause?: unknown }).cause;
    return new SupabaseRequestError(
      `network error: ${cause instanceof Error ? messageOf(cause) : messageOf(error)}`,
      true,
      {
        cause: error,
      },
    );
  }
  return new SupabaseRequestError(messageOf(error), false, { cause: error });
}

function httpFailureReason(response: Response, body: string, keyName: string): string {
  const status = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  let detail = '';
  let code = '';
  try {
    const parsed = JSON.parse(body) as { message?: unknown; code?: unknown };
    if (typeof parsed.message === 'string') detail = parsed.message;
    if (typeof parsed.code === 'string') code = parsed.code;
  } catch {
    if (body && !body.trimStart().startsWith('<')) detail = body.trim().slice(0, 200);
  }
  const advice =
    response.status === 401 || response.status === 403
      ? ` (check ${keyName} and SUPABASE_URL)`
      : code === 'PGRST205' || code === '42P01'
        ? ' (apply the migration in supabase/migrations to create the table)'
        : '';
  return `${status}${detail ? `: ${detail}` : ''}${code ? ` [${code}]` : ''}${advice}`;
}

function failureReason(error: unknown): string {
  if (error instanceof RetriesExhaustedError) {
    return `${failureReason(error.lastError)} (gave up after ${error.attempts} attempts)`;
  }
  if (error instanceof SupabaseRequestError) return error.reason;
  return messageOf(error);
}

function rowOrigin(row: Record<string, unknown>): string {
  const id = row.id === undefined || row.id === null ? 'none' : String(row.id);
  return typeof row.slug === 'string' && row.slug !== ''
    ? `Supabase row with slug "${row.slug}" (id ${id})`
    : `Supabase row with id ${id}`;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message.split('\n')[0]! : String(error);
}
