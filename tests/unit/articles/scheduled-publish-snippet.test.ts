// supabase/snippets/publish-scheduled-articles.sql, run on the test database as an owner would run it in the
// SQL editor. PGlite has no pg_cron, pg_net or Vault, so each is stood in for by a schema of the same name
// whose function records its call: the test sees the job it schedules and each deploy hook request it sends.
import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applyMigrations, asRole, createSupabaseLikeDb, insertArticle } from '../../support/articles-db';

const SNIPPET = readFileSync('supabase/snippets/publish-scheduled-articles.sql', 'utf8');
const HOOK = 'https://api.vercel.com/v1/integrations/deploy/prj_example/hook';

let db: PGlite;

beforeAll(async () => {
  db = await createSupabaseLikeDb();
  await applyMigrations(db);
  await db.exec(`
    create schema cron;
    create table cron.jobs (name text, schedule text, command text);
    create function cron.schedule(name text, schedule text, command text) returns bigint language sql as
      $$ insert into cron.jobs values (name, schedule, command); select 1::bigint $$;
    create schema net;
    create table net.requests (url text, body jsonb);
    create function net.http_post(url text, body jsonb, headers jsonb) returns bigint language sql as
      $$ insert into net.requests values (url, body); select 1::bigint $$;
    create schema vault;
    create table vault.decrypted_secrets (name text, decrypted_secret text);
  `);
  // The extensions are what PGlite lacks; everything else runs as written.
  await db.exec(SNIPPET.replace(/^create extension .*$/gm, ''));
}, 120_000);

afterAll(async () => {
  await db.close();
});

beforeEach(async () => {
  await db.exec(`
    delete from public.articles;
    delete from net.requests;
    delete from vault.decrypted_secrets;
    insert into vault.decrypted_secrets values ('site_deploy_hook_url', '${HOOK}');
    update public.scheduled_publish_checks set checked_at = now() - interval '10 minutes';
  `);
});

const runJob = () => db.query('select public.rebuild_when_scheduled_articles_are_due()');
const requests = async () => (await db.query<{ url: string }>('select url from net.requests')).rows;
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe('publishing scheduled articles from the database', () => {
  it('schedules itself every 10 minutes', async () => {
    const jobs = await db.query('select name, schedule, command from cron.jobs');
    expect(jobs.rows).toEqual([
      {
        name: 'publish-scheduled-articles',
        schedule: '*/10 * * * *',
        command: 'select public.rebuild_when_scheduled_articles_are_due()',
      },
    ]);
  });

  it('calls the deploy hook once when an article’s date passed since the last run, and not again', async () => {
    await insertArticle(db, { slug: 'due-now', published_at: minutesFromNow(-4) });
    await runJob();
    expect(await requests()).toEqual([{ url: HOOK }]);
    await runJob();
    expect(await requests()).toHaveLength(1);
  });

  it('calls nothing for articles still in the future, already live before the last run, or drafts', async () => {
    await insertArticle(db, { slug: 'next-week', published_at: minutesFromNow(7 * 24 * 60) });
    await insertArticle(db, { slug: 'long-live', published_at: minutesFromNow(-60) });
    await insertArticle(db, { slug: 'a-draft', is_published: false, published_at: minutesFromNow(-4) });
    await runJob();
    expect(await requests()).toEqual([]);
  });

  it('misses nothing after a late run: it asks from its last run, however long ago', async () => {
    await db.exec(`update public.scheduled_publish_checks set checked_at = now() - interval '3 hours'`);
    await insertArticle(db, { slug: 'due-while-paused', published_at: minutesFromNow(-120) });
    await runJob();
    expect(await requests()).toEqual([{ url: HOOK }]);
  });

  it('sends nothing, with a warning, when the deploy hook is not in Vault', async () => {
    await db.exec(`delete from vault.decrypted_secrets`);
    await insertArticle(db, { slug: 'due-now', published_at: minutesFromNow(-4) });
    await runJob();
    expect(await requests()).toEqual([]);
  });

  it('cannot be called by visitors', async () => {
    await expect(
      asRole(db, 'anon', (tx) => tx.query('select public.rebuild_when_scheduled_articles_are_due()')),
    ).rejects.toThrow(/permission denied/);
    await expect(
      asRole(db, 'anon', (tx) => tx.query('select * from public.scheduled_publish_checks')),
    ).resolves.toMatchObject({ rows: [] });
  });
});
