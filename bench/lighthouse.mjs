// `npm run bench:lighthouse [-- --runs 3] [-- --scheme dark] [-- --only REGEXP]`: Lighthouse's mobile profile on every route of the
// built site and on the bare floor page, in one run, on this machine; median of the runs for each figure.
// `--scheme dark` emulates a system that prefers the dark colour scheme (the site follows it).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import sharp from 'sharp';
import { buildIfStale } from '../scripts/build-state.mjs';
import { startStaticServer } from '../scripts/static-server.mjs';
import { writeFloorApp } from './lib/floor-app.mjs';
import { median } from './lib/median.mjs';
import { measure } from './lib/process-tree.mjs';
import { builtPages } from './lib/page-scripts.mjs';
import { articleListFigures, buildSyntheticSite, COMMON_TAG_PAGE } from './lib/synthetic-site.mjs';
import { stubThirdParties } from './lib/third-party-stubs.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    scheme: { type: 'string', default: 'light' },
    // A site of this many synthetic articles instead of out/: the article list at scale (its first view, a
    // later page) and the page of the tag every article carries, with their sizes (bench/lib/synthetic-site.mjs).
    articles: { type: 'string' },
    // Only the routes this regular expression matches (plus the floor page), e.g. `--only '^/articles/[^/]+$'`.
    only: { type: 'string' },
  },
});
const RUNS = Number(values.runs);
const SCHEME = values.scheme;
if (SCHEME !== 'light' && SCHEME !== 'dark') throw new Error(`--scheme must be light or dark, got ${SCHEME}`);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const ARTICLES = values.articles === undefined ? undefined : Number(values.articles);
let root = 'out';
if (ARTICLES !== undefined) {
  root = buildSyntheticSite(ARTICLES);
  console.log('The article list:', JSON.stringify(articleListFigures(root), null, 2));
} else {
  await buildIfStale();
}
console.log('Building the bare floor app…');
const floorDir = writeFloorApp();
await measure('npx', ['next', 'build'], { cwd: floorDir, env: { NEXT_TELEMETRY_DISABLED: '1' } });

const site = await startStaticServer({ root, port: 4400, host: '127.0.0.1' });
const floor = await startStaticServer({ root: path.join(floorDir, 'out'), port: 4401, host: '127.0.0.1' });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

const targets = [
  ['(bare floor page)', 'http://127.0.0.1:4401/'],
  ...(ARTICLES !== undefined
    ? ['/articles', '/articles/page/2', COMMON_TAG_PAGE, '/articles/synthetic-article-1']
    : builtPages('out')
        .filter(([route]) => route !== '(404 page)')
        .map(([route]) => route)
  )
    .filter((route) => values.only === undefined || new RegExp(values.only).test(route))
    .map((route) => [route, `http://127.0.0.1:4400${route}`]),
];

/** Fails the run if the page Lighthouse saw was not in the asked scheme (its final screenshot's corner). */
function checkScheme(label, lhr) {
  const screenshot = lhr.audits['final-screenshot']?.details?.data;
  if (!screenshot || label.startsWith('(')) return;
  screenshotCorners.push(
    sharp(Buffer.from(screenshot.split(',')[1], 'base64'))
      .extract({ left: 0, top: 80, width: 8, height: 8 })
      .stats()
      .then(({ channels }) => {
        const light = channels[0].mean > 128;
        if (light !== (SCHEME === 'light')) throw new Error(`${label}: Lighthouse saw the page in the other scheme`);
      }),
  );
}
const screenshotCorners = [];

const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });

/** One Lighthouse run of one page, in a fresh tab with the third parties stubbed and the scheme emulated. */
async function audit(label, url, firstRun) {
  const page = await browser.newPage();
  const thirdParties = await stubThirdParties(page, ['http://127.0.0.1:4400', 'http://127.0.0.1:4401']);
  await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: SCHEME }]);
  const result = await lighthouse(
    url,
    { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
    undefined,
    page,
  );
  await page.close();
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (thirdParties.refused.size > 0)
    console.warn(`${label}: refused unexpected requests: ${[...thirdParties.refused].join(', ')}`);
  if (firstRun) checkScheme(label, result.lhr);
  return result.lhr;
}

/** The medians of one page's runs, printed as a row. */
function summarise(label, runs) {
  const score = (id) => Math.round(median(runs.map((lhr) => (lhr.categories[id].score ?? 0) * 100)));
  const metric = (id) => median(runs.map((lhr) => lhr.audits[id].numericValue ?? 0));
  const failing = new Set(
    runs.flatMap((lhr) =>
      CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
        lhr.categories[id].auditRefs
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
          .map((ref) => `${id}/${ref.id}`),
      ),
    ),
  );
  const row = {
    label,
    performance: score('performance'),
    performanceRuns: runs.map((lhr) => Math.round((lhr.categories.performance.score ?? 0) * 100)),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: Number(metric('cumulative-layout-shift').toFixed(3)),
    failing: [...failing],
  };
  console.log(
    `${label.padEnd(50)} perf ${String(row.performance).padStart(3)} (${row.performanceRuns.join(' ')})  a11y ${row.accessibility}  ` +
      `bp ${row.bestPractices}  seo ${row.seo}  LCP ${row.lcpMs} ms  TBT ${row.tbtMs} ms  CLS ${row.cls}` +
      `${row.failing.length ? `  failing: ${row.failing.join(', ')}` : ''}`,
  );
  return row;
}

const results = [];
try {
  // Round by round, every page once per round, floor included: this machine's speed drifts over a long
  // run, and a floor measured only at the start would be compared with pages measured at other times.
  const runsByTarget = targets.map(() => []);
  for (let run = 0; run < RUNS; run += 1) {
    for (const [index, [label, url]] of targets.entries()) {
      runsByTarget[index].push(await audit(label, url, run === 0));
    }
    console.log(`round ${run + 1} of ${RUNS} done`);
  }
  for (const [index, [label]] of targets.entries()) results.push(summarise(label, runsByTarget[index]));
} finally {
  await browser.disconnect();
  await chrome.kill();
  site.close();
  floor.close();
}

await Promise.all(screenshotCorners);
const floorPerformance = results[0].performance;
console.log(
  `\nMedian of ${RUNS} runs, Lighthouse mobile profile (simulated throttling), ${SCHEME} scheme. Floor performance: ${floorPerformance}.`,
);
for (const row of results.slice(1)) {
  const problems = [];
  if (row.accessibility < 100) problems.push('accessibility < 100');
  if (row.bestPractices < 100) problems.push('best practices < 100');
  if (row.seo < 100) problems.push('SEO < 100');
  if (row.performance < floorPerformance - 3)
    problems.push(`performance ${floorPerformance - row.performance} below the floor`);
  if (row.cls > 0) problems.push(`CLS ${row.cls}`);
  if (problems.length) console.log(`✗ ${row.label}: ${problems.join('; ')}`);
}
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  `bench/results/lighthouse-${SCHEME}${ARTICLES === undefined ? '' : `-${ARTICLES}-articles`}${values.only === undefined ? '' : '-subset'}.json`,
  JSON.stringify({ runs: RUNS, scheme: SCHEME, articles: ARTICLES, only: values.only, results }, null, 2),
);
