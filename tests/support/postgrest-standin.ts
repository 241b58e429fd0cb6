/**
 * A small stand-in for a Supabase project's `rest/v1` in front of PGlite, so the Supabase source is tested
 * over real HTTP. It understands only what the source sends (select=*, eq filters, an `or` logic tree of
 * eq/lt/gt comparisons, order, offset/limit, Prefer: count=exact) and answers anything else with 400, so a
 * change in the query shows up as a failing test rather than a silently ignored parameter. Queries with
 * the anon key run as role anon, so row-level security applies; queries with a secret key run as
 * service_role, which bypasses it, as Supabase does (see apiRole).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

const TABLE = 'articles';
const COLUMNS = new Set([
  'id',
  'title',
  'slug',
  'excerpt',
  'content',
  'category',
  'tags',
  'is_published',
  'published_at',
  'created_at',
  'updated_at',
]);
const MODIFIERS = new Set(['select', 'order', 'offset', 'limit']);
const COMPARISONS: Record<string, string> = { eq: '=', lt: '<', gt: '>', lte: '<=', gte: '>=' };

export interface RecordedRequest {
  method: string;
  path: string;
  /** Query parameters in the order sent; repeated keys stay separate. */
  query: [string, string][];
  apikey: string | undefined;
  authorization: string | undefined;
  prefer: string | undefined;
}

export interface PostgrestStandin {
  /** The project URL to configure as SUPABASE_URL (no /rest/v1). */
  url: string;
  requests: RecordedRequest[];
  /** The next `count` requests get `status` instead of an answer. */
  failNext(count: number, status?: number): void;
  /** The next `count` requests get no answer at all. */
  hangNext(count: number): void;
  close(): Promise<void>;
}

export interface PostgrestStandinOptions {
  db: PGlite;
  anonKey: string;
  /** Like PostgREST's db-max-rows: no answer holds more rows. */
  maxRows?: number;
  /** Runs before the answer to the request with this 0-based index: the owner editing mid-build. */
  beforeAnswer?: (requestIndex: number) => Promise<void>;
  /**
   * Misbehaviour of a misconfigured cache in front of the project: `ignorePosition` answers every page as
   * if its position (the `or` filter and offset) had not been asked, i.e. with the first page again;
   * `omitCount` leaves the total out of Content-Range.
   */
  ignorePosition?: boolean;
  omitCount?: boolean;
  /** Adds this to every count it reports: a count that does not match the rows. */
  misreportCountBy?: number;
}

class BadRequest extends Error {}

export async function startPostgrestStandin({
  db,
  anonKey,
  maxRows = 1000,
  beforeAnswer,
  ignorePosition = false,
  omitCount = false,
  misreportCountBy = 0,
}: PostgrestStandinOptions): Promise<PostgrestStandin> {
  const requests: RecordedRequest[] = [];
  const failures: number[] = [];
  let hangs = 0;

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://standin');
    requests.push({
      method: request.method ?? '',
      path: url.pathname,
      query: [...url.searchParams.entries()],
      apikey: header(request, 'apikey'),
      authorization: header(request, 'authorization'),
      prefer: header(request, 'prefer'),
    });
    if (hangs > 0) {
      hangs -= 1;
      return;
    }
    const failure = failures.shift();
    if (failure !== undefined) {
      sendJson(response, failure, { message: 'Injected failure' });
      return;
    }
    const requestIndex = requests.length - 1;
    Promise.resolve(beforeAnswer?.(requestIndex))
      .then(() => answer(request, url, response))
      .catch((error: unknown) => {
        sendJson(response, 500, { message: error instanceof Error ? error.message : String(error) });
      });
  });

  async function answer(request: IncomingMessage, url: URL, response: ServerResponse): Promise<void> {
    const role = apiRole(header(request, 'apikey'), header(request, 'authorization'), anonKey);
    if (!role) {
      sendJson(response, 401, {
        message: 'Invalid API key',
        hint: 'Double check your Supabase `anon` or `service_role` API key.',
      });
      return;
    }
    if (url.pathname !== `/rest/v1/${TABLE}`) {
      sendJson(response, 404, {
        code: 'PGRST205',
        message: `Could not find the table '${url.pathname}' in the schema cache`,
      });
      return;
    }
    if (request.method !== 'GET') {
      sendJson(response, 405, { message: 'Only GET is supported by the stand-in' });
      return;
    }
    let query: ParsedQuery;
    try {
      query = parseQuery(url.searchParams, request, maxRows);
    } catch (error) {
      if (!(error instanceof BadRequest)) throw error;
      sendJson(response, 400, { code: 'PGRST100', message: error.message });
      return;
    }
    if (ignorePosition) query = { ...query, where: query.where.filter((condition) => !condition.position), offset: 0 };
    try {
      const { body, total, rowCount } = await runAs(db, role, query);
      const last = query.offset + rowCount - 1;
      const range = rowCount === 0 ? '*' : `${query.offset}-${last}`;
      const partial = total !== null && rowCount < total;
      response.writeHead(partial ? 206 : 200, {
        'content-type': 'application/json; charset=utf-8',
        'content-range': `${range}/${omitCount || total === null ? '*' : total + misreportCountBy}`,
      });
      response.end(body);
    } catch (error) {
      const code = (error as { code?: string }).code;
      sendJson(response, code === '42501' ? 401 : 400, { code, message: (error as Error).message });
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext(count, status = 503) {
      for (let index = 0; index < count; index += 1) failures.push(status);
    },
    hangNext(count) {
      hangs += count;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** An address nothing listens on, for "connection refused". */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** One condition of the where clause: SQL with $n placeholders for its own values, renumbered when run. */
interface Condition {
  sql: string;
  values: string[];
  /** The condition places the page (a keyset position), as opposed to choosing which rows exist. */
  position: boolean;
}

interface ParsedQuery {
  where: Condition[];
  order: string[];
  offset: number;
  limit: number;
  count: boolean;
}

function parseQuery(params: URLSearchParams, request: IncomingMessage, maxRows: number): ParsedQuery {
  if (header(request, 'range') !== undefined) throw new BadRequest('Range headers are not supported by the stand-in');
  const profile = header(request, 'accept-profile');
  if (profile !== undefined && profile !== 'public') throw new BadRequest(`unknown schema ${profile}`);
  const prefer = (header(request, 'prefer') ?? '')
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean);
  for (const token of prefer) {
    if (token !== 'count=exact') throw new BadRequest(`unsupported Prefer ${token}`);
  }
  const query: ParsedQuery = {
    where: [],
    order: [],
    offset: 0,
    limit: maxRows,
    count: prefer.includes('count=exact'),
  };
  for (const [key, value] of params) {
    if (key === 'select') {
      if (value !== '*') throw new BadRequest(`unsupported select ${value}`);
    } else if (key === 'order') {
      query.order = value.split(',').map(orderTerm);
    } else if (key === 'offset') {
      query.offset = wholeNumber(key, value);
    } else if (key === 'limit') {
      query.limit = Math.min(wholeNumber(key, value), maxRows);
    } else if (key === 'or') {
      query.where.push({ ...logicTree('or', value), position: true });
    } else if (COLUMNS.has(key) && value.startsWith('eq.')) {
      query.where.push({ sql: `${key} = $`, values: [value.slice(3)], position: false });
    } else if (!MODIFIERS.has(key)) {
      throw new BadRequest(`unsupported parameter ${key}=${value}`);
    }
  }
  return query;
}

/**
 * `(a.lt.x,and(a.eq.x,b.gt.y))` as PostgREST reads it: comma-separated comparisons `column.op.value` and
 * nested `and(…)`/`or(…)`; a value may be double-quoted (backslash escapes inside), as reserved characters
 * such as ":" in a timestamp require.
 */
function logicTree(operator: 'and' | 'or', text: string): Omit<Condition, 'position'> {
  if (!text.startsWith('(') || !text.endsWith(')')) throw new BadRequest(`unsupported ${operator}=${text}`);
  const parts: Omit<Condition, 'position'>[] = [];
  for (const item of splitTopLevel(text.slice(1, -1))) {
    const nested = /^(and|or)(\(.*\))$/s.exec(item);
    if (nested) {
      parts.push(logicTree(nested[1] as 'and' | 'or', nested[2]!));
      continue;
    }
    const comparison = /^([a-z_]+)\.([a-z]+)\.(.*)$/s.exec(item);
    if (!comparison || !COLUMNS.has(comparison[1]!) || !(comparison[2]! in COMPARISONS)) {
      throw new BadRequest(`unsupported condition ${item}`);
    }
    let value = comparison[3]!;
    if (value.startsWith('"')) {
      if (!value.endsWith('"') || value.length < 2) throw new BadRequest(`unterminated quoted value ${value}`);
      value = value.slice(1, -1).replace(/\\(.)/g, '$1');
    } else if (/[,():"]/.test(value)) {
      throw new BadRequest(`reserved characters in unquoted value ${value}`);
    }
    parts.push({ sql: `${comparison[1]} ${COMPARISONS[comparison[2]!]} $`, values: [value] });
  }
  if (parts.length === 0) throw new BadRequest(`empty ${operator}=${text}`);
  return {
    sql: `(${parts.map((part) => part.sql).join(` ${operator} `)})`,
    values: parts.flatMap((part) => part.values),
  };
}

/** Splits on the commas outside parentheses and quotes. */
function splitTopLevel(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let inQuotes = false;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inQuotes) {
      if (char === '\\') index += 1;
      else if (char === '"') inQuotes = false;
    } else if (char === '"') inQuotes = true;
    else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ',' && depth === 0) {
      items.push(text.slice(start, index));
      start = index + 1;
    }
  }
  items.push(text.slice(start));
  return items;
}

function orderTerm(term: string): string {
  const match = /^([a-z_]+)\.(asc|desc)(?:\.(nullsfirst|nullslast))?$/.exec(term);
  if (!match || !COLUMNS.has(match[1]!)) throw new BadRequest(`unsupported order ${term}`);
  const nulls = match[3] === 'nullsfirst' ? ' nulls first' : match[3] === 'nullslast' ? ' nulls last' : '';
  return `${match[1]} ${match[2]}${nulls}`;
}

function wholeNumber(key: string, value: string): number {
  if (!/^\d+$/.test(value)) throw new BadRequest(`${key} must be a whole number`);
  return Number(value);
}

/**
 * The database role a request's key stands for, or undefined for a key the project would refuse (401):
 * - the project's anon key, sent as apikey and as the bearer token (what supabase-js sends): anon;
 * - a secret key, recognised by its form as Supabase's gateway does: the new `sb_secret_…` keys, or a
 *   legacy JWT whose payload says `"role": "service_role"` (the signature is not checked here): service_role,
 *   which bypasses row-level security. Its bearer token, when sent, must be the same key.
 */
export function apiRole(
  apikey: string | undefined,
  authorization: string | undefined,
  anonKey: string,
): 'anon' | 'service_role' | undefined {
  if (!apikey) return undefined;
  if (apikey === anonKey) return authorization === `Bearer ${anonKey}` ? 'anon' : undefined;
  if (authorization !== undefined && authorization !== `Bearer ${apikey}`) return undefined;
  return isSecretKey(apikey) ? 'service_role' : undefined;
}

function isSecretKey(key: string): boolean {
  if (key.startsWith('sb_secret_')) return true;
  const [, payload] = key.split('.');
  if (!payload || key.split('.').length !== 3) return false;
  try {
    return (
      (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { role?: unknown }).role === 'service_role'
    );
  } catch {
    return false;
  }
}

async function runAs(
  db: PGlite,
  role: 'anon' | 'service_role',
  query: ParsedQuery,
): Promise<{ body: string; total: number | null; rowCount: number }> {
  // Each condition's `$` placeholders numbered in order across the whole clause.
  let placeholder = 0;
  const where = query.where.length
    ? `where ${query.where.map((condition) => condition.sql.replace(/\$/g, () => `$${(placeholder += 1)}`)).join(' and ')}`
    : '';
  const values = query.where.flatMap((condition) => condition.values);
  const orderBy = query.order.length ? `order by ${query.order.join(', ')}` : '';
  return db.transaction(async (tx) => {
    // As PostgREST does: the key's API role, and JSON rendered by Postgres itself.
    await tx.exec(`set local role ${role}; set local timezone = 'UTC';`);
    const page = await tx.query<{ body: string; row_count: number }>(
      `select coalesce(json_agg(page), '[]'::json)::text as body, count(*)::int as row_count
         from (select * from public.${TABLE} ${where} ${orderBy}
               limit ${query.limit} offset ${query.offset}) as page`,
      values,
    );
    let total: number | null = null;
    if (query.count) {
      const counted = await tx.query<{ total: number }>(
        `select count(*)::int as total from public.${TABLE} ${where}`,
        values,
      );
      total = counted.rows[0]!.total;
    }
    return { body: page.rows[0]!.body, total, rowCount: page.rows[0]!.row_count };
  });
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}
