// The project's own Next.js command line, run with this Node directly rather than through npx (no npm start-up
// or npm warnings in the build log), with telemetry off unless the environment says otherwise.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const NEXT_BIN = createRequire(import.meta.url).resolve('next/dist/bin/next');

/**
 * @param {string[]} args e.g. ['build'] or ['typegen']
 * @param {import('node:child_process').StdioOptions} [stdio]
 */
export function runNext(args, stdio = 'inherit') {
  return spawnSync(process.execPath, [NEXT_BIN, ...args], {
    stdio,
    env: { NEXT_TELEMETRY_DISABLED: '1', ...process.env },
  });
}
