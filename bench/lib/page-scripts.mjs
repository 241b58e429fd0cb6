// What a modern browser downloads as script for one built page: every <script src> that is not a
// nomodule fallback, measured as gzip bytes (what a CDN sends with compression on).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const gzipBytes = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** @param {string} outDir @param {string} htmlFile path inside outDir */
export function pageScripts(outDir, htmlFile) {
  const html = readFileSync(path.join(outDir, htmlFile), 'utf8');
  const external = [];
  // Scripts from other hosts (an analytics provider's, when one is configured): listed, not measured (no
  // network here; each provider publishes its script's size).
  const thirdParty = [];
  let inlineGzip = 0;
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    const src = attributes.match(/\ssrc="([^"]+)"/)?.[1];
    if (!src) {
      inlineGzip += gzipBytes(Buffer.from(match[2]));
      continue;
    }
    if (/\snomodule/i.test(attributes)) continue;
    if (/^(https?:)?\/\//.test(src)) thirdParty.push(src);
    else external.push(src);
  }
  const unique = [...new Set(external)];
  const scriptGzip = unique.reduce((sum, src) => sum + gzipBytes(readFileSync(path.join(outDir, src))), 0);
  return { scripts: unique, scriptGzip, inlineGzip, thirdParty: [...new Set(thirdParty)] };
}

/** Every HTML page of a built site, as [route, file]. */
export function builtPages(outDir, dir = '') {
  const pages = [];
  for (const entry of readdirSync(path.join(outDir, dir), { withFileTypes: true })) {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '_next') pages.push(...builtPages(outDir, relative));
    } else if (entry.name.endsWith('.html') && entry.name !== '_not-found.html') {
      const route = '/' + relative.replace(/\.html$/, '').replace(/(^|\/)index$/, '');
      pages.push([route === '/404' ? '(404 page)' : route, relative]);
    }
  }
  return pages.sort(([a], [b]) => a.localeCompare(b));
}
