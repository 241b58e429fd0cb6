import { createHash } from 'node:crypto';

/**
 * CSP hash sources ('sha256-…', without quotes) of the text of every <script> without a src attribute
 * in a built HTML page: Next.js' inline bootstrap and data scripts, and JSON-LD blocks. A script's text
 * is not entity-decoded by the HTML parser, so hashing the raw text matches what the browser hashes.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    hashes.add(
      `sha256-${createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64')}`,
    );
  }
  return [...hashes];
}
