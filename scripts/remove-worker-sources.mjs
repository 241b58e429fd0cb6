// After `next build`: removes the TypeScript source of the build's worker threads from out/. Turbopack bundles
// a `new Worker(new URL('./x.worker.ts', import.meta.url))` into a server chunk, and also emits the file it
// names, untranspiled, as a static asset (out/_next/static/media/x.worker.{hash}.ts). No page or script refers
// to that copy; the worker runs from its server chunk during the build. Source code has no place in a deploy.
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const MEDIA_DIR = '_next/static/media';
/** The name Turbopack gives the copy of a `*.worker.ts` module: the name, a content hash, the extension. */
const WORKER_SOURCE = /\.worker\.[\w-]+\.(?:ts|tsx|mts)$/;

/** @param {string} outDir */
export function removeWorkerSources(outDir) {
  const media = path.join(outDir, MEDIA_DIR);
  let names;
  try {
    names = readdirSync(media);
  } catch {
    return;
  }
  for (const name of names) if (WORKER_SOURCE.test(name)) rmSync(path.join(media, name));
}
