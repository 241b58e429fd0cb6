import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticleStore, type ArticleEnv } from '@/lib/articles/store';
import { isPreviewServer, previewBannerText, previewMarkText } from '@/lib/preview/preview-state';
import { articleMetadata } from '@/lib/seo/page-metadata';
import { createArticlesDb, insertArticle } from '../../support/articles-db';
import { apiRole, startPostgrestStandin, type PostgrestStandin } from '../../support/postgrest-standin';
import { articleFile, publishedFrontMatter, writeArticleDir, type ArticleDir } from '../../support/markdown-articles';

const NOW = new Date('2026-06-01T00:00:00Z');
const quiet = { log: () => {}, warn: () => {} };

describe('the preview state', () => {
  it('is the dev server only', () => {
    expect(isPreviewServer({ NODE_ENV: 'development' })).toBe(true);
    expect(isPreviewServer({ NODE_ENV: 'production' })).toBe(false);
    expect(isPreviewServer({ NODE_ENV: 'test' })).toBe(false);
  });

  it('reads as the banner and the card say it', () => {
    expect(previewBannerText({ kind: 'draft' })).toBe('Draft — not published');
    expect(previewBannerText({ kind: 'scheduled', publishedAt: '2030-01-01T00:00:00.000Z' })).toBe(
      'Scheduled for January 1, 2030',
    );
    expect(previewMarkText({ kind: 'draft' })).toBe('Draft');
    expect(previewMarkText({ kind: 'scheduled', publishedAt: '2030-01-01T00:00:00.000Z' })).toBe('Scheduled');
  });
});

describe('the preview store over markdown files', () => {
  let dir: ArticleDir;
  beforeAll(async () => {
    dir = await writeArticleDir({
      'live.md': articleFile(
        publishedFrontMatter('live', { published_at: '2025-03-14' }),
        'Words.\n\n<iframe src="https://www.youtube.com/embed/x"></iframe>',
      ),
      'later.md': articleFile(publishedFrontMatter('later', { published_at: '2030-01-01' })),
      'draft.md': articleFile(publishedFrontMatter('draft', { is_published: 'false', published_at: '2026-01-02' })),
      'undated.md': articleFile(publishedFrontMatter('undated', { is_published: 'false', published_at: null })),
    });
  });
  afterAll(() => dir.remove());

  const env = (): ArticleEnv => ({ ARTICLES_DIR: dir.dir });

  it('lists drafts and scheduled articles in their place by date, marked, and leaves the published ones unmarked', async () => {
    const store = createArticleStore({ env: env(), preview: true, now: () => NOW, ...quiet });
    const articles = await store.getPublishedArticles();
    expect(articles.map(({ slug, preview }) => [slug, preview?.kind])).toEqual([
      ['later', 'scheduled'],
      // A draft without a date yet takes the moment it is read.
      ['undated', 'draft'],
      ['draft', 'draft'],
      ['live', undefined],
    ]);
    const draft = await store.getArticleBySlug('draft');
    expect(draft).toMatchObject({ isPublished: false, preview: { kind: 'draft' } });
    expect(articleMetadata(draft!).robots).toEqual({ index: false });
    expect(articleMetadata((await store.getArticleBySlug('live'))!).robots).toBeUndefined();
  });

  it('notes raw HTML the page leaves out, by the line of its file, live article or not', async () => {
    const store = createArticleStore({ env: env(), preview: true, now: () => NOW, ...quiet });
    expect((await store.getArticleBySlug('live'))?.previewNotes).toEqual([
      'Not shown on this page: raw HTML <iframe> (line 12). The site shows markdown only.',
    ]);
    expect((await store.getArticleBySlug('draft'))?.previewNotes).toBeUndefined();
  });

  it('names a broken draft as the preview’s problem, not the build’s: a draft stops no build', async () => {
    const broken = await writeArticleDir({
      'live.md': articleFile(publishedFrontMatter('live', { published_at: '2025-03-14' })),
      'draft.md': articleFile(publishedFrontMatter('draft', { is_published: 'false', published_at: '2026-13-01' })),
    });
    try {
      const preview = createArticleStore({
        env: { ARTICLES_DIR: broken.dir },
        preview: true,
        now: () => NOW,
        ...quiet,
      });
      await expect(preview.getPublishedArticles()).rejects.toThrow(
        /^An article has a problem; the preview shows no articles until it is fixed:\n {2}\S*draft\.md: "published_at" must be a real date/,
      );
      const build = createArticleStore({ env: { ARTICLES_DIR: broken.dir }, now: () => NOW, ...quiet });
      expect((await build.getPublishedArticles()).map(({ slug }) => slug)).toEqual(['live']);
    } finally {
      await broken.remove();
    }
  });

  it('reads the files again on every call: an edit and a new file show without a new store', async () => {
    const store = createArticleStore({ env: env(), preview: true, now: () => NOW, ...quiet });
    expect((await store.getArticleBySlug('draft'))?.title).toBe('Title of draft');
    await writeFile(
      path.join(dir.dir, 'draft.md'),
      articleFile(publishedFrontMatter('draft', { is_published: 'false', title: '"Edited title"' })),
    );
    await writeFile(path.join(dir.dir, 'new.md'), articleFile(publishedFrontMatter('brand-new')));
    expect((await store.getArticleBySlug('draft'))?.title).toBe('Edited title');
    expect(await store.getArticleBySlug('brand-new')).not.toBeNull();
  });

  it('leaves a deploy build exactly as before: published and live only, read once', async () => {
    const store = createArticleStore({ env: env(), now: () => NOW, ...quiet });
    const slugs = (await store.getPublishedArticles()).map(({ slug }) => slug);
    expect(slugs).toEqual(['brand-new', 'live']);
    expect(
      (await store.getPublishedArticles()).every(
        (article) => article.preview === undefined && article.previewNotes === undefined,
      ),
    ).toBe(true);
    await writeFile(path.join(dir.dir, 'another.md'), articleFile(publishedFrontMatter('another')));
    expect(await store.getArticleBySlug('another')).toBeNull();
  });
});

describe('the PostgREST stand-in and the preview store over Supabase', () => {
  const ANON_KEY = 'test-anon-key';
  const SECRET_KEY = 'sb_secret_test0123456789';
  // A legacy service-role key: a JWT whose payload names the role (the stand-in does not check signatures).
  const LEGACY_SERVICE_KEY = ['e30', Buffer.from('{"role":"service_role"}').toString('base64url'), 'sig'].join('.');
  let db: PGlite;
  let standin: PostgrestStandin;
  let draftId: string;

  beforeAll(async () => {
    db = await createArticlesDb();
    await insertArticle(db, { slug: 'published-row', published_at: '2025-03-14T00:00:00Z' });
    draftId = await insertArticle(db, { slug: 'draft-row', is_published: false, published_at: null });
    await insertArticle(db, { slug: 'scheduled-row', published_at: '2030-01-01T00:00:00Z' });
    standin = await startPostgrestStandin({ db, anonKey: ANON_KEY });
  }, 120_000);
  afterAll(async () => {
    await standin.close();
    await db.close();
  });

  const storeWith = (env: ArticleEnv, preview = true) =>
    createArticleStore({
      env: { SUPABASE_URL: standin.url, SUPABASE_ANON_KEY: ANON_KEY, ...env },
      preview,
      now: () => NOW,
      ...quiet,
    });

  it('recognises a secret key by its form, as Supabase does, and refuses any other key', () => {
    expect(apiRole(ANON_KEY, `Bearer ${ANON_KEY}`, ANON_KEY)).toBe('anon');
    expect(apiRole(SECRET_KEY, `Bearer ${SECRET_KEY}`, ANON_KEY)).toBe('service_role');
    expect(apiRole(SECRET_KEY, undefined, ANON_KEY)).toBe('service_role');
    expect(apiRole(LEGACY_SERVICE_KEY, `Bearer ${LEGACY_SERVICE_KEY}`, ANON_KEY)).toBe('service_role');
    const anonJwt = ['e30', Buffer.from('{"role":"anon"}').toString('base64url'), 'sig'].join('.');
    expect(apiRole(anonJwt, `Bearer ${anonJwt}`, ANON_KEY)).toBeUndefined();
    expect(apiRole('sb_publishable_x', 'Bearer sb_publishable_x', ANON_KEY)).toBeUndefined();
    expect(apiRole(SECRET_KEY, `Bearer ${ANON_KEY}`, ANON_KEY)).toBeUndefined();
  });

  it('reads every row with the secret key, drafts included and marked, and an edited row on the next read', async () => {
    const store = storeWith({ SUPABASE_SECRET_KEY: SECRET_KEY });
    const marks = (await store.getPublishedArticles()).map(({ slug, preview }) => [slug, preview?.kind]);
    expect(marks).toEqual(
      expect.arrayContaining([
        ['published-row', undefined],
        ['draft-row', 'draft'],
        ['scheduled-row', 'scheduled'],
      ]),
    );
    expect(marks).toHaveLength(3);
    await db.query(`update public.articles set title = 'Edited in the table editor' where id = $1`, [draftId]);
    expect((await store.getArticleBySlug('draft-row'))?.title).toBe('Edited in the table editor');
    const secretRequests = standin.requests.filter((request) => request.apikey === SECRET_KEY);
    expect(secretRequests.length).toBeGreaterThanOrEqual(2);
  });

  it('reads every row with a legacy service-role key too', async () => {
    const store = storeWith({ SUPABASE_SECRET_KEY: LEGACY_SERVICE_KEY });
    expect(await store.getArticleBySlug('draft-row')).not.toBeNull();
  });

  it('shows no draft without the secret key: the anon key reads published rows only', async () => {
    const store = storeWith({});
    const slugs = (await store.getPublishedArticles()).map(({ slug }) => slug);
    expect(slugs).toEqual(['scheduled-row', 'published-row']);
  });

  it('never uses the secret key outside the preview, even when it is set', async () => {
    const before = standin.requests.length;
    const store = storeWith({ SUPABASE_SECRET_KEY: SECRET_KEY }, false);
    expect((await store.getPublishedArticles()).map(({ slug }) => slug)).toEqual(['published-row']);
    expect(standin.requests.slice(before).every((request) => request.apikey === ANON_KEY)).toBe(true);
  });
});
