// After `next build` (a step of scripts/finish-site.mjs, on a worker thread): every link of every published article
// and case study that points into this site must lead to a page in out/ (and, with a fragment, to a heading on it),
// or the build stops with one line per broken link naming its file or row (lib/links/article-links.ts). External
// links are not checked.
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

/**
 * @typedef {{ articles: string[], caseStudies: string[] }} LinkProblems one line per broken link, by where it is
 * @param {string} outDir
 * @returns {Promise<LinkProblems>}
 */
export async function checkArticleLinks(outDir) {
  const { brokenArticleLinks } = await loadTs('lib/links/article-links.ts');
  const { ARTICLE_ORIGINS_FILE, CASE_STUDY_ORIGINS_FILE } = await loadTs('lib/articles/origins-file.ts');
  const { site } = await loadTs('content/site.ts');
  // Written by the article route during next build; without it the check would pass having checked nothing.
  if (!existsSync(ARTICLE_ORIGINS_FILE)) throw new Error(`${ARTICLE_ORIGINS_FILE} is missing: run npm run build.`);
  /** @param {string} file @returns {{ pathname: string, origin: string }[]} */
  const originsIn = (file) => JSON.parse(readFileSync(file, 'utf8'));
  // Read one page at a time, as the check reaches it: a thousand article pages are over 100 MB of HTML.
  /** @param {{ pathname: string, origin: string }[]} origins */
  function* pages(origins) {
    for (const { pathname, origin } of origins) {
      const file = fileFor(outDir, pathname);
      if (!file) throw new Error(`The build has no page for ${origin} (${pathname}).`);
      yield { pathname, origin, html: readFileSync(file, 'utf8') };
    }
  }
  const builtSite = {
    origin: site.url,
    /** @param {string} pathname */
    hasPage: (pathname) => fileFor(outDir, pathname) !== undefined,
    /** @param {string} pathname */
    pageHtml: (pathname) => {
      const file = fileFor(outDir, pathname);
      return file && file.endsWith('.html') ? readFileSync(file, 'utf8') : undefined;
    },
  };
  return {
    articles: brokenArticleLinks(pages(originsIn(ARTICLE_ORIGINS_FILE)), builtSite),
    // Case study bodies are checked the same way (written by their route; absent in a build without them).
    caseStudies: existsSync(CASE_STUDY_ORIGINS_FILE)
      ? brokenArticleLinks(pages(originsIn(CASE_STUDY_ORIGINS_FILE)), builtSite)
      : [],
  };
}

/** @param {LinkProblems} problems @returns {boolean} */
export function hasBrokenLinks(problems) {
  return problems.articles.length + problems.caseStudies.length > 0;
}

/** @param {LinkProblems} problems @returns {string} what the build prints for them: a count and lines per kind */
export function brokenLinksMessage(problems) {
  /** @param {string[]} lines @param {string} where */
  const block = (lines, where) =>
    lines.length === 0
      ? []
      : [
          `${lines.length} broken ${lines.length === 1 ? 'link' : 'links'} in ${where}:`,
          ...lines.map((line) => `  ${line}`),
        ];
  return [...block(problems.articles, 'articles'), ...block(problems.caseStudies, 'case studies')].join('\n');
}

export const LINKS_OK =
  '[links] every link into the site from an article or a case study leads to a page and heading that exist';

if (!isMainThread && workerData?.checkLinksIn) {
  parentPort?.postMessage(await checkArticleLinks(workerData.checkLinksIn));
} else if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = await checkArticleLinks(process.env.SITE_OUT_DIR ?? 'out');
  if (hasBrokenLinks(problems)) {
    console.error(brokenLinksMessage(problems));
    process.exit(1);
  }
  console.log(LINKS_OK);
}
