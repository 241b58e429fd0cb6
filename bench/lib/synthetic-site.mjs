// A site built from N synthetic articles (./synthetic-article.mjs) into a folder of its own beside out/
// (next.config.mjs, SITE_OUT_DIR), and the article list's figures on it: what the first view of /articles
// carries, the search index it fetches on demand, and the page of the tag every article carries.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { COMMON_TAG, syntheticArticle } from './synthetic-article.mjs';

/** @param {number} count @returns {string} the built site's folder */
export function buildSyntheticSite(count) {
  const outDir = `out-bench-${count}-articles`;
  const articlesDir = mkdtempSync(path.join(tmpdir(), 'bench-articles-'));
  for (let index = 0; index < count; index += 1) {
    const { slug, markdown } = syntheticArticle(index);
    writeFileSync(path.join(articlesDir, `${slug}.md`), markdown);
  }
  console.log(`Building a site of ${count} synthetic articles into ${outDir}/…`);
  const env = { ...process.env, ARTICLES_DIR: articlesDir, SITE_OUT_DIR: outDir, NEXT_TELEMETRY_DISABLED: '1' };
  delete env.NODE_ENV;
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  rmSync(articlesDir, { recursive: true, force: true });
  if (build.status !== 0) throw new Error(`The build of ${count} synthetic articles failed`);
  return outDir;
}

const sizes = (bytes) => ({ rawKb: kb(bytes.length), gzipKb: kb(gzipSync(bytes, { level: 9 }).length) });
const kb = (bytes) => Number((bytes / 1024).toFixed(1));

/** The common tag's page: `/articles/tags/{tag}` and its later pages. */
export const COMMON_TAG_PAGE = `/articles/tags/${COMMON_TAG}`;
/** Issue 28: the first view of a tag page on most articles, at 1000 articles. */
const TAG_PAGE_BUDGET = { cards: 60, gzipKb: 30 };

/** Cards in the HTML itself (the attribute also appears in the inline page data and the styles). */
const cardsIn = (html) => (html.toString().match(/<h2 data-card-title/g) ?? []).length;

/** @param {string} outDir */
function commonTagPageFigures(outDir) {
  const html = readFileSync(path.join(outDir, `${COMMON_TAG_PAGE}.html`));
  const laterPages = readdirSync(path.join(outDir, COMMON_TAG_PAGE, 'page')).filter((file) => file.endsWith('.html'));
  const figures = {
    path: COMMON_TAG_PAGE,
    firstViewCards: cardsIn(html),
    firstViewHtml: sizes(html),
    laterPages: laterPages.length,
  };
  const within =
    figures.firstViewCards <= TAG_PAGE_BUDGET.cards && figures.firstViewHtml.gzipKb <= TAG_PAGE_BUDGET.gzipKb;
  if (!within) {
    console.error(
      `${COMMON_TAG_PAGE} is over its budget of ${TAG_PAGE_BUDGET.cards} cards and ${TAG_PAGE_BUDGET.gzipKb} kB gzip: ` +
        `${figures.firstViewCards} cards, ${figures.firstViewHtml.gzipKb} kB`,
    );
    process.exitCode = 1;
  }
  return { ...figures, budget: TAG_PAGE_BUDGET, withinBudget: within };
}

/** @param {string} outDir */
export function articleListFigures(outDir) {
  const html = readFileSync(path.join(outDir, 'articles.html'));
  const pageData = readFileSync(path.join(outDir, 'articles.txt'));
  const [indexFile] = readdirSync(path.join(outDir, 'articles-index'));
  const index = readFileSync(path.join(outDir, 'articles-index', indexFile));
  const laterPages = readdirSync(path.join(outDir, 'articles', 'page')).filter((file) => file.endsWith('.html'));
  const figures = {
    articles: JSON.parse(index.toString()).length,
    firstViewCards: cardsIn(html),
    firstViewHtml: sizes(html),
    firstViewPageData: sizes(pageData),
    searchIndex: { file: indexFile, ...sizes(index) },
    laterListPages: laterPages.length,
    commonTagPage: commonTagPageFigures(outDir),
  };
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(`bench/results/list-${figures.articles}.json`, JSON.stringify(figures, null, 2));
  return figures;
}
