// `npm start` rebuilds only when out/ is stale (scripts/build-state.mjs). These tests run build() in a temporary
// project folder with stand-ins for the programs it runs (type check, next build, finish-site): what is tested
// is what build() records and what staleReason() concludes from it, for an environment the test controls.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, test, vi, type MockInstance } from 'vitest';
import { createBuildArticleStore } from '@/lib/articles/build-schedule';
import { build, staleReason, type BuildPrograms } from '../../../scripts/build-state.mjs';
import { createArticlesDb, insertArticle } from '../../support/articles-db';
import { startPostgrestStandin } from '../../support/postgrest-standin';
import { runScript } from '../../support/run-script';

const START_SCRIPT = fileURLToPath(new URL('../../../scripts/start.mjs', import.meta.url));

/** Every variable build() or staleReason() reads, unset unless a test sets it. */
const CONTROLLED_ENV = [
  'SITE_URL',
  'ARTICLES_DIR',
  'CASE_STUDIES_DIR',
  'SUPABASE_URL',
  'SUPABASE_ANON_KEY',
  'SUPABASE_SECRET_KEY',
  'ANALYTICS_PROVIDER',
  'ANALYTICS_SITE_ID',
  'ANALYTICS_SCRIPT_URL',
  'SITE_BUILD_STARTED_AT',
  'SITE_BUILD_SCHEDULE_FILE',
  'SITE_OUT_DIR',
  'PORT',
];
const LONG_AGO = new Date('2020-01-01T00:00:00Z');

class Exited extends Error {
  constructor(readonly code: number | string | null | undefined) {
    super(`process.exit(${code})`);
  }
}

let root: string;
let articlesDir: string;
let errors: string[];
let exit: MockInstance<typeof process.exit>;

function article(slug: string, publishedAt: string, published = true): void {
  const file = path.join(articlesDir, `${slug}.md`);
  writeFileSync(
    file,
    `---\ntitle: ${slug}\nslug: ${slug}\ncategory: Career\nis_published: ${published}\npublished_at: ${publishedAt}\n---\n\nText.\n`,
  );
  utimesSync(file, LONG_AGO, LONG_AGO);
}

/** A next build that empties out/ and writes a site into it, as the real one does in its last step. */
function writeSite(outDir: string): void {
  const dir = path.join(root, outDir);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(path.join(dir, '404.html'), '<!doctype html><title>Not found</title>');
}

/** The article read of a real next build, through the store lib/articles/index.ts creates for one. */
async function readArticlesAsTheBuild(): Promise<void> {
  const quiet = () => {};
  await createBuildArticleStore({ log: quiet, warn: quiet }).getArticlesReport();
}

function programs(overrides: Partial<BuildPrograms> = {}): BuildPrograms {
  return {
    typecheck: () => true,
    patchStyledComponents: () => [],
    nextBuild: async (outDir) => {
      await readArticlesAsTheBuild();
      writeSite(outDir);
      return { status: 0 };
    },
    finishSite: async () => 0,
    ...overrides,
  };
}

/** build() as `npm run build` runs it: in a process of its own, whose environment is the owner's. */
async function buildAsTheOwner(overrides: Partial<BuildPrograms> = {}): Promise<NodeJS.ProcessEnv> {
  const ownerEnv = { ...process.env };
  try {
    await build({ root, programs: programs(overrides) });
  } finally {
    // The next command is another process, which does not see what build() set in this one.
    for (const name of Object.keys(process.env)) if (!(name in ownerEnv)) delete process.env[name];
    Object.assign(process.env, ownerEnv);
  }
  return ownerEnv;
}

async function failedBuild(overrides: Partial<BuildPrograms>): Promise<{ code: unknown; message: string }> {
  errors.length = 0;
  const failure = await buildAsTheOwner(overrides).then(
    () => null,
    (error: unknown) => error,
  );
  expect(failure).toBeInstanceOf(Exited);
  return { code: (failure as Exited).code, message: errors.join('\n') };
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'build-state-'));
  articlesDir = path.join(root, 'articles');
  mkdirSync(articlesDir);
  article('live-article', '2024-09-03');
  for (const name of CONTROLLED_ENV) vi.stubEnv(name, undefined);
  vi.stubEnv('ARTICLES_DIR', articlesDir);
  errors = [];
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void errors.push(args.join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.join(' ')));
  exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
    throw new Exited(code);
  });
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  rmSync(root, { recursive: true, force: true });
});

describe('npm start and the build settings', () => {
  test('a build is up to date for the next command in the same environment, though build() set SITE_BUILD_STARTED_AT', async () => {
    expect(staleReason({ root })).toBe('out/ has not been built yet');
    const ownerEnv = await buildAsTheOwner();
    expect(errors).toEqual([]);
    expect(staleReason({ root, env: ownerEnv })).toBeNull();
  });

  test('SITE_BUILD_STARTED_AT is a build setting: setting, changing or removing it calls for a build', async () => {
    const ownerEnv = await buildAsTheOwner();
    const preview = { ...ownerEnv, SITE_BUILD_STARTED_AT: '2031-01-01T00:00:00Z' };
    expect(staleReason({ root, env: preview })).toBe('the build settings (environment variables) changed');

    vi.stubEnv('SITE_BUILD_STARTED_AT', '2031-01-01T00:00:00Z');
    await buildAsTheOwner();
    expect(staleReason({ root, env: preview })).toBeNull();
    expect(staleReason({ root, env: { ...preview, SITE_BUILD_STARTED_AT: '2032-01-01T00:00:00Z' } })).toBe(
      'the build settings (environment variables) changed',
    );
    expect(staleReason({ root, env: ownerEnv })).toBe('the build settings (environment variables) changed');
  });

  test('CASE_STUDIES_DIR is a build setting, and the folder it names is a source', async () => {
    const caseStudies = path.join(root, 'my-case-studies');
    mkdirSync(caseStudies);
    const file = path.join(caseStudies, 'checkout.md');
    writeFileSync(file, '---\ntitle: Checkout\n---\n');
    utimesSync(file, LONG_AGO, LONG_AGO);
    utimesSync(caseStudies, LONG_AGO, LONG_AGO);
    vi.stubEnv('CASE_STUDIES_DIR', caseStudies);
    const ownerEnv = await buildAsTheOwner();
    expect(staleReason({ root, env: ownerEnv })).toBeNull();
    expect(staleReason({ root, env: { ...ownerEnv, CASE_STUDIES_DIR: undefined } })).toBe(
      'the build settings (environment variables) changed',
    );

    const edited = new Date(Date.now() + 2000);
    utimesSync(file, edited, edited);
    expect(staleReason({ root, env: ownerEnv })).toBe('sources changed since the last build');
  });
});

describe('npm start and scheduled articles', () => {
  test('out/ is stale once the first scheduled article of the build it holds is due, and not before', async () => {
    article('launch-plan', '2030-01-01T09:00:00Z');
    article('later-plan', '2030-06-01');
    article('draft-plan', '2029-03-01', false);
    const ownerEnv = await buildAsTheOwner();
    expect(errors).toEqual([]);
    const at = (time: string) => staleReason({ root, env: ownerEnv, now: Date.parse(time) });
    expect(at('2029-06-01T00:00:00Z')).toBeNull();
    expect(at('2030-01-01T08:59:59Z')).toBeNull();
    expect(at('2030-01-01T09:00:00Z')).toBe("a scheduled article's publishing time has passed");
    expect(staleReason({ root, env: ownerEnv })).toBeNull();
  });

  test('what is scheduled is decided at the build start the owner set, which later times do not move', async () => {
    article('launch-plan', '2030-01-01');
    article('later-plan', '2030-06-01');
    vi.stubEnv('SITE_BUILD_STARTED_AT', '2030-03-01T00:00:00Z');
    const ownerEnv = await buildAsTheOwner();
    // The build published launch-plan; later-plan is the one waiting, but the owner's fixed moment never reaches it.
    expect(staleReason({ root, env: ownerEnv, now: Date.parse('2031-01-01') })).toBeNull();
    expect(staleReason({ root, env: { ...ownerEnv, SITE_BUILD_STARTED_AT: undefined } })).toBe(
      'the build settings (environment variables) changed',
    );
  });

  test('with Supabase as the source, the scheduled row the build left out decides too', async () => {
    const db = await createArticlesDb();
    await insertArticle(db, { slug: 'live-row', published_at: '2025-03-14T00:00:00Z' });
    await insertArticle(db, { slug: 'scheduled-row', published_at: '2030-01-01T09:00:00Z' });
    await insertArticle(db, { slug: 'draft-row', is_published: false, published_at: '2029-01-01T00:00:00Z' });
    const standin = await startPostgrestStandin({ db, anonKey: 'anon-key' });
    try {
      vi.stubEnv('SUPABASE_URL', standin.url);
      vi.stubEnv('SUPABASE_ANON_KEY', 'anon-key');
      const ownerEnv = await buildAsTheOwner();
      expect(errors).toEqual([]);
      expect(standin.requests.length).toBeGreaterThan(0);
      const at = (time: string) => staleReason({ root, env: ownerEnv, now: Date.parse(time) });
      expect(at('2030-01-01T08:59:59Z')).toBeNull();
      expect(at('2030-01-01T09:00:00Z')).toBe("a scheduled article's publishing time has passed");
    } finally {
      await standin.close();
      await db.close();
    }
  }, 60_000);

  test('a build whose article read recorded nothing is not called current, so npm start builds again', async () => {
    article('launch-plan', '2030-01-01');
    const ownerEnv = await buildAsTheOwner({
      nextBuild: (outDir) => {
        writeSite(outDir);
        return { status: 0 };
      },
    });
    expect(errors).toEqual([
      'Could not tell when the next scheduled article goes live (next build did not record which articles are scheduled); out/ is complete, but `npm start` will rebuild it.',
    ]);
    expect(staleReason({ root, env: ownerEnv })).toBe('out/ has not been built yet');
  });
});

describe('a build that stops at the owner’s settings', () => {
  // content/site.ts is the repository's own, which a test does not rewrite; SITE_URL is the setting of it that
  // the owner gives from outside, and goes through the same check (lib/settings/site-settings.ts).
  test('SITE_URL without its scheme: one message naming it and its fix, before anything runs, out/ untouched', async () => {
    await buildAsTheOwner();
    const before = readFileSync(path.join(root, 'out/index.html'), 'utf8');
    const ran: string[] = [];
    vi.stubEnv('SITE_URL', 'noamcarter.com');
    const failed = await failedBuild({
      typecheck: () => {
        ran.push('typecheck');
        return true;
      },
      nextBuild: () => {
        ran.push('next build');
        return { status: 0 };
      },
    });
    expect(failed.code).toBe(1);
    expect(failed.message).toBe(
      'The build stopped: a setting needs fixing:\n' +
        '  - SITE_URL must be a full web address such as https://example.com (got "noamcarter.com") (did you mean "https://noamcarter.com"?)',
    );
    expect(ran).toEqual([]);
    expect(readFileSync(path.join(root, 'out/index.html'), 'utf8')).toBe(before);
  });
});

describe('a failed build leaves out/ as it was', () => {
  const KEPT = 'node_modules/.cache/site-kept-out';
  const PREVIOUS =
    'The build failed; out/ still holds the previous build, unchanged. Fix the error above and run again.';
  const siteFiles = () => readdirSync(path.join(root, 'out')).sort();

  test('next build failing before it writes out/ leaves the previous build there, and says so', async () => {
    const ownerEnv = await buildAsTheOwner();
    const before = readFileSync(path.join(root, 'out/index.html'), 'utf8');
    const edited = new Date(Date.now() + 2000);
    utimesSync(path.join(articlesDir, 'live-article.md'), edited, edited);

    const failed = await failedBuild({ nextBuild: () => ({ status: 1 }) });
    expect(failed.code).toBe(1);
    expect(failed.message).toBe(PREVIOUS);
    expect(readFileSync(path.join(root, 'out/index.html'), 'utf8')).toBe(before);
    // The stamp still describes that build, so the reason given is the true one.
    expect(staleReason({ root, env: ownerEnv })).toBe('sources changed since the last build');
  });

  test('next build failing half way through writing a site puts the previous build back whole', async () => {
    await buildAsTheOwner();
    const before = siteFiles();
    const failed = await failedBuild({
      nextBuild: (outDir) => {
        mkdirSync(path.join(root, outDir, '_next'), { recursive: true });
        writeFileSync(path.join(root, outDir, 'half.html'), 'half');
        return { status: 1 };
      },
    });
    expect(failed.message).toBe(PREVIOUS);
    expect(siteFiles()).toEqual(before);
  });

  test('a finishing step failing on the built pages (a broken link) puts the previous build back, with its stamp', async () => {
    const firstEnv = await buildAsTheOwner();
    const before = readFileSync(path.join(root, 'out/index.html'), 'utf8');
    const failed = await failedBuild({
      nextBuild: (outDir) => {
        writeSite(outDir);
        writeFileSync(path.join(root, outDir, 'index.html'), '<!doctype html><title>Home</title><a href="/nope">x</a>');
        return { status: 0 };
      },
      finishSite: async () => 1,
    });
    expect(failed.code).toBe(1);
    expect(failed.message).toBe(PREVIOUS);
    expect(readFileSync(path.join(root, 'out/index.html'), 'utf8')).toBe(before);
    expect(staleReason({ root, env: firstEnv })).toBeNull();
    expect(existsSync(path.join(root, KEPT))).toBe(false);
  });

  test('with no site in out/ before, a failure leaves none, and does not speak of a previous build', async () => {
    const failed = await failedBuild({
      nextBuild: (outDir) => {
        writeSite(outDir);
        return { status: 0 };
      },
      finishSite: async () => 1,
    });
    expect(failed.message).toBe('The build failed; nothing was written to out/. Fix the error above and run again.');
    expect(existsSync(path.join(root, 'out'))).toBe(false);
  });

  test('a build that was killed leaves the last site aside; the next build puts it back before anything else', async () => {
    await buildAsTheOwner();
    const before = siteFiles();
    // As a build killed during next build leaves things: the last site kept aside, a partial one in out/.
    mkdirSync(path.join(root, 'node_modules/.cache'), { recursive: true });
    renameSync(path.join(root, 'out'), path.join(root, KEPT));
    mkdirSync(path.join(root, 'out'));
    writeFileSync(path.join(root, 'out/half.html'), 'half');

    const failed = await failedBuild({ nextBuild: () => ({ status: 1 }) });
    expect(failed.message).toBe(PREVIOUS);
    expect(siteFiles()).toEqual(before);
    expect(existsSync(path.join(root, KEPT))).toBe(false);
  });

  test('a successful build keeps nothing aside', async () => {
    await buildAsTheOwner();
    await buildAsTheOwner();
    expect(readdirSync(path.join(root, 'node_modules/.cache')).filter((name) => name.startsWith('site-kept'))).toEqual(
      [],
    );
  });
});

describe('npm start on a port that is taken', () => {
  let blocker: Server | undefined;
  afterEach(() => {
    blocker?.close();
    blocker = undefined;
  });

  test('says so in one line, with what to do, and exits with 1', async () => {
    const ownerEnv = await buildAsTheOwner();
    exit.mockRestore();
    blocker = http.createServer();
    await new Promise<void>((resolve) => blocker!.listen(0, '0.0.0.0', resolve));
    const { port } = blocker.address() as AddressInfo;

    const started = await runScript(START_SCRIPT, root, { ...ownerEnv, PORT: String(port) });
    expect(started.stdout).toContain('out/ is up to date with the sources; not rebuilding.');
    expect(started.stderr.trim()).toBe(
      `Port ${port} is already in use (another server, perhaps npm run dev?). Stop it, or choose another port: PORT=3001 npm start`,
    );
    expect(started.code).toBe(1);
  });
});
