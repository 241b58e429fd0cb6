// After `next build`: removes the reserved address each dynamic route builds when it has nothing to build
// (lib/articles/empty-routes.ts): the page, its React Server Components data and its segment files under
// /articles/_none, /articles/tags/_none (with /articles/tags/_none/page/_none, while no tag fills two pages),
// /articles/page/_none (while one list page holds every article), /case-studies/_none (before the first case
// study), and the social cards /og/articles/_none.png and /og/case-studies/_none.png. Those addresses then
// answer 404 like any unknown address, instead of a placeholder page.
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { loadTs } from './security/load-ts.mjs';

const { EMPTY_ROUTE_PARAM } = await loadTs('lib/articles/empty-routes.ts');
/** The folders in out/ whose dynamic segment may hold the reserved address. */
const DYNAMIC_ROUTE_DIRS = [
  'articles',
  'articles/tags',
  'articles/page',
  'og/articles',
  'case-studies',
  'og/case-studies',
];

/** @param {string} outDir @returns {string[]} what was removed, relative to outDir */
export function removeEmptyRoutes(outDir) {
  const removed = [];
  for (const dir of DYNAMIC_ROUTE_DIRS) {
    let entries;
    try {
      entries = readdirSync(path.join(outDir, dir));
    } catch {
      continue;
    }
    // _none.html, _none.txt, _none.png, and the _none/ folder of segment data.
    for (const name of entries.filter(
      (entry) => entry === EMPTY_ROUTE_PARAM || entry.startsWith(`${EMPTY_ROUTE_PARAM}.`),
    )) {
      rmSync(path.join(outDir, dir, name), { recursive: true, force: true });
      removed.push(path.posix.join(dir, name));
    }
    // A folder only the placeholder was in (articles/page/ while one list page holds every article) goes too.
    if (removed.length > 0 && readdirSync(path.join(outDir, dir)).length === 0) {
      rmSync(path.join(outDir, dir), { recursive: true });
    }
  }
  return removed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const removed = removeEmptyRoutes(process.env.SITE_OUT_DIR ?? 'out');
  if (removed.length > 0) console.log(`[build] reserved empty-route addresses removed: ${removed.join(', ')}`);
}
