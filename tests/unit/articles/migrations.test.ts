import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  applyMigrations,
  asRole,
  createSupabaseLikeDb,
  insertArticle,
  MIGRATIONS_DIR,
} from '../../support/articles-db';

let db: PGlite;

beforeAll(async () => {
  db = await createSupabaseLikeDb();
  await applyMigrations(db);
  await insertArticle(db, { slug: 'published-one', published_at: '2025-03-14T00:00:00Z' });
  await insertArticle(db, { slug: 'published-two', published_at: '2025-04-01T00:00:00Z' });
  await insertArticle(db, { slug: 'a-draft', is_published: false, published_at: null });
  // Starting Postgres in WebAssembly takes seconds, more on a busy machine.
}, 120_000);

afterAll(async () => {
  await db.close();
});

const slugsAs = async (role: string, where = '') =>
  asRole(db, role, async (tx) =>
    (await tx.query<{ slug: string }>(`select slug from public.articles ${where} order by slug`)).rows.map(
      (row) => row.slug,
    ),
  );

const ownerSlugs = async () =>
  (await db.query<{ slug: string; title: string }>('select slug, title from public.articles order by slug')).rows;

describe('the test database stands in for a new Supabase project', () => {
  it('grants anon everything on a new table by default, as Supabase does', async () => {
    await db.exec('create table public.unprotected (note text)');
    await asRole(db, 'anon', async (tx) => {
      await tx.query(`insert into public.unprotected values ('anon wrote this')`);
      expect((await tx.query('select * from public.unprotected')).rows).toHaveLength(1);
    });
    await db.exec('drop table public.unprotected');
  });
});

describe('migration: articles table', () => {
  it('applies on the Supabase-like database and creates the table with row-level security on', async () => {
    const table = await db.query<{ relrowsecurity: boolean }>(
      `select relrowsecurity from pg_class where oid = 'public.articles'::regclass`,
    );
    expect(table.rows).toEqual([{ relrowsecurity: true }]);
    const columns = await db.query<{ column_name: string; data_type: string; is_nullable: string }>(
      `select column_name, data_type, is_nullable from information_schema.columns
        where table_schema = 'public' and table_name = 'articles' order by ordinal_position`,
    );
    expect(columns.rows).toEqual([
      { column_name: 'id', data_type: 'uuid', is_nullable: 'NO' },
      { column_name: 'title', data_type: 'text', is_nullable: 'NO' },
      { column_name: 'slug', data_type: 'text', is_nullable: 'NO' },
      { column_name: 'excerpt', data_type: 'text', is_nullable: 'YES' },
      { column_name: 'content', data_type: 'text', is_nullable: 'NO' },
      { column_name: 'category', data_type: 'text', is_nullable: 'NO' },
      { column_name: 'tags', data_type: 'ARRAY', is_nullable: 'NO' },
      { column_name: 'is_published', data_type: 'boolean', is_nullable: 'NO' },
      { column_name: 'published_at', data_type: 'timestamp with time zone', is_nullable: 'YES' },
      { column_name: 'created_at', data_type: 'timestamp with time zone', is_nullable: 'NO' },
      { column_name: 'updated_at', data_type: 'timestamp with time zone', is_nullable: 'NO' },
    ]);
  });

  it('has a partial index for the list query: published rows by published_at descending', async () => {
    const indexes = await db.query<{ indexdef: string }>(
      `select indexdef from pg_indexes where tablename = 'articles' and indexname = 'articles_published_idx'`,
    );
    expect(indexes.rows[0]?.indexdef).toMatch(/\(published_at DESC, id\) WHERE is_published$/);
  });

  it('lets the owner see drafts and published rows alike', async () => {
    expect((await ownerSlugs()).map((row) => row.slug)).toEqual(['a-draft', 'published-one', 'published-two']);
  });

  it.each(['anon', 'authenticated'])('shows %s the published rows only', async (role) => {
    expect(await slugsAs(role)).toEqual(['published-one', 'published-two']);
    expect(await slugsAs(role, 'where not is_published')).toEqual([]);
    expect(await slugsAs(role, `where slug = 'a-draft'`)).toEqual([]);
  });

  it.each(['anon', 'authenticated'])('leaves %s the select privilege only, despite the defaults', async (role) => {
    const privileges = await db.query<{ privilege: string; granted: boolean }>(
      `select privilege, has_table_privilege($1, 'public.articles', privilege) as granted
         from unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']) as privilege`,
      [role],
    );
    expect(Object.fromEntries(privileges.rows.map((row) => [row.privilege, row.granted]))).toEqual({
      SELECT: true,
      INSERT: false,
      UPDATE: false,
      DELETE: false,
      TRUNCATE: false,
      REFERENCES: false,
      TRIGGER: false,
    });
  });

  describe.each(['anon', 'authenticated'])('writes as %s', (role) => {
    it('refuses an insert', async () => {
      await expect(
        asRole(db, role, (tx) =>
          tx.query(
            `insert into public.articles (title, slug, category, is_published, published_at)
             values ('Spam', 'spam', 'Career', true, now())`,
          ),
        ),
      ).rejects.toThrow(/permission denied for table articles/);
    });

    it('refuses an update of a published row and of a draft', async () => {
      await expect(
        asRole(db, role, (tx) => tx.query(`update public.articles set title = 'Defaced' where slug = 'published-one'`)),
      ).rejects.toThrow(/permission denied for table articles/);
      await expect(
        asRole(db, role, (tx) => tx.query(`update public.articles set is_published = true where slug = 'a-draft'`)),
      ).rejects.toThrow(/permission denied for table articles/);
    });

    it('refuses a delete', async () => {
      await expect(asRole(db, role, (tx) => tx.query('delete from public.articles'))).rejects.toThrow(
        /permission denied for table articles/,
      );
    });

    // Row-level security does not apply to TRUNCATE: only the revoked privilege stops it.
    it('refuses a truncate', async () => {
      await expect(asRole(db, role, (tx) => tx.query('truncate public.articles'))).rejects.toThrow(
        /permission denied for table articles/,
      );
    });

    it('changed nothing', async () => {
      expect(await ownerSlugs()).toEqual([
        { slug: 'a-draft', title: 'Title of a-draft' },
        { slug: 'published-one', title: 'Title of published-one' },
        { slug: 'published-two', title: 'Title of published-two' },
      ]);
    });
  });

  it('keeps updated_at current on every update', async () => {
    const id = await insertArticle(db, { slug: 'touched' });
    await db.query(`update public.articles set updated_at = '2020-01-01', created_at = '2020-01-01' where id = $1`, [
      id,
    ]);
    const before = await db.query<{ updated_at: Date }>('select updated_at from public.articles where id = $1', [id]);
    await db.query(`update public.articles set title = 'Touched again' where id = $1`, [id]);
    const after = await db.query<{ updated_at: Date; created_at: Date }>(
      'select updated_at, created_at from public.articles where id = $1',
      [id],
    );
    // The first update set updated_at itself, but the trigger replaced it with now().
    expect(before.rows[0]!.updated_at.getUTCFullYear()).toBeGreaterThan(2020);
    expect(after.rows[0]!.updated_at.getTime()).toBeGreaterThan(after.rows[0]!.created_at.getTime());
    await db.query('delete from public.articles where id = $1', [id]);
  });
});

describe('migration: constraints match the build-time validation', () => {
  const insert = (overrides: Record<string, unknown>) => {
    const row = {
      title: 'A title',
      slug: 'a-valid-slug',
      category: 'Career',
      tags: [] as unknown,
      is_published: true,
      published_at: '2025-03-14T00:00:00Z' as unknown,
      ...overrides,
    };
    return db.query(
      `insert into public.articles (title, slug, category, tags, is_published, published_at)
       values ($1, $2, $3, $4, $5, $6)`,
      [row.title, row.slug, row.category, row.tags, row.is_published, row.published_at],
    );
  };

  it.each(['Upper-Case', 'double--hyphen', '-leading', 'trailing-', 'with space', 'under_score', 'accént', ''])(
    'rejects the slug %j',
    async (slug) => {
      await expect(insert({ slug })).rejects.toThrow(/violates check constraint "articles_slug_check"/);
    },
  );

  it.each(['page', 'tags'])('rejects the reserved slug %j, the address of list and tag pages', async (slug) => {
    await expect(insert({ slug })).rejects.toThrow(/violates check constraint "articles_slug_not_reserved"/);
    await expect(insert({ slug: `${slug}-two` })).resolves.toBeDefined();
  });

  it('rejects a slug that is already used', async () => {
    await expect(insert({ slug: 'published-one' })).rejects.toThrow(/duplicate key value violates unique constraint/);
  });

  it('rejects a category outside the three', async () => {
    await expect(insert({ category: 'Cooking' })).rejects.toThrow(/articles_category_check/);
  });

  it('rejects a blank title and a missing one', async () => {
    await expect(insert({ title: '   ' })).rejects.toThrow(/articles_title_check/);
    await expect(insert({ title: null })).rejects.toThrow(/null value in column "title"/);
  });

  it('rejects a published article without a date, but allows a draft without one', async () => {
    await expect(insert({ published_at: null })).rejects.toThrow(/articles_published_needs_date/);
    await insert({ slug: 'undated-draft', is_published: false, published_at: null });
    await db.query(`delete from public.articles where slug = 'undated-draft'`);
  });

  it('rejects an impossible date', async () => {
    await expect(insert({ published_at: '2025-02-30' })).rejects.toThrow(/out of range/);
  });

  it('rejects an empty entry in tags', async () => {
    await expect(insert({ tags: ['ok', null] })).rejects.toThrow(/articles_tags_check/);
  });

  it('defaults tags to an empty list, content to empty text and new rows to drafts', async () => {
    await db.query(`insert into public.articles (title, slug, category) values ('Defaults', 'defaults', 'Career')`);
    const row = await db.query('select tags, content, is_published from public.articles where slug = $1', ['defaults']);
    expect(row.rows).toEqual([{ tags: [], content: '', is_published: false }]);
    await db.query(`delete from public.articles where slug = 'defaults'`);
  });
});

describe('migration: reserved slugs, on a project that already has rows', () => {
  it('applies over an old row with a reserved slug, and holds for every row written after it', async () => {
    const old = await createSupabaseLikeDb();
    try {
      const files = (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort();
      const reserving = files.findIndex((name) => name.endsWith('_reserve_article_slugs.sql'));
      expect(reserving).toBeGreaterThan(0);
      const run = async (names: string[]) => {
        for (const name of names) await old.exec(await readFile(path.join(MIGRATIONS_DIR, name), 'utf8'));
      };
      // The project as it was: an article at /articles/tags, saved before the slug was reserved.
      await run(files.slice(0, reserving));
      await insertArticle(old, { slug: 'tags' });
      await run(files.slice(reserving));
      const slugs = await old.query<{ slug: string }>('select slug from public.articles');
      expect(slugs.rows).toEqual([{ slug: 'tags' }]);
      // Not validated against old rows, but checked on every write: a new one, and saving the old one again.
      await expect(insertArticle(old, { slug: 'page' })).rejects.toThrow(/articles_slug_not_reserved/);
      await expect(old.query(`update public.articles set title = 'Renamed' where slug = 'tags'`)).rejects.toThrow(
        /articles_slug_not_reserved/,
      );
      await old.query(`update public.articles set slug = 'tag-index' where slug = 'tags'`);
    } finally {
      await old.close();
    }
  }, 120_000);
});
