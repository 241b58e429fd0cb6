import type { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createArticleStore, type ArticleStoreOptions } from '@/lib/articles/store';
import { neighbours, relatedArticles } from '@/lib/articles/onward';
import { tagPages } from '@/lib/articles/tags';
import { createArticlesDb, insertArticle } from '../../support/articles-db';
import {
  closedPortUrl,
  startPostgrestStandin,
  type PostgrestStandin,
  type PostgrestStandinOptions,
} from '../../support/postgrest-standin';

const ANON_KEY = 'test-anon-key';
const STOPS = 'The build stops so the live site keeps its last good version.';

let db: PGlite;
const ids: Record<string, string> = {};
const standins: PostgrestStandin[] = [];

beforeAll(async () => {
  db = await createArticlesDb();
  ids.older = await insertArticle(db, {
    slug: 'older',
    title: 'An older article',
    category: 'Career',
    excerpt: null,
    tags: [],
    content: 'Short.',
    published_at: '2024-11-02T08:15:00Z',
  });
  ids.newest = await insertArticle(db, {
    slug: 'newest',
    title: 'The newest article',
    category: 'Product Management',
    excerpt: 'What changed.',
    tags: ['roadmaps', 'discovery'],
    content: Array.from({ length: 250 }, () => 'word').join(' '),
    published_at: '2025-03-14T00:00:00Z',
  });
  ids.middle = await insertArticle(db, {
    slug: 'middle',
    category: 'Entrepreneurship',
    published_at: '2025-01-20T12:00:00+02:00',
  });
  await insertArticle(db, { slug: 'secret-draft', is_published: false, published_at: '2025-05-01T00:00:00Z' });
  // Starting Postgres in WebAssembly takes seconds, more on a busy machine.
}, 120_000);

afterEach(async () => {
  await Promise.all(standins.splice(0).map((standin) => standin.close()));
});

afterAll(async () => {
  await db.close();
});

async function standin(options: Omit<PostgrestStandinOptions, 'db' | 'anonKey'> = {}): Promise<PostgrestStandin> {
  const server = await startPostgrestStandin({ db, anonKey: ANON_KEY, ...options });
  standins.push(server);
  return server;
}

function storeFor(
  url: string,
  { anonKey = ANON_KEY, ...supabase }: { anonKey?: string } & ArticleStoreOptions['supabase'] = {},
) {
  const logs: string[] = [];
  const warnings: string[] = [];
  const store = createArticleStore({
    env: { SUPABASE_URL: url, SUPABASE_ANON_KEY: anonKey, ARTICLES_DIR: '/nonexistent' },
    log: (message) => logs.push(message),
    warn: (message) => warnings.push(message),
    // Tiny waits keep the failure paths fast (the schedule itself is tested in retry.test.ts). The timeout
    // stays generous unless a test is about timeouts: a busy machine must not turn a slow answer into a retry.
    supabase: { attemptTimeoutMs: 10_000, retry: { initialDelayMs: 5, maxDelayMs: 20 }, ...supabase },
  });
  return { store, logs, warnings };
}

/** Runs `change` as the table owner for one test, then puts the rows back as they were. */
const BULK_ROWS = `insert into public.articles (title, slug, category, is_published, published_at, content)
  select 'Bulk ' || n, 'bulk-' || n, 'Career', true, timestamptz '2020-01-01' + n * interval '1 hour', 'Words.'
    from generate_series(1, 2500) as n`;
const DELETE_BULK_ROWS = `delete from public.articles where slug like 'bulk-%'`;

async function withTemporaryRows(change: string, undo: string, test: () => Promise<void>): Promise<void> {
  await db.exec(change);
  try {
    await test();
  } finally {
    await db.exec(undo);
  }
}

describe('Supabase source over HTTP', () => {
  it('asks rest/v1 for all fields of the published articles, newest first, with the anon key', async () => {
    const server = await standin();
    const { store } = storeFor(server.url);
    await store.getPublishedArticles();
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request).toMatchObject({
      method: 'GET',
      path: '/rest/v1/articles',
      apikey: ANON_KEY,
      authorization: `Bearer ${ANON_KEY}`,
    });
    expect(Object.fromEntries(request!.query)).toEqual({
      select: '*',
      is_published: 'eq.true',
      order: 'published_at.desc,id.asc',
      limit: '1000',
    });
    expect(request!.prefer).toContain('count=exact');
  });

  it('maps the rows to Articles, newest first, without drafts', async () => {
    const server = await standin();
    const { store } = storeFor(server.url);
    const articles = await store.getPublishedArticles();
    expect(articles.map((article) => article.slug)).toEqual(['newest', 'middle', 'older']);
    expect(articles[0]).toEqual({
      id: ids.newest,
      title: 'The newest article',
      slug: 'newest',
      excerpt: 'What changed.',
      content: Array.from({ length: 250 }, () => 'word').join(' '),
      category: 'Product Management',
      tags: ['roadmaps', 'discovery'],
      isPublished: true,
      publishedAt: '2025-03-14T00:00:00.000Z',
      readingTimeMinutes: 2,
    });
    expect(articles[1]?.publishedAt).toBe('2025-01-20T10:00:00.000Z');
    expect(articles[2]).not.toHaveProperty('excerpt');
    expect(articles[2]?.tags).toEqual([]);
    expect(await store.getArticleBySlug('secret-draft')).toBeNull();
  });

  it('answers one article by slug from the same single read', async () => {
    const server = await standin();
    const { store } = storeFor(server.url);
    expect((await store.getArticleBySlug('middle'))?.id).toBe(ids.middle);
    expect(await store.getArticleBySlug('missing')).toBeNull();
    expect(server.requests).toHaveLength(1);
  });

  it('reports and logs the source and the number of published articles', async () => {
    const server = await standin();
    const { store, logs } = storeFor(`${server.url}/`);
    expect(await store.getArticlesReport()).toEqual({
      source: 'supabase',
      description: `Supabase (${server.url})`,
      count: 3,
      scheduled: [],
    });
    expect(logs).toEqual([`[articles] 3 published articles from Supabase (${server.url})`]);
  });

  it('reads once per process however many pages ask: one request for the list, the pages and the report', async () => {
    const server = await standin();
    const { store, logs } = storeFor(server.url);
    await Promise.all([
      store.getPublishedArticles(),
      store.getArticleBySlug('newest'),
      store.getArticleBySlug('older'),
      store.getArticlesReport(),
    ]);
    await store.getPublishedArticles();
    expect(server.requests).toHaveLength(1);
    expect(logs).toHaveLength(1);
  });

  it('builds the empty list from a successful read of zero published articles', async () => {
    const server = await standin();
    const { store, logs } = storeFor(server.url);
    await withTemporaryRows(
      `update public.articles set is_published = false where slug in ('older', 'newest', 'middle')`,
      `update public.articles set is_published = true where slug in ('older', 'newest', 'middle')`,
      async () => {
        expect(await store.getPublishedArticles()).toEqual([]);
      },
    );
    expect(logs).toEqual([`[articles] 0 published articles from Supabase (${server.url})`]);
  });

  it('reads 2,500 articles in three requests of 1,000, each starting after the last row received', async () => {
    const server = await standin();
    const { store } = storeFor(server.url);
    await withTemporaryRows(BULK_ROWS, DELETE_BULK_ROWS, async () => {
      const articles = await store.getPublishedArticles();
      expect(articles).toHaveLength(2503);
      expect(new Set(articles.map((article) => article.slug)).size).toBe(2503);
      expect(articles.at(-1)?.slug).toBe('bulk-1');
      // The last row of each page, as the next request names it.
      const lastOfPage = (index: number) => {
        const article = articles[index]!;
        const at = `"${article.publishedAt.replace('.000Z', '+00:00')}"`;
        return `(published_at.lt.${at},and(published_at.eq.${at},id.gt."${article.id}"))`;
      };
      expect(server.requests.map((request) => Object.fromEntries(request.query))).toMatchObject([
        { limit: '1000' },
        { limit: '1000', or: lastOfPage(999) },
        { limit: '1000', or: lastOfPage(1999) },
      ]);
      expect(Object.fromEntries(server.requests[0]!.query)).not.toHaveProperty('or');
    });
  });

  it('still reads every article when the project caps answers below the page size', async () => {
    const server = await standin({ maxRows: 2 });
    const { store } = storeFor(server.url);
    expect((await store.getPublishedArticles()).map((article) => article.slug)).toEqual(['newest', 'middle', 'older']);
    expect(server.requests).toHaveLength(2);
  });

  it('keeps a stable order across pages for articles published at the same moment', async () => {
    const server = await standin();
    const { store } = storeFor(server.url, { pageSize: 3 });
    await withTemporaryRows(
      `insert into public.articles (title, slug, category, is_published, published_at)
         select 'Tie ' || n, 'tie-' || n, 'Career', true, timestamptz '2023-06-01' from generate_series(1, 7) as n`,
      `delete from public.articles where slug like 'tie-%'`,
      async () => {
        const slugs = (await store.getPublishedArticles()).map((article) => article.slug);
        expect(slugs).toHaveLength(10);
        expect(new Set(slugs).size).toBe(10);
      },
    );
    expect(server.requests).toHaveLength(4);
  });

  it('neither loses nor repeats a row when articles are published or unpublished between two pages', async () => {
    const server = await standin({
      beforeAnswer: async (requestIndex) => {
        if (requestIndex !== 1) return;
        // Between page 1 (newest, middle) and page 2: one article newer than everything read so far, one older
        // than everything (backdated), and one already read taken down again.
        await insertArticle(db, { slug: 'published-mid-build', published_at: '2025-12-01T00:00:00Z' });
        await insertArticle(db, { slug: 'backdated-mid-build', published_at: '2020-01-01T00:00:00Z' });
        await db.exec(`update public.articles set is_published = false where slug = 'newest'`);
      },
    });
    const { store } = storeFor(server.url, { pageSize: 2 });
    try {
      // The new newest article sorts before the rows already read: the build it triggers publishes it.
      expect((await store.getPublishedArticles()).map((article) => article.slug)).toEqual([
        'newest',
        'middle',
        'older',
        'backdated-mid-build',
      ]);
      expect(server.requests).toHaveLength(2);
    } finally {
      await db.exec(`delete from public.articles where slug like '%-mid-build'`);
      await db.exec(`update public.articles set is_published = true where slug = 'newest'`);
    }
  });

  it('gives the reading features what the markdown files give them: tag pages, neighbours, related articles', async () => {
    const server = await standin();
    const { store } = storeFor(server.url);
    const articles = await store.getPublishedArticles();
    expect(tagPages(articles).map((page) => [page.slug, page.articles.map((article) => article.slug)])).toEqual([
      ['discovery', ['newest']],
      ['roadmaps', ['newest']],
    ]);
    expect(neighbours(articles, 'middle')).toEqual({ newer: articles[0], older: articles[2] });
    expect(relatedArticles(articles, articles[1]!).map((article) => article.slug)).toEqual(['newest', 'older']);
  });

  it('fails the build naming the row and the field when a row is not a valid article', async () => {
    const server = await standin();
    const { store } = storeFor(server.url);
    await withTemporaryRows(
      `insert into public.articles (title, slug, category, is_published, published_at, tags)
         values ('Odd tags', 'odd-tags', 'Career', true, now(), array['ok', ' '])`,
      `delete from public.articles where slug = 'odd-tags'`,
      async () => {
        const { rows } = await db.query<{ id: string }>(`select id from public.articles where slug = 'odd-tags'`);
        await expect(store.getPublishedArticles()).rejects.toThrow(
          `Supabase row with slug "odd-tags" (id ${rows[0]!.id}): "tags" must not contain empty items`,
        );
      },
    );
  });
});

describe('Supabase source failures', () => {
  it('retries 5xx answers with backoff and builds when the backend recovers', async () => {
    const server = await standin();
    server.failNext(2, 503);
    const { store, warnings } = storeFor(server.url);
    expect(await store.getPublishedArticles()).toHaveLength(3);
    expect(server.requests).toHaveLength(3);
    expect(warnings).toEqual([
      '[articles] Supabase read failed (HTTP 503 Service Unavailable: Injected failure), attempt 1 of 4; retrying in 0.005 s',
      '[articles] Supabase read failed (HTTP 503 Service Unavailable: Injected failure), attempt 2 of 4; retrying in 0.01 s',
    ]);
  });

  it('fails the build after 4 attempts when the backend keeps answering 5xx', async () => {
    const server = await standin();
    server.failNext(4, 500);
    const { store, logs } = storeFor(server.url);
    await expect(store.getPublishedArticles()).rejects.toThrow(
      `Could not read the articles from Supabase (${server.url}): HTTP 500 Internal Server Error: Injected failure (gave up after 4 attempts). ${STOPS}`,
    );
    expect(server.requests).toHaveLength(4);
    expect(logs).toEqual([]);
  });

  it('keeps the failure for every later caller instead of asking again page by page', async () => {
    const server = await standin();
    server.failNext(4, 502);
    const { store } = storeFor(server.url);
    await expect(store.getPublishedArticles()).rejects.toThrow(/HTTP 502/);
    await expect(store.getArticleBySlug('newest')).rejects.toThrow(/HTTP 502/);
    expect(server.requests).toHaveLength(4);
  });

  it('fails the build naming the network error when the connection is refused', async () => {
    const url = await closedPortUrl();
    const { store, warnings } = storeFor(url);
    await expect(store.getPublishedArticles()).rejects.toThrow(
      new RegExp(
        `^Could not read the articles from Supabase \\(${url.replaceAll('.', '\\.')}\\): network error: .*ECONNREFUSED.* \\(gave up after 4 attempts\\)\\. ${STOPS}$`,
      ),
    );
    expect(warnings).toHaveLength(3);
  });

  it('gives each attempt a timeout and fails the build when no attempt is answered', async () => {
    const server = await standin();
    server.hangNext(4);
    const { store } = storeFor(server.url, { attemptTimeoutMs: 150 });
    const started = Date.now();
    await expect(store.getPublishedArticles()).rejects.toThrow(
      `Could not read the articles from Supabase (${server.url}): no answer within 0.15 s (timed out) (gave up after 4 attempts). ${STOPS}`,
    );
    expect(server.requests).toHaveLength(4);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4 * 150 - 20);
  });

  it('recovers when only the first attempt times out', async () => {
    const server = await standin();
    server.hangNext(1);
    const { store } = storeFor(server.url, { attemptTimeoutMs: 1_500 });
    expect(await store.getPublishedArticles()).toHaveLength(3);
    expect(server.requests).toHaveLength(2);
  });

  it('fails at once, without retrying, when the key is refused (401)', async () => {
    const server = await standin();
    const { store, warnings } = storeFor(server.url, { anonKey: 'wrong-key' });
    await expect(store.getPublishedArticles()).rejects.toThrow(
      `Could not read the articles from Supabase (${server.url}): HTTP 401 Unauthorized: Invalid API key (check SUPABASE_ANON_KEY and SUPABASE_URL). ${STOPS}`,
    );
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.apikey).toBe('wrong-key');
    expect(warnings).toEqual([]);
  });

  it('fails at once when the project has no articles table', async () => {
    const server = await standin();
    const { store } = storeFor(`${server.url}/elsewhere`);
    await expect(store.getPublishedArticles()).rejects.toThrow(
      /HTTP 404 Not Found: .* \[PGRST205\] \(apply the migration in supabase\/migrations/,
    );
    expect(server.requests).toHaveLength(1);
  });

  it('fails quickly, without retrying, when a cache in front of the project answers every page with the first', async () => {
    const server = await standin({ ignorePosition: true });
    const { store, warnings } = storeFor(server.url);
    await withTemporaryRows(BULK_ROWS, DELETE_BULK_ROWS, async () => {
      await expect(store.getPublishedArticles()).rejects.toThrow(
        new RegExp(
          `^Could not read the articles from Supabase \\(${server.url.replaceAll('.', '\\.')}\\): page 2 repeated rows ` +
            `already read \\(1000 of its 1000, the first row with slug "newest" \\(id ${ids.newest}\\)\\): .*${STOPS}$`,
        ),
      );
    });
    expect(server.requests).toHaveLength(2);
    expect(warnings).toEqual([]);
  });

  it('fails at the first page when the answer has no count, whether or not the pages would repeat', async () => {
    for (const misbehaviour of [{ omitCount: true }, { omitCount: true, ignorePosition: true }]) {
      const server = await standin(misbehaviour);
      const { store } = storeFor(server.url);
      await expect(store.getPublishedArticles()).rejects.toThrow(
        `Could not read the articles from Supabase (${server.url}): page 1 came without a count of the published ` +
          'articles (no total in its Content-Range header), so the build cannot tell whether it read them all',
      );
      expect(server.requests).toHaveLength(1);
    }
  });

  it('fails when the count does not match the rows the server sends', async () => {
    const under = await standin({ misreportCountBy: -1 });
    await expect(storeFor(under.url).store.getPublishedArticles()).rejects.toThrow(
      'page 1 brought 3 rows, but the server counted only 2 published articles from that position',
    );
    const over = await standin({ misreportCountBy: 1, maxRows: 2 });
    await expect(storeFor(over.url).store.getPublishedArticles()).rejects.toThrow(
      'page 3 brought no rows, but the server counted 1 more published article (3 read so far)',
    );
  });

  it('ends however the server answers: a table that grows a page for every page read stops at a bound', async () => {
    let added = 0;
    const server = await standin({
      maxRows: 1,
      // Before each answer after the first, one more article older than everything read.
      beforeAnswer: async (requestIndex) => {
        if (requestIndex === 0) return;
        added += 1;
        await insertArticle(db, {
          slug: `endless-${added}`,
          published_at: `2019-01-${String(29 - added).padStart(2, '0')}T00:00:00Z`,
        });
      },
    });
    const { store } = storeFor(server.url);
    try {
      // 3 published at the start, 1 a page: at most 2 × 3 + 1 pages.
      await expect(store.getPublishedArticles()).rejects.toThrow(
        'stopped after 7 pages (7 articles) without reaching the end: the server keeps reporting more published articles than it sends',
      );
      expect(server.requests).toHaveLength(7);
    } finally {
      await db.exec(`delete from public.articles where slug like 'endless-%'`);
    }
  });

  it('fails without a request when SUPABASE_URL is not a URL', async () => {
    const { store } = storeFor('xyz.supabase.co');
    const error = (await store.getPublishedArticles().then(
      () => new Error('read without an error'),
      (caught: unknown) => caught,
    )) as Error;
    expect(error.message).toMatch(
      /^Could not read the articles from Supabase \(xyz\.supabase\.co\): the client could not be created: /,
    );
    // supabase-js ends its reason with a full stop of its own: one full stop, not two.
    expect(error.message).not.toContain('..');
  });
});
