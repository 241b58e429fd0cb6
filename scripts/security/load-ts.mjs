// Loads one of the project's TypeScript modules (with its @/ imports) from a plain Node script,
// through Vite's module runner, so build scripts share the app's code instead of copying it.
import path from 'node:path';
import { runnerImport } from 'vite';

const root = path.resolve(import.meta.dirname, '../..');

/** @param {string} modulePath path from the project root, e.g. 'lib/security/content-security-policy.ts' */
export async function loadTs(modulePath) {
  const { module } = await runnerImport(path.join(root, modulePath), {
    root,
    configFile: false,
    logLevel: 'error',
    resolve: { alias: { '@': root } },
  });
  return module;
}
