// Real builds of small fixture sites (the build of scripts/build.mjs less its type check: see
// build-without-typecheck.mjs) into a folder beside out/ (next.config.mjs, SITE_OUT_DIR). One at a time: they
// share .next/, so every such build lives in tests/unit/build/built-sites.test.ts, whose suites run in order.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface TestBuild {
  status: number | null;
  /** stdout and stderr together, as the owner reads a build log. */
  log: string;
}

/**
 * Writes these article files into a new folder and builds the site from it into `outDir`. Asynchronous, so
 * servers the test runs (a storage host stand-in) keep answering the build.
 */
export async function buildSite(
  outDir: string,
  articles: Record<string, string>,
  env: Record<string, string> = {},
): Promise<TestBuild> {
  const articlesDir = mkdtempSync(path.join(tmpdir(), 'articles-'));
  for (const [name, text] of Object.entries(articles)) writeFileSync(path.join(articlesDir, name), text);
  rmSync(outDir, { recursive: true, force: true });
  // Vitest's NODE_ENV=test is not one next build accepts: the build runs as from a shell (spawn leaves out a
  // variable whose value is undefined).
  const buildEnv = { ...process.env, NODE_ENV: undefined, ...env, ARTICLES_DIR: articlesDir, SITE_OUT_DIR: outDir };
  const child = spawn(process.execPath, ['tests/unit/build/support/build-without-typecheck.mjs'], {
    env: buildEnv as unknown as NodeJS.ProcessEnv,
  });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  rmSync(articlesDir, { recursive: true, force: true });
  return { status, log };
}

export function removeBuild(outDir: string): void {
  rmSync(outDir, { recursive: true, force: true });
}

/** A markdown article file with the front matter every test article shares. */
export function articleFile(
  slug: string,
  body: string,
  { title = `Title of ${slug}`, publishedAt = '2025-03-14', tags = ['fixtures'] } = {},
): string {
  return [
    '---',
    `title: "${title}"`,
    `slug: ${slug}`,
    'category: Product Management',
    `tags: [${tags.join(', ')}]`,
    'is_published: true',
    `published_at: ${publishedAt}`,
    '---',
    '',
    body,
    '',
  ].join('\n');
}
