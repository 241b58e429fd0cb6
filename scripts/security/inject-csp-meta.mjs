// After `next build` (a step of scripts/finish-site.mjs): gives every HTML page in out/ its own
// Content-Security-Policy <meta>, listing the SHA-256 hashes of exactly the inline scripts in that page (see
// lib/security/content-security-policy.ts).
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadTs } from './load-ts.mjs';

const { pagePolicy, configuredThirdParties, SOCIAL_WIDGET_ROUTES } = await loadTs(
  'lib/security/content-security-policy.ts',
);
const { inlineScriptHashes } = await loadTs('lib/security/inline-script-hashes.ts');
const { renderHeadersFile, vercelConfigProblem } = await loadTs('lib/security/host-configs.ts');
// Read once for every page: the analytics provider and newsletter frame this build was configured with.
const thirdParties = configuredThirdParties();

async function* htmlFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

/** The route a file answers: out/readings.html → /readings, out/index.html → /. */
function routeOf(outDir, file) {
  const route =
    '/' +
    path
      .relative(outDir, file)
      .replace(/\\/g, '/')
      .replace(/\.html$/, '');
  return route === '/index' ? '/' : route;
}

const CSP_META = /<meta http-equiv="Content-Security-Policy"[^>]*>/;

/**
 * @param {string} outDir
 * @param {string} file
 * @param {(html: string) => void} [onPage] sees each page as read (one character per byte: see below), so
 * another step needs no pass of its own
 */
async function injectPolicy(outDir, file, onPage) {
  // Read byte for byte ('latin1': one character per byte) rather than decoded from UTF-8: the pass only looks
  // for ASCII markup, hashes script bytes and inserts an ASCII <meta>, so every other byte goes back out as it
  // came in, and no page is decoded and encoded again (half of this pass's time at 1000 articles: 1.35 s
  // against 0.65 s on the same out/, written byte-identical).
  const html = (await readFile(file, 'latin1')).replace(CSP_META, '');
  onPage?.(html);
  const route = routeOf(outDir, file);
  const policy = pagePolicy({
    scriptHashes: inlineScriptHashes(html, 'latin1'),
    socialWidgets: SOCIAL_WIDGET_ROUTES.includes(route),
    thirdParties,
  });
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  // The policy only governs what comes after it, so it goes first in <head>, after the charset.
  const charset = html.match(/<meta charSet="utf-8"\/>/i);
  if (!charset) throw new Error(`${file}: no <meta charSet> to place the Content-Security-Policy after`);
  // Written beside the page and renamed over it: the link check reads pages while this runs, and must see a
  // page whole, before or after.
  const written = `${file}.csp-${process.pid}`;
  await writeFile(written, html.replace(charset[0], charset[0] + meta), 'latin1');
  await rename(written, file);
}

/**
 * Gives every HTML page in outDir its policy. Several pages at a time, so reading and writing one overlaps
 * hashing another (a site with many articles has thousands of pages).
 * @param {string} outDir
 * @param {(html: string) => void} [onPage]
 * @returns {Promise<number>} how many pages
 */
export async function injectPolicies(outDir, onPage) {
  // The headers file Netlify and Cloudflare Pages read from out/ is written from this build's configuration,
  // so analytics turned on in the host's environment is allowed by the header policy too, not only the
  // pages' own (public/_headers, committed, holds what content/site.ts configures).
  await writeFile(path.join(outDir, '_headers'), renderHeadersFile(thirdParties));
  // Vercel reads vercel.json from the repository, before the build: a header policy that lacks this build's
  // origins would block them on every page, so such a deploy stops here instead (Vercel sets VERCEL=1).
  if (process.env.VERCEL === '1') {
    const problem = vercelConfigProblem(await readFile('vercel.json', 'utf8'), thirdParties);
    if (problem) throw new Error(problem);
  }
  const files = [];
  for await (const file of htmlFiles(outDir)) files.push(file);
  let next = 0;
  const lane = async () => {
    while (next < files.length) await injectPolicy(outDir, files[next++], onPage);
  };
  await Promise.all(Array.from({ length: 8 }, lane));
  return files.length;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const count = await injectPolicies(process.env.SITE_OUT_DIR ?? 'out');
  console.log(`[csp] Content-Security-Policy with inline script hashes written into ${count} pages`);
}
