// `npm run bench:js`: gzip bytes of the scripts each route loads, the framework floor (a bare one-page
// Next.js app built in the same run) and each route's own client code above it, against the budgets.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildIfStale } from '../scripts/build-state.mjs';
import { writeFloorApp } from './lib/floor-app.mjs';
import { measure } from './lib/process-tree.mjs';
import { builtPages, pageScripts } from './lib/page-scripts.mjs';

const BUDGET_KB = { '/': 35, other: 25 };
const kb = (bytes) => (bytes / 1024).toFixed(1);

await buildIfStale();
console.log('Building the bare floor app…');
const floorDir = writeFloorApp();
await measure('npx', ['next', 'build'], { cwd: floorDir, env: { NEXT_TELEMETRY_DISABLED: '1' } });
const floor = pageScripts(path.join(floorDir, 'out'), 'index.html');

const rows = builtPages('out').map(([route, file]) => {
  const page = pageScripts('out', file);
  const own = page.scriptGzip - floor.scriptGzip;
  const budget = route === '/' ? BUDGET_KB['/'] : BUDGET_KB.other;
  return {
    route,
    totalGzip: page.scriptGzip,
    ownGzip: own,
    inlineGzip: page.inlineGzip,
    thirdPartyScripts: page.thirdParty,
    budgetKb: budget,
    withinBudget: own <= budget * 1024,
  };
});

console.log(
  `\nFramework floor (bare Next.js page): ${kb(floor.scriptGzip)} kB gzip in ${floor.scripts.length} scripts\n`,
);
console.log(
  'route'.padEnd(52),
  'scripts'.padStart(9),
  'own'.padStart(8),
  'budget'.padStart(8),
  'inline data'.padStart(12),
  'third-party scripts'.padStart(20),
);
for (const row of rows) {
  console.log(
    row.route.padEnd(52),
    `${kb(row.totalGzip)} kB`.padStart(9),
    `${kb(row.ownGzip)} kB`.padStart(8),
    `${row.budgetKb} kB ${row.withinBudget ? '✓' : '✗'}`.padStart(8),
    `${kb(row.inlineGzip)} kB`.padStart(12),
    String(row.thirdPartyScripts.length).padStart(20),
  );
}
const thirdParty = [...new Set(rows.flatMap((row) => row.thirdPartyScripts))];
console.log(
  thirdParty.length > 0
    ? `\nThird-party scripts (one request each, cached across pages, plus one page-view request per page view): ${thirdParty.join(', ')}`
    : '\nNo third-party script on any page (no analytics configured).',
);
console.log(
  '\n"own" = the route\'s scripts minus the floor; "inline data" = inline scripts (React Server Components payload), not counted in "own".',
);
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/js.json', JSON.stringify({ floorGzip: floor.scriptGzip, rows }, null, 2));
const over = rows.filter((row) => !row.withinBudget);
if (over.length > 0) console.log(`\nOver budget: ${over.map((row) => row.route).join(', ')}`);
