// The browser tests' preview: `next dev` on PREVIEW_PORT, as `npm run dev` runs it, reading either the
// markdown files in ARTICLES_DIR (the config writes them), or, with PREVIEW_SOURCE=supabase, a PGlite
// database with the project's migration behind the PostgREST stand-in (tests/support), read with a secret
// key. For the Supabase tests to edit a row as the owner would in the table editor, a small owner's door
// answers POST /sql (its address in PREVIEW_OWNER_FILE), as the table's owner. Playwright ends this process and its children.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { loadTs } from '../../../scripts/security/load-ts.mjs';

const port = process.env.PREVIEW_PORT ?? '4184';
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
delete env.NODE_ENV;

// supabase-anon: the same database, and no secret key for the dev server.
if (process.env.PREVIEW_SOURCE?.startsWith('supabase')) {
  const { createArticlesDb, insertArticle } = await loadTs('tests/support/articles-db.ts');
  const { startPostgrestStandin } = await loadTs('tests/support/postgrest-standin.ts');
  const { SUPABASE_ROWS } = await loadTs('tests/e2e-dev/support/preview-articles.ts');
  const db = await createArticlesDb();
  for (const row of SUPABASE_ROWS) await insertArticle(db, row);
  const standin = await startPostgrestStandin({ db, anonKey: process.env.PREVIEW_ANON_KEY });
  const owner = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', async () => {
      try {
        const { sql, params } = JSON.parse(body);
        const result = await db.query(sql, params);
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result.rows));
      } catch (error) {
        response.writeHead(500).end(String(error));
      }
    });
  });
  await new Promise((resolve) => owner.listen(0, '127.0.0.1', resolve));
  // For the tests (other processes): where the owner's door is.
  writeFileSync(process.env.PREVIEW_OWNER_FILE, JSON.stringify({ url: `http://127.0.0.1:${owner.address().port}` }));
  env.SUPABASE_URL = standin.url;
  env.SUPABASE_ANON_KEY = process.env.PREVIEW_ANON_KEY;
  if (process.env.PREVIEW_SECRET_KEY) env.SUPABASE_SECRET_KEY = process.env.PREVIEW_SECRET_KEY;
}

const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');
const next = spawn(process.execPath, [nextBin, 'dev', '-p', port, '-H', '127.0.0.1'], { stdio: 'inherit', env });
next.on('exit', (code) => process.exit(code ?? 1));
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    next.kill(signal);
    process.exit(0);
  });
}
