// After `next build`: gives every HTML page in out/ its own Content-Security-Policy <meta>, listing the
// SHA-256 hashes of exactly the inline scripts in that page (see lib/security/content-security-policy.ts).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadTs } from './load-ts.mjs';

// out/, or the folder a test build writes to (next.config.mjs).
const OUT = process.env.SITE_OUT_DIR ?? 'out';
const { pagePolicy, SOCIAL_WIDGET_ROUTES } = await loadTs('lib/security/content-security-policy.ts');
const { inlineScriptHashes } = await loadTs('lib/security/inline-script-hashes.ts');

async function* htmlFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

/** The route a file answers: out/readings.html → /readings, out/index.html → /. */
function routeOf(file) {
  const route =
    '/' +
    path
      .relative(OUT, file)
      .replace(/\\/g, '/')
      .replace(/\.html$/, '');
  return route === '/index' ? '/' : route;
}

const CSP_META = /<meta http-equiv="Content-Security-Policy"[^>]*>/;

async function injectPolicy(file) {
  const html = (await readFile(file, 'utf8')).replace(CSP_META, '');
  const route = routeOf(file);
  const policy = pagePolicy({
    scriptHashes: inlineScriptHashes(html),
    socialWidgets: SOCIAL_WIDGET_ROUTES.includes(route),
  });
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  // The policy only governs what comes after it, so it goes first in <head>, after the charset.
  const charset = html.match(/<meta charSet="utf-8"\/>/i);
  if (!charset) throw new Error(`${file}: no <meta charSet> to place the Content-Security-Policy after`);
  await writeFile(file, html.replace(charset[0], charset[0] + meta));
}

// Several pages at a time, so reading and writing one overlaps hashing another (a site with many
// articles has thousands of pages).
const files = [];
for await (const file of htmlFiles(OUT)) files.push(file);
let next = 0;
const lane = async () => {
  while (next < files.length) await injectPolicy(files[next++]);
};
await Promise.all(Array.from({ length: 8 }, lane));
console.log(`[csp] Content-Security-Policy with inline script hashes written into ${files.length} pages`);
