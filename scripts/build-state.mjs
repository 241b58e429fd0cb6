// Decides whether out/ must be rebuilt, and runs the build. Used by `npm start` and the browser tests
// so that neither serves a site older than its sources or built from other settings.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { nextBuildEnv, runNext } from './next-cli.mjs';
import { patchStyledComponents } from './patch-styled-components.mjs';
import { secretKeyRefusal } from './refuse-secret-key.mjs';
import { typecheck } from './typecheck.mjs';
import { loadTs } from './security/load-ts.mjs';

// Outside .next, which every next build empties: a test's build into another folder (next.config.mjs,
// SITE_OUT_DIR) must not make out/ look unbuilt.
export const STAMP = 'node_modules/.cache/site-build-stamp.json';
const SOURCES = [
  'app',
  'components',
  'content',
  'lib',
  'public',
  'next.config.mjs',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'scripts/patch-styled-components.mjs',
];
/** Settings that change what the build produces without touching a file. */
const BUILD_ENV = [
  'SITE_URL',
  'ARTICLES_DIR',
  'SUPABASE_URL',
  'SUPABASE_ANON_KEY',
  'ANALYTICS_PROVIDER',
  'ANALYTICS_SITE_ID',
  'ANALYTICS_SCRIPT_URL',
];

function envFingerprint() {
  const hash = createHash('sha256');
  for (const name of BUILD_ENV) hash.update(`${name}=${process.env[name] ?? ''}\n`);
  return hash.digest('hex');
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** @returns {string | null} why a build is needed, or null when out/ is current */
export function staleReason() {
  if (!existsSync('out/index.html') || !existsSync(STAMP)) return 'out/ has not been built yet';
  const stamp = JSON.parse(readFileSync(STAMP, 'utf8'));
  if (stamp.env !== envFingerprint()) return 'the build settings (environment variables) changed';
  const articlesDir = process.env.ARTICLES_DIR;
  const sources = articlesDir ? [...SOURCES, articlesDir] : SOURCES;
  const newest = Math.max(...sources.map(newestMtime));
  if (newest > stamp.builtAt) return 'sources changed since the last build';
  return null;
}

/**
 * `next build`, into `outDir`. A build into another folder than out/ (next.config.mjs, SITE_OUT_DIR) reads
 * `{outDir}.tsconfig.json`, because Next adds that folder's types to the tsconfig it reads: the file is
 * written for the build and removed after it, so tsconfig.json itself is never touched.
 */
function runNextBuild(outDir) {
  if (outDir === 'out') return runNext(['build'], 'inherit', nextBuildEnv());
  const tsconfig = `${outDir}.tsconfig.json`;
  writeFileSync(tsconfig, JSON.stringify({ extends: './tsconfig.json' }));
  try {
    return runNext(['build'], 'inherit', nextBuildEnv());
  } finally {
    rmSync(tsconfig, { force: true });
  }
}

/** Type-checks, runs `next build` and writes each page's CSP; exits the process when a step fails. */
export async function build() {
  const refusal = secretKeyRefusal();
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
  const startedAt = Date.now();
  // A bad analytics setting stops the build before anything else runs, naming the variable.
  const { resolveAnalyticsConfig } = await loadTs('lib/analytics/config.ts');
  let analytics;
  try {
    analytics = resolveAnalyticsConfig(process.env);
  } catch (error) {
    console.error(`The build stopped: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  console.log(
    analytics
      ? `[analytics] ${analytics.provider} (${analytics.siteId}${analytics.scriptUrl ? `, script ${analytics.scriptUrl}` : ''})`
      : '[analytics] off: no provider configured, no script',
  );
  // Which articles are live is decided once for the whole build: every process of next build reads this
  // (lib/articles/store.ts), so an article dated during the build is in all of its pages or in none.
  process.env.SITE_BUILD_STARTED_AT ??= new Date(startedAt).toISOString();
  // next.config.mjs turns next build's own (slower) type check off because this one runs first.
  if (!typecheck()) {
    console.error('The build stopped at type errors (above); out/ was not rebuilt.');
    process.exit(1);
  }
  // Normally done by `npm install`; repeated here so that no build runs with styles left in <body>.
  patchStyledComponents();
  const outDir = process.env.SITE_OUT_DIR ?? 'out';
  const result = runNextBuild(outDir);
  if (result.status !== 0) {
    console.error('The build failed; out/ is not a complete site. Fix the error above and run again.');
    process.exit(result.status ?? 1);
  }
  // Placeholders removed, each page's CSP written, article images copied in, links from articles checked.
  const finish = spawnSync(process.execPath, ['scripts/finish-site.mjs'], { stdio: 'inherit' });
  if (finish.status !== 0) process.exit(finish.status ?? 1);
  // The stamp describes out/; a test build into another folder leaves it alone.
  if (outDir !== 'out') return;
  mkdirSync(path.dirname(STAMP), { recursive: true });
  writeFileSync(STAMP, JSON.stringify({ builtAt: startedAt, env: envFingerprint() }));
}

export async function buildIfStale() {
  const reason = staleReason();
  if (reason === null) {
    console.log('out/ is up to date with the sources; not rebuilding.');
    return;
  }
  console.log(`Building the site: ${reason}.`);
  await build();
}
