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
/** Supabase's default max-rows; a project set lower still reads fully (see readAllRows). */
export const DEFAULT_PAGE_SIZE = 1_000;
export const DEFAULT_ATTEMPT_TIMEOUT_MS = 15_000;

export interface SupabaseSourceOptions {
  url: string;
  anonKey: string;
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
      `Could not read the articles from Supabase (${url}): ${reason}. ` +
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
    description: `Supabase (${shownUrl})`,
    read: async () => {
      try {
        return await readAllRows(options);
      } catch (error) {
        throw new SupabaseReadError(shownUrl, failureReason(error), { cause: error });
      }
    },
  };
}

async function readAllRows(options: SupabaseSourceOptions): Promise<RawArticleRecord[]> {
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  const timeoutMs = options.attemptTimeoutMs ?? DEFAULT_ATTEMPT_TIMEOUT_MS;
  const client = buildTimeClient(options.url, options.anonKey, timeoutMs);
  const warn = options.warn ?? console.warn;
  const records: RawArticleRecord[] = [];
  const seenIds = new Set<string>();
  let offset = 0;
  for (;;) {
    const page = await withRetry(() => readPage(client, offset, pageSize, timeoutMs), {
      ...options.retry,
      isRetryable: (error) => error instanceof SupabaseRequestError && error.retryable,
      onRetry: (error, { attempt, attempts, delayMs }) =>
        warn(
          `[articles] Supabase read failed (${failureReason(error)}), attempt ${attempt} of ${attempts}; ` +
            `retrying in ${delayMs / 1000} s`,
        ),
    });
    for (const row of page.rows) {
      // A row published mid-build shifts later pages by one; the repeated row is the same row, not a duplicate.
      const id = row.id === undefined || row.id === null ? undefined : String(row.id);
      if (id !== undefined && seenIds.has(id)) continue;
      if (id !== undefined) seenIds.add(id);
      records.push({ origin: rowOrigin(row), fields: row });
    }
    offset += page.rows.length;
    const done = page.total === null ? page.rows.length < pageSize : offset >= page.total;
    if (done) return records;
    // The server said there is more but sent nothing: a partial read must not become a smaller site.
    if (page.rows.length === 0) {
      throw new SupabaseRequestError(
        `the table reported ${page.total} published articles but only ${offset} could be read`,
        false,
      );
    }
  }
}

/**
 * A client for one build-time read. This site has no browser client (the keys never reach visitors), so
 * nothing is signed in: no session persistence, no token refresh, no session detection in URLs.
 * Node 20 has no WebSocket, and supabase-js refuses to start without a transport for realtime even though
 * realtime is never used here.
 */
function buildTimeClient(url: string, anonKey: string, timeoutMs: number): SupabaseClient {
  try {
    return createClient(url, anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as unknown as RealtimeTransport },
      global: { fetch: fetchWithTimeout(timeoutMs) },
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
  /** Published rows in the table, from the Content-Range count; null when the server sent none. */
  total: number | null;
}

async function readPage(client: SupabaseClient, offset: number, pageSize: number, timeoutMs: number): Promise<Page> {
  try {
    const { data, count } = await client
      .from(ARTICLES_TABLE)
      .select('*', { count: 'exact' })
      .eq('is_published', true)
      .order('published_at', { ascending: false })
      // Rows sharing a published_at need a fixed order, or paging could skip one and repeat another.
      .order('id', { ascending: true })
      .range(offset, offset + pageSize - 1)
      // Retries are ours (injectable delays, per-attempt timeouts, 5xx and network errors alike).
      .retry(false)
      .throwOnError();
    if (!Array.isArray(data)) {
      throw new SupabaseRequestError('the answer was not a list of rows', false);
    }
    return { rows: data as Record<string, unknown>[], total: count ?? null };
  } catch (error) {
    throw asRequestError(error, timeoutMs);
  }
}

/**
 * Every request gets its own timeout, and every answer other than 2xx becomes a classified error here,
 * before supabase-js sees it, so the retry decision rests on the HTTP status and not on error texts.
 */
function fetchWithTimeout(timeoutMs: number): typeof fetch {
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
    throw new SupabaseRequestError(httpFailureReason(response, body), response.status >= 500);
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

function httpFailureReason(response: Response, body: string): string {
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
      ? ' (check SUPABASE_ANON_KEY and SUPABASE_URL)'
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
