import { createHash } from 'node:crypto';

/**
 * CSP hash sources ('sha256-…', without quotes) of the text of every <script> without a src attribute
 * in a built HTML page: Next.js' inline bootstrap and data scripts, and JSON-LD blocks. A script's text
 * is not entity-decoded by the HTML parser, so hashing the raw text matches what the browser hashes.
 *
 * @param encoding how the page's characters become the bytes that are hashed: 'utf8' for a page read as
 * text; 'latin1' for a page read byte for byte (one character per byte of its UTF-8), whose script bytes are
 * then hashed exactly as they are in the file.
 */
export function inlineScriptHashes(html: string, encoding: 'utf8' | 'latin1' = 'utf8'): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    hashes.add(
      `sha256-${createHash('sha256')
        .update(match[2] ?? '', encoding)
        .digest('base64')}`,
    );
  }
  return [...hashes];
}
