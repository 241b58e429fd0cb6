// `npm run bench:build -- --articles 1000 [--runs 3]`: times the site's full build (and its peak memory) over N
// synthetic articles, and a bare Next.js build of N plain pages in the same run, for the ratio the budget is set
// on. The two builds alternate for several runs and the ratio is taken between their medians: on a shared
// two-core machine one build's time still moves by a second or two from run to run.
//
// No build is timed right after files were deleted: the previous run's output is moved aside, and deleted only
// after the last timing. On ext4 without a journal (this machine's disk), the kernel skips over inodes deleted in
// the last minutes each time it creates a file, so a build that followed `rm -rf` of the last one paid for that
// deletion, by an amount that depended on what had been deleted where: the same bare build took 11.7 s or 16-20 s.
// Journaled file systems (the usual ext4, xfs, a CI host's fresh disk) do not do this. And each build starts
// after `sync`, so the last one's gigabyte still being written to disk does not land in the next one's time.
// docs/performance.md, "The build benchmark and deleted files".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildPhases } from './lib/build-phases.mjs';
import { FLOOR_DIR, writeFloorApp } from './lib/floor-app.mjs';
import { median } from './lib/median.mjs';
import { measure } from './lib/process-tree.mjs';
import { syntheticArticle } from './lib/synthetic-article.mjs';
import { STAMP } from '../scripts/build-state.mjs';

const { values } = parseArgs({
  options: { articles: { type: 'string', default: '1000' }, runs: { type: 'string', default: '3' } },
});
const count = Number(values.articles);
if (!Number.isInteger(count) || count < 1)
  throw new Error(`--articles must be a positive whole number, got ${values.articles}`);
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive whole number, got ${values.runs}`);

const articlesDir = mkdtempSync(path.join(tmpdir(), 'bench-articles-'));
for (let index = 0; index < count; index += 1) {
  const { slug, markdown } = syntheticArticle(index);
  writeFileSync(path.join(articlesDir, `${slug}.md`), markdown);
}
console.log(`Wrote ${count} synthetic articles to ${articlesDir}`);

// Inside the project, on the same file system as .next, out/ and the bare app, so moving them is a rename.
const earlierBuilds = mkdtempSync(path.join('node_modules', '.bench-build-'));
let moved = 0;
/** Moves a build's output out of the way without deleting it (see the top of this file). */
function moveAside(folder) {
  if (existsSync(folder)) renameSync(folder, path.join(earlierBuilds, `${moved++}-${path.basename(folder)}`));
}
/**
 * Deletes what the benchmark made: the builds it moved aside (gigabytes, in node_modules) and the synthetic
 * articles; and out/, which now holds the synthetic site, loses its build stamp so `npm start` and the tests
 * rebuild. At the end, or when interrupted (Ctrl+C).
 */
function cleanUp() {
  // A build timed in the next few minutes on a disk without a journal would pay for this (see the top).
  console.log('Deleting the earlier builds (after the last timing)…');
  rmSync(earlierBuilds, { recursive: true, force: true });
  rmSync(articlesDir, { recursive: true, force: true });
  rmSync(STAMP, { force: true });
}
process.once('SIGINT', () => {
  cleanUp();
  process.exit(130);
});
/** Waits until what earlier builds wrote is on disk (where there is a `sync` command; not timed). */
function settleDisk() {
  spawnSync('sync', { stdio: 'ignore' });
}

try {
  const site = [];
  const bare = [];
  let rendered = '(no article log line found)';
  for (let run = 1; run <= runs; run += 1) {
    // Cold builds on both sides: no build cache from an earlier run, and no earlier output to delete.
    moveAside('.next');
    moveAside('out');
    settleDisk();
    console.log(`Run ${run} of ${runs}: building the site…`);
    const siteBuild = await measure('node', ['scripts/build.mjs'], {
      env: { ARTICLES_DIR: articlesDir, NEXT_TELEMETRY_DISABLED: '1' },
    });
    rendered = siteBuild.output.match(/\[articles\][^\n]*/)?.[0] ?? rendered;
    console.log(`Run ${run} of ${runs}: building the bare framework with ${count} plain pages…`);
    moveAside(FLOOR_DIR);
    const floorDir = writeFloorApp({ plainPages: count });
    settleDisk();
    const floorBuild = await measure('npx', ['next', 'build'], {
      cwd: floorDir,
      env: { NEXT_TELEMETRY_DISABLED: '1' },
    });
    site.push(siteBuild);
    bare.push(floorBuild);
    console.log(
      `  site ${siteBuild.seconds.toFixed(1)} s (peak ${siteBuild.peakMb.toFixed(0)} MB), bare ${floorBuild.seconds.toFixed(1)} s: ` +
        `${(siteBuild.seconds / floorBuild.seconds).toFixed(2)} ×`,
    );
    siteBuild.phases = buildPhases(siteBuild.lines, siteBuild.seconds);
    for (const { name, seconds } of siteBuild.phases) console.log(`    ${seconds.toFixed(1).padStart(5)} s  ${name}`);
  }

  const siteSeconds = median(site.map((build) => build.seconds));
  const bareSeconds = median(bare.map((build) => build.seconds));
  const peakMb = Math.max(...site.map((build) => build.peakMb));
  const ratio = siteSeconds / bareSeconds;
  const list = (builds) => builds.map((build) => build.seconds.toFixed(1)).join(', ');
  console.log(`\n${rendered}`);
  console.log(
    `site build:       median ${siteSeconds.toFixed(1)} s (${list(site)}), peak memory ${peakMb.toFixed(0)} MB (whole process tree)`,
  );
  console.log(`bare framework:   median ${bareSeconds.toFixed(1)} s (${list(bare)}), ${count} plain pages`);
  console.log(`ratio:            ${ratio.toFixed(2)} × between the medians (budget 1.5 ×) ${ratio <= 1.5 ? '✓' : '✗'}`);
  console.log(`peak memory:      ${peakMb < 2048 ? '✓' : '✗'} under 2 GB`);
  // Each phase's median over the runs (a run whose log lacked a marker has no phases and is left out).
  const phased = site.filter((build) => build.phases.length > 0);
  const phases = (phased[0]?.phases ?? []).map(({ name }, index) => ({
    name,
    seconds: Number(median(phased.map((build) => build.phases[index].seconds)).toFixed(2)),
  }));
  if (phases.length > 0) console.log('site build phases, medians:');
  for (const { name, seconds } of phases) console.log(`  ${seconds.toFixed(1).padStart(5)} s  ${name}`);
  mkdirSync('bench/results', { recursive: true });
  const seconds = (builds) => builds.map((build) => Number(build.seconds.toFixed(2)));
  writeFileSync(
    'bench/results/build.json',
    JSON.stringify({ articles: count, site: seconds(site), bare: seconds(bare), ratio, peakMb, phases }, null, 2),
  );
} finally {
  cleanUp();
}
