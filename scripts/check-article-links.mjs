// After `next build` (a step of scripts/finish-site.mjs, on a worker thread): every link of every published article that points into this site must lead to a page
// in out/ (and, with a fragment, to a heading on it), or the build stops with one line per broken link
// naming the article (lib/links/article-links.ts). External links are not checked.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { loadTs } from './security/load-ts.mjs';

/** @param {string} outDir @param {string} pathname @returns {string | undefined} the file that answers it */
function fileFor(outDir, pathname) {
  const relative = pathname.replace(/^\/+/, '');
  const candidates =
    relative === '' ? ['index.html'] : [relative, `${relative}.html`, path.join(relative, 'index.html')];
  return candidates
    .map((candidate) => path.join(outDir, candidate))
    .find((file) => {
      // Never outside the site ("/../package.json").
      if (!path.resolve(file).startsWith(path.resolve(outDir) + path.sep)) return false;
      return existsSync(file) && statSync(file).isFile();
    });
}

/** @param {string} outDir @returns {Promise<string[]>} one line per broken link */
export async function checkArticleLinks(outDir) {
  const { brokenArticleLinks } = await loadTs('lib/links/article-links.ts');
  const { ARTICLE_ORIGINS_FILE, CASE_STUDY_ORIGINS_FILE } = await loadTs('lib/articles/origins-file.ts');
  const { site } = await loadTs('content/site.ts');
  // Written by the article route during next build; without it the check would pass having checked nothing.
  if (!existsSync(ARTICLE_ORIGINS_FILE)) throw new Error(`${ARTICLE_ORIGINS_FILE} is missing: run npm run build.`);
  /** @type {{ pathname: string, origin: string }[]} */
  const origins = [
    ...JSON.parse(readFileSync(ARTICLE_ORIGINS_FILE, 'utf8')),
    // Case study bodies are checked the same way (written by their route; absent in a build without them).
    ...(existsSync(CASE_STUDY_ORIGINS_FILE) ? JSON.parse(readFileSync(CASE_STUDY_ORIGINS_FILE, 'utf8')) : []),
  ];
  // Read one page at a time, as the check reaches it: a thousand article pages are over 100 MB of HTML.
  function* articles() {
    for (const { pathname, origin } of origins) {
      const file = fileFor(outDir, pathname);
      if (!file) throw new Error(`The build has no page for ${origin} (${pathname}).`);
      yield { pathname, origin, html: readFileSync(file, 'utf8') };
    }
  }
  return brokenArticleLinks(articles(), {
    origin: site.url,
    hasPage: (pathname) => fileFor(outDir, pathname) !== undefined,
    pageHtml: (pathname) => {
      const file = fileFor(outDir, pathname);
      return file && file.endsWith('.html') ? readFileSync(file, 'utf8') : undefined;
    },
  });
}

/** @param {string[]} problems @returns {string} what the build prints for them */
export function brokenLinksMessage(problems) {
  const lines = problems.map((problem) => `  ${problem}`);
  return [`${problems.length} broken ${problems.length === 1 ? 'link' : 'links'} in articles:`, ...lines].join('\n');
}

export const LINKS_OK = '[links] every link into the site from an article leads to a page and heading that exist';

if (!isMainThread && workerData?.checkLinksIn) {
  parentPort?.postMessage(await checkArticleLinks(workerData.checkLinksIn));
} else if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = await checkArticleLinks(process.env.SITE_OUT_DIR ?? 'out');
  if (problems.length > 0) {
    console.error(brokenLinksMessage(problems));
    process.exit(1);
  }
  console.log(LINKS_OK);
}
