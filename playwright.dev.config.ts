/**
 * Browser tests of the preview (issue 27) against the dev server, not the built site: one `next dev` per
 * run (its first compile of each route is slow), reading the markdown files this config writes into a
 * temporary ARTICLES_DIR, or with PREVIEW_SOURCE=supabase the PostgREST stand-in with a secret key
 * (tests/e2e-dev/support/preview-server.mjs), or with PREVIEW_SOURCE=supabase-anon the same without it.
 * `npm run test:preview` runs the three, one after the other.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './tests/e2e/support/chromium';
import { ARTICLE_FILES } from './tests/e2e-dev/support/preview-articles';

const PORT = Number(process.env.PREVIEW_PORT ?? 4184);
const SOURCES = ['files', 'supabase', 'supabase-anon'] as const;
const SOURCE = SOURCES.find((source) => source === process.env.PREVIEW_SOURCE) ?? 'files';

// Made once, in the runner (the workers load this file again and find the variables set).
if (!process.env.PREVIEW_ARTICLES_DIR) {
  const dir = mkdtempSync(path.join(tmpdir(), 'preview-articles-'));
  for (const [name, text] of Object.entries(ARTICLE_FILES)) writeFileSync(path.join(dir, name), text);
  process.env.PREVIEW_ARTICLES_DIR = dir;
  process.env.PREVIEW_OWNER_FILE = path.join(dir, 'owner.json');
  // The bundled case studies, copied so that a test can edit one as the owner would.
  const caseStudies = path.join(dir, 'case-studies');
  mkdirSync(caseStudies);
  for (const name of readdirSync('content/case-studies').filter((file) => file.endsWith('.md'))) {
    copyFileSync(path.join('content/case-studies', name), path.join(caseStudies, name));
  }
  process.env.PREVIEW_CASE_STUDIES_DIR = caseStudies;
}

export const PREVIEW_ANON_KEY = 'preview-anon-key';
export const PREVIEW_SECRET_KEY = 'sb_secret_preview-tests-0123456789';

export default defineConfig({
  testDir: './tests/e2e-dev',
  testMatch: `preview-${SOURCE}.spec.ts`,
  // One dev server compiling on two cores: tests one at a time, with room for a route's first compile.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    reducedMotion: 'reduce',
    // One renderer process for the pages of a pooled context, as in playwright.config.ts.
    launchOptions: { executablePath: findChromium(), args: [...CHROMIUM_ARGS, '--renderer-process-limit=1'] },
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
  },
  webServer: {
    command: 'node tests/e2e-dev/support/preview-server.mjs',
    env: {
      PREVIEW_PORT: String(PORT),
      PREVIEW_SOURCE: SOURCE,
      ARTICLES_DIR: process.env.PREVIEW_ARTICLES_DIR!,
      CASE_STUDIES_DIR: process.env.PREVIEW_CASE_STUDIES_DIR!,
      PREVIEW_OWNER_FILE: process.env.PREVIEW_OWNER_FILE!,
      PREVIEW_ANON_KEY,
      // The owner's key, unless the run is about its absence.
      PREVIEW_SECRET_KEY: SOURCE === 'supabase' ? PREVIEW_SECRET_KEY : '',
    },
    // Ready when the list has compiled and answered: the tests' first page loads then start warm.
    url: `http://127.0.0.1:${PORT}/articles`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
