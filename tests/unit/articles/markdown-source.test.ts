import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { inspect } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { ArticleValidationError } from '@/lib/articles/schema';
import { isArticleFileName, parseArticleFile } from '@/lib/articles/sources/markdown';
import { createArticleStore, type ArticleStoreOptions } from '@/lib/articles/store';
import { articleFile, publishedFrontMatter, writeArticleDir, type ArticleDir } from '../../support/markdown-articles';

const dirs: ArticleDir[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => dir.remove()));
});

async function storeFor(files: Record<string, string>, options: Partial<ArticleStoreOptions> = {}) {
  const articleDir = await writeArticleDir(files);
  dirs.push(articleDir);
  const logs: string[] = [];
  const warnings: string[] = [];
  const store = createArticleStore({
    env: { ARTICLES_DIR: articleDir.dir },
    log: (message) => logs.push(message),
    warn: (message) => warnings.push(message),
    ...options,
  });
  return { store, logs, warnings, dir: articleDir.dir };
}

const published = (slug: string, overrides: Record<string, string | null> = {}, body?: string) =>
  articleFile(publishedFrontMatter(slug, overrides), body);

describe('markdown source', () => {
  it('reads the published files into Articles', async () => {
    const { store } = await storeFor({
      'first-post.md': published('first-post', {}, 'One two three.'),
    });
    expect(await store.getPublishedArticles()).toEqual([
      {
        id: 'first-post.md',
        title: 'Title of first-post',
        slug: 'first-post',
        excerpt: 'A short excerpt.',
        content: 'One two three.',
        category: 'Product Management',
        tags: ['roadmaps', 'discovery'],
        isPublished: true,
        publishedAt: '2025-03-14T00:00:00.000Z',
        readingTimeMinutes: 1,
      },
    ]);
  });

  it('leaves out drafts: is_published false, missing, or not the boolean true', async () => {
    const { store, warnings } = await storeFor({
      'live.md': published('live'),
      'false.md': published('draft-false', { is_published: 'false' }),
      'missing.md': published('draft-missing', { is_published: null }),
      'quoted.md': published('draft-quoted', { is_published: '"true"' }),
      'yes.md': published('draft-yes', { is_published: 'yes' }),
      'no-front-matter.md': 'Just some notes, no front matter.',
    });
    expect((await store.getPublishedArticles()).map((article) => article.slug)).toEqual(['live']);
    expect(await store.getArticleBySlug('draft-false')).toBeNull();
    expect(await store.getArticleBySlug('draft-quoted')).toBeNull();
    expect(warnings).toHaveLength(2);
    expect(warnings.join('\n')).toContain(
      'quoted.md: is_published is "true", not the boolean true, so it is treated as a draft',
    );
    expect(warnings.join('\n')).toContain('yes.md: is_published is "yes"');
  });

  it('does not validate drafts, so an unfinished draft never breaks the build', async () => {
    const { store } = await storeFor({
      'live.md': published('live'),
      'unfinished.md': articleFile(['title: Half an idea', 'slug: Not A Slug', 'published_at: someday'], 'TODO'),
    });
    expect((await store.getPublishedArticles()).map((article) => article.slug)).toEqual(['live']);
  });

  it('fails the build naming the file when front matter cannot be parsed, even if it may be a draft', async () => {
    const { store } = await storeFor({
      'live.md': published('live'),
      'broken.md': articleFile(['title: "unclosed', 'is_published: false']),
    });
    await expect(store.getPublishedArticles()).rejects.toThrow(/broken\.md: the front matter is not valid YAML/);
  });

  it('fails the build on a key that is not a column, draft or not, offering the key the author meant', async () => {
    const { store } = await storeFor({
      'live.md': published('live'),
      // Read as "not published" by the rule: without the key check the article would quietly stay out.
      'misspelt.md': published('misspelt', { is_published: null, is_publised: 'true' }),
      'draft.md': published('a-draft', { is_published: 'false', Author: 'Someone', 'published-at': '2025-03-14' }),
    });
    const error = await store.getPublishedArticles().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ArticleValidationError);
    expect((error as Error).message.split('\n')).toEqual([
      'Articles have 3 problems; the build stops until they are fixed:',
      // In the order of the files' names.
      expect.stringMatching(/draft\.md: "Author" is not a key of the front matter; the keys are title, /),
      expect.stringMatching(
        /draft\.md: "published-at" is not a key of the front matter \(did you mean "published_at"\?\)/,
      ),
      expect.stringMatching(
        /misspelt\.md: "is_publised" is not a key of the front matter \(did you mean "is_published"\?\); the keys are title, slug, excerpt, category, tags, is_published, published_at, id, created_at, updated_at$/,
      ),
    ]);
  });

  it("accepts the table's other columns, and refuses content in the front matter", async () => {
    const { store: fine } = await storeFor({
      'row.md': published('row', { id: '"4f1c"', created_at: '2025-03-01', updated_at: '2025-03-02' }),
    });
    expect((await fine.getPublishedArticles()).map((article) => [article.slug, article.id])).toEqual([['row', '4f1c']]);
    const { store } = await storeFor({ 'content.md': published('content-key', { content: '"Hello"' }, 'The body.') });
    await expect(store.getPublishedArticles()).rejects.toThrow(
      /content\.md: "content" must not be in the front matter: the content is the text below its closing "---"/,
    );
  });

  it('names every unreadable file and every bad article in one run', async () => {
    const { store } = await storeFor({
      'colon.md': articleFile(['title: Pricing: what we learned', 'is_published: false']),
      'bad-date.md': published('bad-date', { published_at: '2025-02-30' }),
      'live.md': published('live'),
    });
    const error = await store.getPublishedArticles().catch((caught: unknown) => caught);
    expect((error as Error).message.split('\n')).toEqual([
      'Articles have 2 problems; the build stops until they are fixed:',
      expect.stringMatching(
        /colon\.md: the front matter is not valid YAML: Nested mappings are not allowed in compact mappings, at line 2, column 8 \(a value that contains ": " must be in quotes, like title: "Pricing: what we learned"\)$/,
      ),
      expect.stringMatching(/bad-date\.md: "published_at" must be a real date/),
    ]);
    // Printed once: Next.js prints a failed page's error with its own enumerable properties too.
    expect(inspect(error).match(/must be a real date/g)).toHaveLength(1);
  });

  it('fails the build naming the file and the field of a bad published article', async () => {
    const { store } = await storeFor({
      'good.md': published('good'),
      'bad-date.md': published('bad-date', { published_at: '2025-02-30' }),
    });
    await expect(store.getPublishedArticles()).rejects.toThrow(
      /bad-date\.md: "published_at" must be a real date, like 2025-03-14 or 2025-03-14T09:30:00Z \(got "2025-02-30"\)/,
    );
  });

  it('fails the build when two files share a slug, naming both', async () => {
    const { store } = await storeFor({
      'a.md': published('same-slug'),
      'b.md': published('same-slug'),
    });
    await expect(store.getPublishedArticles()).rejects.toThrow(
      /b\.md: "slug" must be unique: "same-slug" is also the slug of .*a\.md/,
    );
  });

  it('orders newest first, then by slug for articles published at the same moment', async () => {
    const { store } = await storeFor({
      'old.md': published('old', { published_at: '2024-01-01' }),
      'new.md': published('new', { published_at: '2025-06-01T08:00:00Z' }),
      'same-b.md': published('same-b', { published_at: '2025-03-14' }),
      'same-a.md': published('same-a', { published_at: '2025-03-14T00:00:00+00:00' }),
      'late-evening.md': published('late-evening', { published_at: '"2025-03-13T23:30:00-02:00"' }),
    });
    expect((await store.getPublishedArticles()).map((article) => article.slug)).toEqual([
      'new',
      'late-evening',
      'same-a',
      'same-b',
      'old',
    ]);
  });

  it('ignores README.md, files that are not .md, hidden files and subdirectories', async () => {
    const { store } = await storeFor({
      'README.md': '# How to write articles\n\nPut one .md file per article here.',
      'notes.txt': published('from-txt'),
      '.hidden.md': published('hidden'),
      'nested/deeper.md': published('deeper'),
      'kept.md': published('kept'),
    });
    expect((await store.getPublishedArticles()).map((article) => article.slug)).toEqual(['kept']);
  });

  it('says which files look like articles but are not read, and how to name them', async () => {
    const { store, warnings, dir } = await storeFor({
      'launch.markdown': published('launch'),
      'Pricing.MDX': published('pricing'),
      'README.markdown': '# Notes',
      '.draft.markdown': published('hidden'),
      'notes.txt': 'a list of ideas',
      'kept.md': published('kept'),
    });
    expect((await store.getPublishedArticles()).map((article) => article.slug)).toEqual(['kept']);
    expect(warnings).toEqual([
      `[articles] ${dir}/Pricing.MDX is not read: only .md files are articles (rename it Pricing.md).`,
      `[articles] ${dir}/launch.markdown is not read: only .md files are articles (rename it launch.md).`,
    ]);
  });

  it('reads ARTICLES_DIR relative to the working directory, and names it in the log', async () => {
    const articleDir = await writeArticleDir({ 'one.md': published('one'), 'two.md': published('two') });
    dirs.push(articleDir);
    const logs: string[] = [];
    const store = createArticleStore({
      env: { ARTICLES_DIR: path.basename(articleDir.dir) },
      cwd: path.dirname(articleDir.dir),
      log: (message) => logs.push(message),
    });
    expect(await store.getArticlesReport()).toEqual({
      source: 'markdown',
      description: `markdown files in ${path.basename(articleDir.dir)}`,
      count: 2,
      scheduled: [],
    });
    expect(logs).toEqual([`[articles] 2 published articles from markdown files in ${path.basename(articleDir.dir)}`]);
  });

  it('defaults to content/articles under the working directory', async () => {
    const project = await writeArticleDir({ 'content/articles/only.md': published('only') });
    dirs.push(project);
    const logs: string[] = [];
    const store = createArticleStore({ env: {}, cwd: project.dir, log: (message) => logs.push(message) });
    expect((await store.getPublishedArticles()).map((article) => article.slug)).toEqual(['only']);
    expect(logs).toEqual(['[articles] 1 published article from markdown files in content/articles']);
  });

  it('builds the empty list from a directory with no published articles', async () => {
    const { store, logs } = await storeFor({ 'draft.md': published('draft', { is_published: 'false' }) });
    expect(await store.getPublishedArticles()).toEqual([]);
    expect(logs[0]).toMatch(/^\[articles\] 0 published articles from markdown files in /);
  });

  it('leaves out an article dated after the build started, and names it with its date in the log', async () => {
    const { store, logs } = await storeFor(
      {
        'live.md': published('live', { published_at: '2026-11-23T08:00:00Z' }),
        'at-start.md': published('at-start', { published_at: '2026-11-23T09:00:00Z' }),
        'future-launch-plan.md': published('future-launch-plan', { published_at: '2030-01-01' }),
        'next-week.md': published('next-week', { published_at: '2026-11-30T06:00:00Z' }),
      },
      { now: () => new Date('2026-11-23T09:00:00Z') },
    );
    expect((await store.getPublishedArticles()).map((article) => article.slug)).toEqual(['at-start', 'live']);
    expect(await store.getArticleBySlug('future-launch-plan')).toBeNull();
    expect((await store.getArticlesReport()).scheduled).toEqual([
      { slug: 'next-week', publishedAt: '2026-11-30T06:00:00.000Z' },
      { slug: 'future-launch-plan', publishedAt: '2030-01-01T00:00:00.000Z' },
    ]);
    expect(logs).toContain(
      '[articles] 2 scheduled: next-week, goes live on November 30, 2026 at 06:00 UTC; future-launch-plan, goes live on January 1, 2030',
    );
  });

  it('decides what is live from SITE_BUILD_STARTED_AT, the one moment every process of a build shares', async () => {
    const articleDir = await writeArticleDir({
      'soon.md': published('soon', { published_at: '2026-11-23T10:00:00Z' }),
    });
    dirs.push(articleDir);
    const storeAt = (at: string) =>
      createArticleStore({ env: { ARTICLES_DIR: articleDir.dir, SITE_BUILD_STARTED_AT: at }, log: () => {} });
    expect(await storeAt('2026-11-23T09:59:59Z').getPublishedArticles()).toEqual([]);
    const live = await storeAt('2026-11-23T10:00:00Z').getPublishedArticles();
    expect(live.map((article) => article.slug)).toEqual(['soon']);
    await expect(storeAt('tomorrow').getPublishedArticles()).rejects.toThrow(
      'SITE_BUILD_STARTED_AT is "tomorrow", not a date and time.',
    );
  });

  it('validates a scheduled article today: a broken one fails the build now, not on its date', async () => {
    const { store } = await storeFor(
      { 'later.md': published('later', { published_at: '2030-01-01', category: '"Gardening"' }) },
      { now: () => new Date('2026-11-23T09:00:00Z') },
    );
    await expect(store.getPublishedArticles()).rejects.toThrow(/later\.md: "category"/);
  });

  it('names the file a published article came from', async () => {
    const { store } = await storeFor({ 'first-post.md': published('first-post') });
    expect(await store.getArticleOrigin('first-post')).toMatch(/first-post\.md$/);
    expect(await store.getArticleOrigin('nope')).toBeUndefined();
  });

  it('fails the build when ARTICLES_DIR does not exist', async () => {
    const store = createArticleStore({ env: { ARTICLES_DIR: 'no/such/dir' }, cwd: '/tmp', log: () => {} });
    await expect(store.getPublishedArticles()).rejects.toThrow(
      /^Could not read the articles directory no\/such\/dir \(ARTICLES_DIR\): ENOENT/,
    );
  });
});

describe('bundled articles', () => {
  it('all pass validation, and the drafts among them stay out', async () => {
    const warnings: string[] = [];
    const store = createArticleStore({ env: {}, log: () => {}, warn: (message) => warnings.push(message) });
    const articles = await store.getPublishedArticles();
    expect(articles.length).toBeGreaterThan(0);
    expect(warnings).toEqual([]);
    const dir = path.join(process.cwd(), 'content/articles');
    const draftSlugs: unknown[] = [];
    for (const name of (await readdir(dir)).filter(isArticleFileName)) {
      const fields = parseArticleFile(await readFile(path.join(dir, name), 'utf8'), name);
      if (fields.is_published !== true) draftSlugs.push(fields.slug);
    }
    const publishedSlugs = new Set(articles.map((article) => article.slug));
    expect(draftSlugs.filter((slug) => publishedSlugs.has(slug as string))).toEqual([]);
  });
});

describe('article store', () => {
  it('answers one article by slug and null for an unknown one', async () => {
    const { store } = await storeFor({ 'a.md': published('alpha'), 'b.md': published('beta') });
    expect((await store.getArticleBySlug('beta'))?.title).toBe('Title of beta');
    expect(await store.getArticleBySlug('gamma')).toBeNull();
  });

  it('gives the fixed categories in the order of the category filter', async () => {
    const { store } = await storeFor({});
    expect(store.getCategories()).toEqual(['Product Management', 'Career', 'Entrepreneurship']);
  });

  it('reads the files once however many callers ask, and logs once', async () => {
    const { store, logs } = await storeFor({ 'a.md': published('alpha') });
    const [list, one, again] = await Promise.all([
      store.getPublishedArticles(),
      store.getArticleBySlug('alpha'),
      store.getPublishedArticles(),
    ]);
    expect(again).toBe(list);
    expect(one).toBe(list[0]);
    expect(logs).toHaveLength(1);
  });

  it('hands out frozen articles, so one page cannot change what the others see', async () => {
    const { store } = await storeFor({ 'a.md': published('alpha'), 'b.md': published('beta') });
    const list = await store.getPublishedArticles();
    expect(() => list.sort()).toThrow(TypeError);
    expect(() => list[0]!.tags.push('x')).toThrow(TypeError);
  });

  it('refuses to guess when only one of the Supabase variables is set', async () => {
    const store = createArticleStore({ env: { SUPABASE_URL: 'https://xyz.supabase.co' }, log: () => {} });
    await expect(store.getPublishedArticles()).rejects.toThrow(
      'SUPABASE_URL is set but SUPABASE_ANON_KEY is not: set both to read the articles from Supabase, or neither to use the markdown files in ARTICLES_DIR.',
    );
    const other = createArticleStore({ env: { SUPABASE_ANON_KEY: 'key', SUPABASE_URL: ' ' }, log: () => {} });
    await expect(other.getPublishedArticles()).rejects.toThrow(/^SUPABASE_ANON_KEY is set but SUPABASE_URL is not/);
  });
});
