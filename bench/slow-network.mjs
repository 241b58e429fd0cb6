// `npm run bench:slow [-- --runs 3] [-- --out DIR]`: every route of the built site loaded in Chromium through
// the slow proxy the browser tests use (HTML trickled out 4 kB every 30 ms), at phone size: when the first
// pixels and the first text are painted, when the page finished loading, and the layout shift seen on the way.
// Median of the runs, and each page's HTML size raw, gzip and brotli. `--out` measures another built site (for example a copy of out/ from before a change).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium, devices } from '@playwright/test';
import { buildIfStale } from '../scripts/build-state.mjs';
import { startStaticServer } from '../scripts/static-server.mjs';
import { startSlowProxy, TRICKLE } from '../scripts/slow-proxy.mjs';
import { median } from './lib/median.mjs';
import { builtPages } from './lib/page-scripts.mjs';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, out: { type: 'string' } },
});
const RUNS = Number(values.runs);
const OUT = values.out ?? 'out';
if (!values.out) await buildIfStale();

const site = await startStaticServer({ root: OUT, port: 4402, host: '127.0.0.1' });
const proxy = await startSlowProxy('http://127.0.0.1:4402');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const context = await browser.newContext({ ...devices['Pixel 7'] });
// Third parties are refused, as in the browser tests: the measure is about the site's own HTML arriving.
await context.route(
  (url) => url.hostname !== '127.0.0.1',
  (route) => route.abort('blockedbyclient'),
);
await context.addInitScript(() => {
  const shifts = { cls: 0 };
  Object.assign(window, { __shifts: shifts });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) shifts.cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
});

async function measureOnce(route) {
  const page = await context.newPage();
  await page.goto(`${proxy.origin}${route}`, { waitUntil: 'load' });
  // Layout shifts are reported a frame after they happen.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const figures = await page.evaluate(() => {
    const paint = (name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
    const [navigation] = performance.getEntriesByType('navigation');
    return {
      firstPaint: paint('first-paint'),
      firstContentfulPaint: paint('first-contentful-paint'),
      htmlArrived: navigation.responseEnd,
      load: navigation.loadEventStart,
      cls: window.__shifts.cls,
    };
  });
  await page.close();
  return figures;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const rows = [];
console.log('route'.padEnd(52), 'HTML raw/gzip/br'.padStart(22));
try {
  for (const [route, file] of builtPages(OUT).filter(([route]) => route !== '(404 page)')) {
    const html = readFileSync(path.join(OUT, file));
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measureOnce(route));
    const pick = (key) => median(runs.map((figures) => figures[key]));
    rows.push({
      route,
      htmlBytes: html.length,
      htmlGzipBytes: gzipSync(html, { level: 9 }).length,
      htmlBrotliBytes: brotliCompressSync(html).length,
      firstPaintMs: Math.round(pick('firstPaint')),
      firstContentfulPaintMs: Math.round(pick('firstContentfulPaint')),
      htmlArrivedMs: Math.round(pick('htmlArrived')),
      loadMs: Math.round(pick('load')),
      cls: Number(pick('cls').toFixed(4)),
      maxCls: Number(Math.max(...runs.map((figures) => figures.cls)).toFixed(4)),
    });
    const row = rows.at(-1);
    console.log(
      row.route.padEnd(52),
      `${kb(row.htmlBytes)}/${kb(row.htmlGzipBytes)}/${kb(row.htmlBrotliBytes)} kB`.padStart(22),
      `FP ${row.firstPaintMs} ms`.padStart(11),
      `FCP ${row.firstContentfulPaintMs} ms`.padStart(12),
      `HTML done ${row.htmlArrivedMs} ms`.padStart(17),
      `load ${row.loadMs} ms`.padStart(13),
      `CLS ${row.cls} (max ${row.maxCls})`.padStart(20),
    );
  }
} finally {
  await browser.close();
  await proxy.close();
  site.close();
}
console.log(
  `\nPhone size (Pixel 7), HTML trickled ${TRICKLE.chunkBytes} bytes every ${TRICKLE.pauseMs} ms, median of ${RUNS} runs.`,
);
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/slow-network.json',
  JSON.stringify({ out: OUT, runs: RUNS, trickle: TRICKLE, rows }, null, 2),
);
