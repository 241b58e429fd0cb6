// Loads one of the project's TypeScript modules (with its @/ imports) from a plain Node script,
// through Vite's module runner, so build scripts share the app's code instead of copying it.
import path from 'node:path';
import { runnerImport } from 'vite';

const root = path.resolve(import.meta.dirname, '../..');

/** @param {string} modulePath path from the project root, e.g. 'lib/security/content-security-policy.ts' */
export async function loadTs(modulePath) {
  // Vite sets NODE_ENV to "development" when it is unset; a build script that goes on to run `next build`
  // must not pass that on (Next then renders with React's development build and the export fails).
  const nodeEnv = process.env.NODE_ENV;
  try {
    const { module } = await runnerImport(path.join(root, modulePath), {
      root,
      configFile: false,
      logLevel: 'error',
      resolve: { alias: { '@': root } },
    });
    return module;
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
