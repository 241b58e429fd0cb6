import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { injectPolicies } from '../../../scripts/security/inject-csp-meta.mjs';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const SCRIPT = 'self.__next_f.push([1,"Café — naïve ’quotes’ … 🚀 Zoë"])';
const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Café ’26</title></head>' +
  `<body><p>Naïve “quotes” … 🚀</p><script>${SCRIPT}</script><script src="/_next/a.js" async=""></script></body></html>`;

describe('the Content-Security-Policy pass over a built site', () => {
  let outDir: string | undefined;
  afterEach(() => {
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it('writes each page back with its policy after the charset, every other byte as it was', async () => {
    outDir = mkdtempSync(path.join(os.tmpdir(), 'csp-pass-'));
    mkdirSync(path.join(outDir, 'articles'));
    const page = path.join(outDir, 'articles', 'cafe.html');
    writeFileSync(page, PAGE);

    expect(await injectPolicies(outDir)).toBe(1);
    const written = readFileSync(page, 'utf8');
    const meta = written.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/);
    expect(meta).not.toBeNull();
    // The page is the same text with the policy added: accents, quotes and emoji unchanged.
    expect(written.replace(meta![0], '')).toBe(PAGE);
    expect(written.indexOf(meta![0])).toBe(PAGE.indexOf('<meta charSet="utf-8"/>') + '<meta charSet="utf-8"/>'.length);
    // The hash a browser computes over the inline script's UTF-8, non-ASCII characters included.
    const scriptSrc = meta![1]!.split('; ').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc?.split(' ')).toContain(sha256(SCRIPT));

    // Run again over its own output (a rebuilt site's finish step): the same page, one policy.
    await injectPolicies(outDir);
    expect(readFileSync(page, 'utf8')).toBe(written);
  });
});
