// The project's own Next.js command line, run with this Node directly rather than through npx (no npm start-up
// or npm warnings in the build log), with telemetry off unless the environment says otherwise.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const NEXT_BIN = createRequire(import.meta.url).resolve('next/dist/bin/next');

/**
 * @param {string[]} args e.g. ['build'] or ['typegen']
 * @param {import('node:child_process').StdioOptions} [stdio]
 * @param {NodeJS.ProcessEnv} [env] the environment, when not this process's own
 */
export function runNext(args, stdio = 'inherit', env = process.env) {
  return spawnSync(process.execPath, [NEXT_BIN, ...args], {
    stdio,
    env: { NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
}

/**
 * The environment for `next build`: this process's, with a larger young generation for every Node process of
 * the build (its static-generation worker above all) unless NODE_OPTIONS already sets one.
 *
 * Rendering a page allocates megabytes of short-lived strings and buffers (the RSC payload, the HTML, each
 * segment's copy). With V8's default 16 MB semi-spaces, many of them survive two scavenges and are copied into
 * the old generation, which is then collected again and again: garbage collection was 13% of the page thread
 * in a CPU profile of a 1000-article build. With 64 MB semi-spaces that build was 1–1.5 s shorter (the page
 * generation phase most of it), for about 100 MB more peak memory; 128 MB was no faster and came near 2 GB
 * (docs/performance.md, "The young generation").
 * @param {NodeJS.ProcessEnv} env
 * @returns {NodeJS.ProcessEnv}
 */
export function nextBuildEnv(env = process.env) {
  const options = env.NODE_OPTIONS ?? '';
  if (/--max-semi-space-size\b/.test(options)) return env;
  return { ...env, NODE_OPTIONS: `${options} --max-semi-space-size=64`.trim() };
}
