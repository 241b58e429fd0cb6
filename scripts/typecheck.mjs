// `npm run typecheck`, and the first step of `npm run build`: the whole project type-checked with TypeScript 7's
// native compiler, which checks this project in about 2 s where `next build`'s own check (the TypeScript 5.9
// API) takes about 6 s. TypeScript 5.9 stays installed as `typescript` because typescript-eslint needs its API.
// The native compiler is installed under the name typescript-native and run by path: both packages provide
// a `tsc` command, so node_modules/.bin/tsc could be either.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { runNext } from './next-cli.mjs';

const TSC = createRequire(import.meta.url)
  .resolve('typescript-native/package.json')
  .replace(/package\.json$/, 'bin/tsc');

/** @returns {boolean} whether the project type-checks; the compiler's messages go to the console. */
export function typecheck() {
  // Route types (.next/types) are generated first, so the check sees the current routes and not those of an
  // older build, and page props and route exports are checked as `next build` would.
  const typegen = runNext(['typegen'], ['ignore', 'ignore', 'inherit']);
  if (typegen.status !== 0) return false;
  // Not incremental: TypeScript 7.0's incremental state (tsconfig.tsbuildinfo) was seen to miss an error in a
  // file that imported a renamed export, and pass; a full check costs about 1.5 s more.
  const tsc = spawnSync(process.execPath, [TSC, '--noEmit', '--incremental', 'false', '--pretty'], {
    stdio: 'inherit',
  });
  return tsc.status === 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!typecheck()) {
    console.error('Type errors: see the messages above.');
    process.exit(1);
  }
}
