// `npm run bench:build -- --articles 1000`: times the site's full build (and its peak memory) over N synthetic
// articles, and a bare Next.js build of N plain pages in the same run, for the ratio the budget is set on.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { writeFloorApp } from './lib/floor-app.mjs';
import { measure } from './lib/process-tree.mjs';
import { syntheticArticle } from './lib/synthetic-article.mjs';

const { values } = parseArgs({ options: { articles: { type: 'string', default: '1000' } } });
const count = Number(values.articles);
if (!Number.isInteger(count) || count < 1)
  throw new Error(`--articles must be a positive whole number, got ${values.articles}`);

const articlesDir = mkdtempSync(path.join(tmpdir(), 'bench-articles-'));
for (let index = 0; index < count; index += 1) {
  const { slug, markdown } = syntheticArticle(index);
  writeFileSync(path.join(articlesDir, `${slug}.md`), markdown);
}
console.log(`Wrote ${count} synthetic articles to ${articlesDir}`);

try {
  // Cold builds on both sides: no build cache from an earlier run.
  rmSync('.next', { recursive: true, force: true });
  console.log('Building the site…');
  const siteBuild = await measure('node', ['scripts/build.mjs'], {
    env: { ARTICLES_DIR: articlesDir, NEXT_TELEMETRY_DISABLED: '1' },
  });
  const rendered = siteBuild.output.match(/\[articles\][^\n]*/)?.[0] ?? '(no article log line found)';

  console.log(`Building the bare framework with ${count} plain pages…`);
  const floorDir = writeFloorApp({ plainPages: count });
  const floorBuild = await measure('npx', ['next', 'build'], { cwd: floorDir, env: { NEXT_TELEMETRY_DISABLED: '1' } });

  const ratio = siteBuild.seconds / floorBuild.seconds;
  console.log(`\n${rendered}`);
  console.log(
    `site build:       ${siteBuild.seconds.toFixed(1)} s, peak memory ${siteBuild.peakMb.toFixed(0)} MB (whole process tree)`,
  );
  console.log(
    `bare framework:   ${floorBuild.seconds.toFixed(1)} s, peak memory ${floorBuild.peakMb.toFixed(0)} MB, ${count} plain pages`,
  );
  console.log(`ratio:            ${ratio.toFixed(2)} × (budget 2.0 ×) ${ratio <= 2 ? '✓' : '✗'}`);
  console.log(`peak memory:      ${siteBuild.peakMb < 2048 ? '✓' : '✗'} under 2 GB`);
} finally {
  rmSync(articlesDir, { recursive: true, force: true });
  // out/ now holds the synthetic site: forget its build stamp so `npm start` and the tests rebuild.
  rmSync('.next/site-build-stamp.json', { force: true });
}
