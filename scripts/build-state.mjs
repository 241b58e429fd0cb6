// Decides whether out/ must be rebuilt, and runs the build. Used by `npm start` and the browser tests
// so that neither serves a site older than its sources or built from other settings.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
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
  'CASE_STUDIES_DIR',
  // build() fills it in when it is unset: the stamp keeps the value the owner gave (see build()).
  'SITE_BUILD_STARTED_AT',
];

/** @param {NodeJS.ProcessEnv} env */
function envFingerprint(env) {
  const hash = createHash('sha256');
  for (const name of BUILD_ENV) hash.update(`${name}=${env[name] ?? ''}\n`);
  return hash.digest('hex');
}

/** SOURCES, and the content folders the environment points at instead of content/. @param {NodeJS.ProcessEnv} env */
function watchedSources(env) {
  const elsewhere = [env.ARTICLES_DIR?.trim(), env.CASE_STUDIES_DIR?.trim()].filter((dir) => Boolean(dir));
  return [...SOURCES, ...elsewhere];
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

/**
 * @param {{ root?: string, env?: NodeJS.ProcessEnv, now?: number }} [options] the project folder, its build
 *   environment and the time; tests pass their own
 * @returns {string | null} why a build is needed, or null when out/ is current
 */
export function staleReason({ root = '.', env = process.env, now = Date.now() } = {}) {
  const at = (/** @type {string} */ file) => path.resolve(root, file);
  if (!existsSync(at('out/index.html')) || !existsSync(at(STAMP))) return 'out/ has not been built yet';
  const stamp = JSON.parse(readFileSync(at(STAMP), 'utf8'));
  if (stamp.env !== envFingerprint(env)) return 'the build settings (environment variables) changed';
  // A build now would publish what is dated up to now, or up to SITE_BUILD_STARTED_AT when the owner set it
  // (then it is the stamp's own, as the fingerprint matched, and no scheduled time can have passed).
  const publishesUpTo = env.SITE_BUILD_STARTED_AT?.trim() ? Date.parse(env.SITE_BUILD_STARTED_AT) : now;
  if (typeof stamp.nextScheduledAt === 'number' && stamp.nextScheduledAt <= publishesUpTo) {
    return "a scheduled article's publishing time has passed";
  }
  const newest = Math.max(...watchedSources(env).map((source) => newestMtime(at(source))));
  if (newest > stamp.builtAt) return 'sources changed since the last build';
  return null;
}

/**
 * Where `next build`'s article store records when the first scheduled article it left out goes live
 * (lib/articles/build-schedule.ts): the stamp keeps that time, so `npm start` rebuilds once it has passed.
 * Recorded by the build's own read of the source, so scheduled Supabase rows count as much as files do.
 */
const SCHEDULE_FILE = 'node_modules/.cache/site-build-schedule.json';

/**
 * The next scheduled time the build recorded (ms since 1970), undefined when nothing is scheduled.
 * @param {string} file
 * @returns {{ at: number | undefined } | { error: string }}
 */
function recordedSchedule(file) {
  if (!existsSync(file)) return { error: 'next build did not record which articles are scheduled' };
  try {
    const { nextScheduledAt } = JSON.parse(readFileSync(file, 'utf8'));
    if (nextScheduledAt === null) return { at: undefined };
    if (typeof nextScheduledAt === 'number') return { at: nextScheduledAt };
  } catch {
    // Reported below as unreadable.
  }
  return { error: `${SCHEDULE_FILE} is not what the build writes` };
}

/**
 * Where the site in `outDir` is kept while a build writes a new one there: the same file system (a rename, not
 * a copy), outside the project's sources. Put back when the build fails at any step, deleted when it succeeds.
 * @param {string} root
 * @param {string} outDir
 */
function keptSitePath(root, outDir) {
  return path.resolve(root, 'node_modules/.cache', `site-kept-${path.basename(outDir)}`);
}

/**
 * Moves the last site out of `outDir` before a build, so that a failure at any step (next build, the CSP, an
 * image, a broken link found in the built pages) can put it back whole: `npm run serve` and a deploy of
 * out/ then still have the last good site, never a half-written or unchecked one. A site kept by a build that
 * was killed is put back first.
 * @param {string} root
 * @param {string} outDir
 * @returns {{ hadSite: boolean, restore: () => void, discard: () => void }}
 */
function keepLastSite(root, outDir) {
  const out = path.resolve(root, outDir);
  const kept = keptSitePath(root, outDir);
  // Renamed before it is deleted: a kept site left by a build that was killed while deleting it must not be
  // mistaken, half deleted, for one to put back.
  const discarded = `${kept}-discarded`;
  const putBack = () => {
    rmSync(out, { recursive: true, force: true });
    renameSync(kept, out);
  };
  rmSync(discarded, { recursive: true, force: true });
  if (existsSync(kept)) putBack();
  const hadSite = existsSync(path.join(out, 'index.html'));
  const moved = existsSync(out);
  if (moved) {
    mkdirSync(path.dirname(kept), { recursive: true });
    renameSync(out, kept);
  }
  return {
    hadSite,
    restore: () => {
      if (moved) putBack();
      else rmSync(out, { recursive: true, force: true });
    },
    discard: () => {
      if (!moved) return;
      renameSync(kept, discarded);
      rmSync(discarded, { recursive: true, force: true });
    },
  };
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

/** @returns {Promise<number | null>} the exit code of scripts/finish-site.mjs */
function finishSite() {
  return new Promise((resolve, reject) => {
    spawn(process.execPath, ['scripts/finish-site.mjs'], { stdio: 'inherit' }).on('error', reject).on('close', resolve);
  });
}

/** The programs a build runs; tests replace them (BuildPrograms, build-state.d.mts) to check build() itself. */
export const PROGRAMS = {
  typecheck,
  patchStyledComponents,
  /** @type {(outDir: string) => { status: number | null } | Promise<{ status: number | null }>} */
  nextBuild: runNextBuild,
  finishSite,
};

/**
 * What is wrong with content/site.ts (lib/settings/site-settings.ts); a bad SITE_URL already fails the settings'
 * import, with a message naming it.
 * @returns {Promise<string[]>}
 */
async function siteSettingsProblemsOf() {
  try {
    const { siteSettingsProblems } = await loadTs('lib/settings/site-settings.ts');
    return siteSettingsProblems();
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  }
}

/**
 * Type-checks, runs `next build` and writes each page's CSP; exits the process when a step fails.
 * @param {{ root?: string, programs?: typeof PROGRAMS }} [options] the project folder (the programs run in
 *   the current one: a test that passes another folder passes its own programs too)
 */
export async function build({ root = '.', programs = PROGRAMS } = {}) {
  const refusal = secretKeyRefusal(path.resolve(root));
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
  const startedAt = Date.now();
  // The settings as the owner gave them, before SITE_BUILD_STARTED_AT is filled in below: `npm start` compares
  // them with its own environment, where the variable is unset again.
  const settings = envFingerprint(process.env);
  // The owner's settings that are addresses and names stop the build before anything else runs: the type check
  // only knows they are text. First, as every module below imports content/site.ts, which throws on a bad SITE_URL.
  const settingsProblems = await siteSettingsProblemsOf();
  if (settingsProblems.length > 0) {
    console.error(
      `The build stopped: ${settingsProblems.length === 1 ? 'a setting needs' : `${settingsProblems.length} settings need`} fixing:\n` +
        settingsProblems.map((problem) => `  - ${problem}`).join('\n'),
    );
    process.exit(1);
  }
  // So does a bad analytics setting, naming the variable.
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
  if (!programs.typecheck()) {
    console.error('The build stopped at type errors (above); out/ was not rebuilt.');
    process.exit(1);
  }
  // Normally done by `npm install`; repeated here so that no build runs with styles left in <body>.
  programs.patchStyledComponents();
  const outDir = process.env.SITE_OUT_DIR ?? 'out';
  // The stamp describes out/; a test build into another folder leaves it alone.
  const stamped = outDir === 'out';
  const stampFile = path.resolve(root, STAMP);
  const previousStamp = stamped && existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : null;
  // Until the new stamp is written out/ may be half rewritten, so no stamp may call it current, even if this
  // process is killed.
  if (stamped) rmSync(stampFile, { force: true });
  const scheduleFile = path.resolve(root, SCHEDULE_FILE);
  if (stamped) {
    rmSync(scheduleFile, { force: true });
    mkdirSync(path.dirname(scheduleFile), { recursive: true });
    process.env.SITE_BUILD_SCHEDULE_FILE = scheduleFile;
  }
  const lastSite = keepLastSite(root, outDir);
  /** @param {number | null} status */
  const fail = (status) => {
    lastSite.restore();
    if (lastSite.hadSite && previousStamp !== null) writeFileSync(stampFile, previousStamp);
    console.error(
      lastSite.hadSite
        ? `The build failed; ${outDir}/ still holds the previous build, unchanged. Fix the error above and run again.`
        : `The build failed; nothing was written to ${outDir}/. Fix the error above and run again.`,
    );
    process.exit(status ?? 1);
  };
  const result = await programs.nextBuild(outDir);
  if (result.status !== 0) fail(result.status);
  // Placeholders removed, each page's CSP written, article images copied in, links from articles checked.
  const finished = await programs.finishSite();
  if (finished !== 0) fail(finished);
  lastSite.discard();
  if (!stamped) return;
  const next = recordedSchedule(scheduleFile);
  rmSync(scheduleFile, { force: true });
  if ('error' in next) {
    // Without a stamp the next `npm start` builds again, rather than miss an article's time.
    console.warn(
      `Could not tell when the next scheduled article goes live (${next.error}); out/ is complete, but \`npm start\` will rebuild it.`,
    );
    return;
  }
  mkdirSync(path.dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, JSON.stringify({ builtAt: startedAt, env: settings, nextScheduledAt: next.at }));
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
