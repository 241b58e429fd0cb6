// After `next build` (a step of scripts/finish-site.mjs): copies the article images the built pages refer to
// (/article-images/{name}) from the build cache, where lib/article-images prepared them, into
// out/article-images/. Only those: an image of an article since deleted stays in the cache, not on the site. A
// page naming a file the cache lacks stops the build (out/ must not be deployed with a broken image).
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadTs } from './security/load-ts.mjs';

// Where lib/article-images keeps its files and the URL folder it names them under, from the module itself.
const { ARTICLE_IMAGE_CACHE_DIR } = await loadTs('lib/article-images/site.ts');
const { ARTICLE_IMAGE_PATH, outputFile } = await loadTs('lib/article-images/prepare.ts');
const SERVED_AT = ARTICLE_IMAGE_PATH.replace(/^\//, '');
const REFERENCE = new RegExp(`/${SERVED_AT}/([0-9a-f]{16}(?:-\\d+)?\\.(?:webp|svg))`, 'g');

/** @param {string} html a built page @returns {string[]} the article image files it refers to */
export function articleImageNames(html) {
  return [...html.matchAll(REFERENCE)].map((match) => match[1]);
}

/** @param {string} dir @returns {string[]} */
function htmlPagesIn(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Copies these image files from the build cache into the site (scripts/finish-site.mjs collects the names
 * while it reads every page for its policy). Every image shows on a pre-rendered page, so the pages' HTML names
 * them all; the page data (.txt) repeats the same names.
 * @param {string} outDir @param {Iterable<string>} [referenced] the names the pages refer to; read from
 *   out/'s pages when not given
 * @returns {string[]} the file names copied
 */
export function copyArticleImages(outDir, referenced) {
  const cached = (name) => outputFile(ARTICLE_IMAGE_CACHE_DIR, name);
  const names = new Set(
    referenced ?? htmlPagesIn(outDir).flatMap((page) => articleImageNames(readFileSync(page, 'utf8'))),
  );
  const missing = [...names].filter((name) => !existsSync(cached(name)));
  if (missing.length > 0) {
    throw new Error(
      `Pages refer to article images missing from ${path.dirname(cached('x'))}: ${missing.join(', ')}. Run the build again.`,
    );
  }
  if (names.size > 0) mkdirSync(path.join(outDir, SERVED_AT), { recursive: true });
  for (const name of names) copyFileSync(cached(name), path.join(outDir, SERVED_AT, name));
  return [...names];
}
if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const copied = copyArticleImages(process.env.SITE_OUT_DIR ?? 'out');
    if (copied.length > 0) console.log(`[article-images] ${copied.length} image files copied into the site`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
