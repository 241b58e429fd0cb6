// A site built from N synthetic articles (./synthetic-article.mjs) into a folder of its own beside out/
// (next.config.mjs, SITE_OUT_DIR), and the article list's figures on it: what the first view of /articles
// carries, and the search index it fetches on demand.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { syntheticArticle } from './synthetic-article.mjs';

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

/** @param {string} outDir */
export function articleListFigures(outDir) {
  const html = readFileSync(path.join(outDir, 'articles.html'));
  const pageData = readFileSync(path.join(outDir, 'articles.txt'));
  const [indexFile] = readdirSync(path.join(outDir, 'articles-index'));
  const index = readFileSync(path.join(outDir, 'articles-index', indexFile));
  const laterPages = readdirSync(path.join(outDir, 'articles', 'page')).filter((file) => file.endsWith('.html'));
  const figures = {
    articles: JSON.parse(index.toString()).length,
    // Cards in the HTML itself (the attribute also appears in the inline page data and the styles).
    firstViewCards: (html.toString().match(/<h2 data-card-title/g) ?? []).length,
    firstViewHtml: sizes(html),
    firstViewPageData: sizes(pageData),
    searchIndex: { file: indexFile, ...sizes(index) },
    laterListPages: laterPages.length,
  };
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(`bench/results/list-${figures.articles}.json`, JSON.stringify(figures, null, 2));
  return figures;
}
