/**
 * A real Postgres (PGlite) shaped like a new Supabase project, with the repository's migrations applied.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const MIGRATIONS_DIR = path.join(ROOT, 'supabase/migrations');
const SUPABASE_ROLES = path.join(import.meta.dirname, 'supabase-roles.sql');

/** A database with Supabase's roles and default privileges, before any migration. */
export async function createSupabaseLikeDb(): Promise<PGlite> {
  const db = new PGlite();
  await db.exec(await readFile(SUPABASE_ROLES, 'utf8'));
  return db;
}

/** Every migration, in file-name (timestamp) order, as the Supabase CLI applies them. */
export async function applyMigrations(db: PGlite): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort();
  for (const file of files) {
    await db.exec(await readFile(path.join(MIGRATIONS_DIR, file), 'utf8'));
  }
  return files;
}

export async function createArticlesDb(): Promise<PGlite> {
  const db = await createSupabaseLikeDb();
  await applyMigrations(db);
  return db;
}

export interface ArticleRowInput {
  title?: string;
  slug: string;
  excerpt?: string | null;
  content?: string;
  category?: string;
  tags?: string[];
  is_published?: boolean;
  published_at?: string | null;
}

/** Inserts as the table owner (the dashboard's view), returning the new row's id. */
export async function insertArticle(db: PGlite, row: ArticleRowInput): Promise<string> {
  const result = await db.query<{ id: string }>(
    `insert into public.articles (title, slug, excerpt, content, category, tags, is_published, published_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [
      row.title ?? `Title of ${row.slug}`,
      row.slug,
      row.excerpt ?? null,
      row.content ?? `Body of ${row.slug}.`,
      row.category ?? 'Career',
      row.tags ?? [],
      row.is_published ?? true,
      row.published_at === undefined ? '2025-03-14T00:00:00Z' : row.published_at,
    ],
  );
  return result.rows[0]!.id;
}

/**
 * Runs `probe` as `role` in its own transaction, committed when the probe succeeds: a write that slipped
 * through must show up in what the table owner sees afterwards.
 */
export async function asRole<T>(db: PGlite, role: string, probe: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.exec(`set local role ${role}`);
    return probe(tx);
  });
}
