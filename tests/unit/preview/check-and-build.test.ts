/**
 * The two commands around previewing, run as the owner runs them: `npm run check:articles` (its script) on
 * files and on Supabase through the PostgREST stand-in, and `npm run build` refusing the secret key.
 */
import { spawnSync } from 'node:child_process';
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isArticleFileName } from '@/lib/articles/sources/markdown';
import { secretKeyRefusal } from '../../../scripts/refuse-secret-key.mjs';
import { createArticlesDb, insertArticle } from '../../support/articles-db';
import { startPostgrestStandin, type PostgrestStandin } from '../../support/postgrest-standin';
import { articleFile, publishedFrontMatter, writeArticleDir, type ArticleDir } from '../../support/markdown-articles';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../..');

/** The script's exit code and output; env replaces the article settings of the test's own environment. */
async function runScript(script: string, env: Record<string, string>, cwd = ROOT) {
  const base = { ...process.env };
  // NODE_ENV too, as in the owner's shell: under "test", Next's loader skips .env.local.
  for (const name of ['SUPABASE_URL', 'SUPABASE_ANON_KEY', 'SUPABASE_SECRET_KEY', 'ARTICLES_DIR', 'NODE_ENV']) {
    delete base[name];
  }
  try {
    const { stdout, stderr } = await run(process.execPath, [path.join(ROOT, script)], {
      cwd,
      env: { ...base, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run check:articles on markdown files', () => {
  let dir: ArticleDir;
  beforeAll(async () => {
    dir = await writeArticleDir({
      'ready.md': articleFile(
        publishedFrontMatter('ready-one'),
        '## Why\n\nSee [why](#why) and [the list](/articles).',
      ),
      'broken-draft.md': articleFile(
        publishedFrontMatter('broken-draft', { is_published: 'false', category: null }),
        'A picture: ![A chart](/images/no-such-chart.png)\n\nAnd [a link](/articles/not-an-article).\n\n' +
          'See [why](/articles/ready-one#why) and [nowhere](/articles/ready-one#nowhere).\n\n' +
          'Next: [the launch](/articles/later-one) and [the draft](/articles/misspelt).',
      ),
      'later.md': articleFile(publishedFrontMatter('later-one', { published_at: '2099-05-01' })),
      // A misspelt is_published reads as a draft: without the key check it would pass as "ready".
      'misspelt.md': articleFile(publishedFrontMatter('misspelt', { is_published: null, is_publised: 'true' })),
      'colon.md': articleFile(['title: Pricing: what we learned', 'slug: colon', 'is_published: true']),
    });
  });
  afterAll(() => dir.remove());

  it('passes the bundled articles: one "ready" line each, the counts, exit 0', async () => {
    const { code, stdout } = await runScript('scripts/check-articles.mjs', {});
    expect(code).toBe(0);
    expect(stdout).toContain('from markdown files in content/articles');
    // Counted from the folder, not the samples as shipped: an owner's own articles must pass this too.
    const files = readdirSync(path.join(ROOT, 'content/articles')).filter(isArticleFileName);
    const lines = stdout.split('\n').filter((line) => /^(ok {3}|FAIL).*\(content\/articles\//.test(line));
    expect(lines).toHaveLength(files.length);
    for (const file of files) {
      expect(lines.find((line) => line.includes(`(content/articles/${file})`))).toMatch(/^ok {3}.*: ready$/);
    }
    expect(stdout).toMatch(new RegExp(`^${files.length} articles: ${files.length} ready, 0 with problems \\(`, 'm'));
  }, 60_000);

  it('fails on a draft with a missing field and a broken image, naming the file, the field and the address', async () => {
    const { code, stdout } = await runScript('scripts/check-articles.mjs', { ARTICLES_DIR: dir.dir });
    expect(code).toBe(1);
    const lines = stdout.split('\n');
    const broken = lines.find((line) => line.includes('broken-draft.md'));
    expect(broken).toMatch(/^FAIL draft: "Title of broken-draft" \(.*broken-draft\.md\): /);
    expect(broken).toContain('"category" is required');
    expect(broken).toContain('image /images/no-such-chart.png: not found');
    expect(broken).toContain('link /articles/not-an-article leads to no page of the site (/articles/not-an-article);');
    // A link to an article that is not live says which it is, and what to do.
    expect(broken).toMatch(
      /link \/articles\/later-one leads to no page of the site \(\/articles\/later-one: \S*later\.md is scheduled for May 1, 2099: link to it once it is live\)/,
    );
    expect(broken).toMatch(
      /link \/articles\/misspelt leads to no page of the site \(\/articles\/misspelt: \S*misspelt\.md is a draft: publish it too, or link elsewhere\)/,
    );
    // Into another article's headings, known from its render.
    expect(broken).toContain('link /articles/ready-one#nowhere leads to no heading "#nowhere" in /articles/ready-one');
    expect(broken).not.toContain('#why');
    expect(lines.find((line) => line.includes('ready.md'))).toMatch(/^ok {3}published: .*: ready$/);
    expect(lines.find((line) => line.includes('later.md)'))).toMatch(/^ok {3}scheduled for May 1, 2099: .*: ready$/);
    expect(lines.find((line) => line.includes('misspelt.md)'))).toMatch(
      /^FAIL draft: "Title of misspelt" \(.*misspelt\.md\): "is_publised" is not a key of the front matter \(did you mean "is_published"\?\); the keys are title, slug, /,
    );
    // A file that cannot be read does not stop the others from being checked.
    expect(lines.find((line) => line.includes('colon.md'))).toMatch(
      /^FAIL .*\(.*colon\.md\): the front matter is not valid YAML: .*, at line 2, column 8 \(a value that contains ": " must be in quotes/,
    );
    expect(stdout).toContain('5 articles: 2 ready, 3 with problems (1 published, 3 drafts, 1 scheduled).');
  }, 60_000);
});

describe('npm run check:articles on what the build accepts but the page would not show', () => {
  let dir: ArticleDir;
  beforeAll(async () => {
    dir = await writeArticleDir({
      // Front matter of nine lines: the body starts at line 10 of the file.
      'embed.md': articleFile(
        publishedFrontMatter('an-embed', { tags: '[SQL, sql, Roadmaps]', published_at: '2025-03-14' }),
        'Press <kbd>Ctrl</kbd>+<kbd>C</kbd>.\n\n<!-- a note to myself -->\n\n<iframe src="https://www.youtube.com/embed/x"></iframe>' +
          '\n\n![](/images/articles/roadmap-portfolio-of-bets.svg)',
      ),
      'older.md': articleFile(publishedFrontMatter('older', { tags: '[roadmaps]', published_at: '2024-01-02' })),
      'broken.md': articleFile(
        publishedFrontMatter('broken', { is_published: 'false', category: null }),
        'Intro.\n\n<div class="callout">Read this first.</div>',
      ),
      'launch.markdown': articleFile(publishedFrontMatter('launch')),
    });
  });
  afterAll(() => dir.remove());

  it('warns, naming the file, the tag and the line, and fails only on problems', async () => {
    const { code, stdout } = await runScript('scripts/check-articles.mjs', { ARTICLES_DIR: dir.dir });
    expect(code).toBe(1);
    const lines = stdout.split('\n');
    expect(lines).toContain(
      `${dir.dir}/launch.markdown is not read: only .md files are articles (rename it launch.md).`,
    );
    expect(lines.find((line) => line.includes('embed.md'))).toBe(
      `warn published: "Title of an-embed" (${dir.dir}/embed.md): ready, but ` +
        '"tags" lists "SQL" and "sql", which are one tag (/articles/tags/sql): it is shown once, as "SQL"; ' +
        'raw HTML is left out of the page, which shows markdown only: <kbd> (line 10), <iframe> (line 14); ' +
        'no alt text, so screen readers skip the image /images/articles/roadmap-portfolio-of-bets.svg (line 16) ' +
        '(describe each between the brackets of ![…](…))',
    );
    expect(lines.find((line) => line.includes('older.md'))).toBe(
      `warn published: "Title of older" (${dir.dir}/older.md): ready, but tag "roadmaps" is written "Roadmaps" by a ` +
        'newer article, which titles its page /articles/tags/roadmaps: write it one way',
    );
    // A problem and a warning on one draft: both said, and the problem fails it. (No category line: line 11.)
    expect(lines.find((line) => line.includes('broken.md'))).toMatch(
      /^FAIL draft: .*: "category" is required; raw HTML is left out of the page, which shows markdown only: <div> \(line 11\)$/,
    );
    expect(lines).toContain('3 articles: 2 ready, 1 with problems (2 published, 1 draft, 0 scheduled).');
    expect(lines).toContain(
      '3 articles have warnings: the build accepts them, but the page may not show what you meant.',
    );
  }, 60_000);

  it('passes when there are only warnings', async () => {
    await rm(path.join(dir.dir, 'broken.md'));
    const { code, stdout } = await runScript('scripts/check-articles.mjs', { ARTICLES_DIR: dir.dir });
    expect(code).toBe(0);
    expect(stdout).toContain('2 articles: 2 ready, 0 with problems (2 published, 0 drafts, 0 scheduled).');
    expect(stdout).toContain('2 articles have warnings');
  }, 60_000);
});

describe('npm run check:articles and the case studies', () => {
  const caseStudy = (slug: string, fields: Record<string, string> = {}) =>
    [
      '---',
      ...Object.entries({
        title: `"Title of ${slug}"`,
        slug,
        summary: '"What changed."',
        role: '"Product Manager"',
        period: '"03.2023 – Present"',
        company: 'payora',
        is_published: 'true',
        ...fields,
      }).map(([key, value]) => `${key}: ${value}`),
      '---',
      '',
      '## The problem',
      '',
      'Text.',
      '',
    ].join('\n');
  let dir: string;
  const write = async (files: Record<string, string>) => {
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
  };
  // The case studies' tests check no article: an empty folder of them keeps each run short.
  let noArticles: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'case-studies-check-'));
    noArticles = await mkdtemp(path.join(tmpdir(), 'no-articles-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
    await rm(noArticles, { recursive: true, force: true });
  });

  it('passes the bundled case studies, drafts included, one "ready" line each', async () => {
    const { code, stdout } = await runScript('scripts/check-articles.mjs', {});
    expect(code).toBe(0);
    const files = readdirSync(path.join(ROOT, 'content/case-studies')).filter(isArticleFileName);
    for (const file of files) {
      expect(stdout).toMatch(new RegExp(`^ok {3}(published|draft): .*\\(content/case-studies/${file}\\): ready$`, 'm'));
    }
    expect(stdout).toMatch(new RegExp(`^${files.length} case studies: all ready \\(`, 'm'));
    // And the settings a build checks first (their problems: tests/unit/settings/site-settings.test.ts).
    expect(stdout).toMatch(/^Checking the site settings in content\/site\.ts\.\nSite settings: ready\.$/m);
  }, 60_000);

  it('a SITE_URL without its scheme: the setting and its fix, not a stack trace, and exits 1', async () => {
    const { code, stdout } = await runScript('scripts/check-articles.mjs', { SITE_URL: 'noamcarter.com' });
    expect(code).toBe(1);
    expect(stdout.trim().split('\n')).toEqual([
      'Checking the site settings in content/site.ts.',
      'FAIL SITE_URL must be a full web address such as https://example.com (got "noamcarter.com") (did you mean "https://noamcarter.com"?)',
      "Site settings: 1 to fix before a build. Articles and case studies were not checked: they need the site's address.",
    ]);
  }, 60_000);

  it('fails on a draft whose fields are wrong, naming the file and each field, and exits 1', async () => {
    await write({
      'ready.md': caseStudy('ready-one'),
      'broken.md': caseStudy('broken-draft', { company: 'payoro', period: '"2023 to now"', is_published: 'false' }),
    });
    const { code, stdout } = await runScript('scripts/check-articles.mjs', {
      CASE_STUDIES_DIR: dir,
      ARTICLES_DIR: noArticles,
    });
    expect(code).toBe(1);
    const failures = stdout.split('\n').filter((line) => line.startsWith('FAIL'));
    expect(failures).toEqual([
      expect.stringMatching(/^FAIL \S*broken\.md: "period" must be one of the forms .* \(got "2023 to now"\)$/),
      expect.stringMatching(/^FAIL \S*broken\.md: "company" must be the id of an experience .* \(got "payoro"\)$/),
    ]);
    expect(stdout).toContain('Case studies: 2 problems to fix before a build.');
  }, 60_000);

  it('fails on a misspelt is_published, which would otherwise leave a finished case study out unseen', async () => {
    await write({ 'hidden.md': caseStudy('hidden-one').replace('is_published:', 'is_publised:') });
    const { code, stdout } = await runScript('scripts/check-articles.mjs', {
      CASE_STUDIES_DIR: dir,
      ARTICLES_DIR: noArticles,
    });
    expect(code).toBe(1);
    expect(stdout.split('\n').filter((line) => line.startsWith('FAIL'))).toEqual([
      expect.stringMatching(
        /^FAIL \S*hidden\.md: "is_publised" is not a key of the front matter \(did you mean "is_published"\?\); the keys are title, /,
      ),
    ]);
    expect(stdout).not.toMatch(/hidden\.md\): ready/);
  }, 60_000);

  it('fails on a draft whose cover cannot be published, and passes the others, warning of raw HTML', async () => {
    await write({
      'ready.md': caseStudy('ready-one'),
      // Nine lines of front matter, a blank line, the heading, a blank line, the text: the frame is on line 15.
      'embed.md': caseStudy('embed-one').replace('Text.', 'Text.\n\n<iframe src="https://example.com/x"></iframe>'),
      'cover.md': caseStudy('missing-cover', {
        is_published: 'false',
        cover: '{ src: /images/case-studies/no-such-cover.png, alt: "A chart" }',
      }),
    });
    const { code, stdout } = await runScript('scripts/check-articles.mjs', {
      CASE_STUDIES_DIR: dir,
      ARTICLES_DIR: noArticles,
    });
    expect(code).toBe(1);
    expect(stdout).toMatch(/^ok {3}published: "Title of ready-one" \(\S*ready\.md\): ready$/m);
    expect(stdout).toMatch(
      /^FAIL \S*cover\.md: image \/images\/case-studies\/no-such-cover\.png: not found \(no file public\/images\/case-studies\/no-such-cover\.png\) \(the "cover" field\)$/m,
    );
    expect(stdout).not.toMatch(/^ok .*cover\.md/m);
    expect(stdout).toMatch(
      /^warn published: "Title of embed-one" \(\S*embed\.md\): ready, but raw HTML is left out of the page, which shows markdown only: <iframe> \(line 15\)$/m,
    );
    expect(stdout).toContain(
      '1 case study has warnings: the build accepts it, but the page may not show what you meant.',
    );
  }, 60_000);
});

describe('npm run check:articles on two files with one slug', () => {
  let dir: ArticleDir;
  beforeAll(async () => {
    dir = await writeArticleDir({
      // The new draft sorts before the live article it copies the slug of.
      'a-new-draft.md': articleFile(publishedFrontMatter('pricing', { is_published: 'false' })),
      'pricing.md': articleFile(publishedFrontMatter('pricing')),
    });
  });
  afterAll(() => dir.remove());

  it('fails both, each naming the other', async () => {
    const { code, stdout } = await runScript('scripts/check-articles.mjs', { ARTICLES_DIR: dir.dir });
    expect(code).toBe(1);
    const lines = stdout.split('\n');
    expect(lines.find((line) => line.includes('a-new-draft.md'))).toMatch(
      /^FAIL draft: .*: "slug" must be unique: "pricing" is also the slug of \S*\/pricing\.md$/,
    );
    expect(lines.find((line) => line.includes('(') && line.includes('/pricing.md)'))).toMatch(
      /^FAIL published: .*: "slug" must be unique: "pricing" is also the slug of \S*\/a-new-draft\.md$/,
    );
  }, 60_000);
});

describe('npm run check:articles for a later build', () => {
  let dir: ArticleDir;
  beforeAll(async () => {
    dir = await writeArticleDir({
      'later.md': articleFile(publishedFrontMatter('later-one', { published_at: '2099-05-01' })),
    });
  });
  afterAll(() => dir.remove());

  it('decides what is live at SITE_BUILD_STARTED_AT, as the build does', async () => {
    const later = await runScript('scripts/check-articles.mjs', {
      ARTICLES_DIR: dir.dir,
      SITE_BUILD_STARTED_AT: '2099-06-01',
    });
    expect(later.stdout).toMatch(/^ok {3}published: "Title of later-one" .*: ready$/m);
    const bad = await runScript('scripts/check-articles.mjs', { ARTICLES_DIR: dir.dir, SITE_BUILD_STARTED_AT: 'soon' });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('SITE_BUILD_STARTED_AT is "soon", not a date and time.');
  }, 60_000);
});

describe('npm run check:articles on Supabase', () => {
  const ANON_KEY = 'test-anon-key';
  const SECRET_KEY = 'sb_secret_check0123456789';
  let db: PGlite;
  let standin: PostgrestStandin;
  let draftId: string;

  beforeAll(async () => {
    db = await createArticlesDb();
    await insertArticle(db, { slug: 'live-row', published_at: '2025-03-14T00:00:00Z' });
    draftId = await insertArticle(db, {
      slug: 'draft-row',
      is_published: false,
      published_at: null,
      content: 'See ![the funnel](/images/missing-funnel.png).\n\n<details>More</details>',
    });
    standin = await startPostgrestStandin({ db, anonKey: ANON_KEY });
  }, 120_000);
  afterAll(async () => {
    await standin.close();
    await db.close();
  });

  it('reads the drafts through SUPABASE_SECRET_KEY and names the row and the address of a problem', async () => {
    const { code, stdout } = await runScript('scripts/check-articles.mjs', {
      SUPABASE_URL: standin.url,
      SUPABASE_ANON_KEY: ANON_KEY,
      SUPABASE_SECRET_KEY: SECRET_KEY,
    });
    expect(code).toBe(1);
    const draft = stdout.split('\n').find((line) => line.includes('draft-row'));
    expect(draft).toContain(`FAIL draft: "Title of draft-row" (Supabase row with slug "draft-row" (id ${draftId})): `);
    expect(draft).toContain('"published_at" is required');
    expect(draft).toContain('image /images/missing-funnel.png: not found');
    // A row has no file: the line is counted in its content.
    expect(draft).toContain(
      'raw HTML is left out of the page, which shows markdown only: <details> (line 3 of "content")',
    );
    expect(stdout).not.toContain(SECRET_KEY);
  }, 60_000);

  it('without the secret key reads the published rows only, and says so', async () => {
    const { code, stdout } = await runScript('scripts/check-articles.mjs', {
      SUPABASE_URL: standin.url,
      SUPABASE_ANON_KEY: ANON_KEY,
    });
    expect(code).toBe(0);
    expect(stdout).toContain('SUPABASE_SECRET_KEY is not set: only the published rows were read');
    expect(stdout).not.toContain('draft-row');
    expect(stdout).toContain('1 article: 1 ready, 0 with problems (1 published, 0 drafts, 0 scheduled).');
  }, 60_000);
});

describe('npm run build with SUPABASE_SECRET_KEY', () => {
  it('stops before reading anything, naming the variable and why', async () => {
    const { code, stdout, stderr } = await runScript('scripts/build.mjs', {
      SUPABASE_SECRET_KEY: 'sb_secret_refuse-me',
      // Were it read, this source would fail loudly in another way.
      ARTICLES_DIR: '/nonexistent-articles-dir',
    });
    expect(code).toBe(1);
    expect(stderr).toContain(
      'SUPABASE_SECRET_KEY is set (in the environment): the build stops before reading anything.',
    );
    expect(stderr).toContain('bypasses row-level security');
    expect(stdout + stderr).not.toContain('sb_secret_refuse-me');
    expect(stdout + stderr).not.toContain('nonexistent-articles-dir');
  }, 30_000);

  it('finds it in .env.local too, which next build would load', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'env-files-'));
    try {
      expect(secretKeyRefusal(dir)).toBeNull();
      await writeFile(path.join(dir, '.env.local'), 'SUPABASE_SECRET_KEY=sb_secret_in_a_file\n');
      const { code, stderr } = await runScript('scripts/build.mjs', {}, dir);
      expect(code).toBe(1);
      expect(stderr).toContain('SUPABASE_SECRET_KEY is set (in .env.local): the build stops before reading anything.');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('leaves it alone in .env.development.local, which only the dev server and check:articles load', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'env-files-'));
    try {
      await writeFile(path.join(dir, '.env.development.local'), 'SUPABASE_SECRET_KEY=sb_secret_for_dev\n');
      expect(secretKeyRefusal(dir)).toBeNull();
      // check:articles' loader (that of the dev server, NODE_ENV=development, as in the owner's shell) reads it.
      const loader = path.resolve('scripts/refuse-secret-key.mjs');
      const read = spawnSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `const { loadEnvFiles } = await import(${JSON.stringify(loader)}); loadEnvFiles(${JSON.stringify(dir)}); console.log(process.env.SUPABASE_SECRET_KEY);`,
        ],
        { encoding: 'utf8', env: { PATH: process.env.PATH, NODE_ENV: 'development' } },
      );
      expect(read.stdout.trim()).toBe('sb_secret_for_dev');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
