// After `next build`: copies the article images the built pages refer to (/article-images/{name}) from the
// build cache, where lib/article-images prepared them, into out/article-images/. Only those: an image of an
// article since deleted stays in the cache, not on the site. A page naming a file the cache lacks stops
// the build (out/ must not be deployed with a broken image).
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** lib/article-images/site.ts (ARTICLE_IMAGE_CACHE_DIR) and lib/article-images/cache.ts (outputFile). */
const CACHE_FILES = '.next/cache/article-images/files';
/** lib/article-images/prepare.ts (ARTICLE_IMAGE_PATH). */
const SERVED_AT = 'article-images';
const REFERENCE = new RegExp(`/${SERVED_AT}/([0-9a-f]{16}(?:-\\d+)?\\.(?:webp|svg))`, 'g');

/** @param {string} dir @returns {string[]} */
function pagesIn(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(html|txt)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** @param {string} outDir @param {string} [cacheFiles] @returns {string[]} the file names copied */
export function copyArticleImages(outDir, cacheFiles = CACHE_FILES) {
  const names = new Set();
  for (const page of pagesIn(outDir)) {
    for (const match of readFileSync(page, 'utf8').matchAll(REFERENCE)) names.add(match[1]);
  }
  const missing = [...names].filter((name) => !existsSync(path.join(cacheFiles, name)));
  if (missing.length > 0) {
    throw new Error(
      `Pages refer to article images missing from ${cacheFiles}: ${missing.join(', ')}. Run the build again.`,
    );
  }
  if (names.size > 0) mkdirSync(path.join(outDir, SERVED_AT), { recursive: true });
  for (const name of names) copyFileSync(path.join(cacheFiles, name), path.join(outDir, SERVED_AT, name));
  return [...names];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const copied = copyArticleImages(process.env.SITE_OUT_DIR ?? 'out');
  console.log(`[article-images] ${copied.length} image files copied into the site`);
}
