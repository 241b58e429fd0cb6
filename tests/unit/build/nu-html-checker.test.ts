import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkHtml } from '../../html/nu-html-checker.mjs';

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Test</title>${head}</head><body>${body}</body></html>`;

function write(pages: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'nu-check-'));
  return Object.entries(pages).map(([name, html]) => {
    const file = path.join(dir, name);
    writeFileSync(file, html);
    return file;
  });
}

// One run of the checker for every case: starting Java is the slow part.
describe('the Nu HTML Checker over built pages', () => {
  it('reports a style in the body and a tab without its panel, passes a valid page and filters only lagging messages', () => {
    const files = write({
      'valid.html': page('<style>p{color:red}</style>', '<main><p>Hello</p></main>'),
      'style-in-body.html': page('', '<main><p>Hello</p><style>p{color:red}</style></main>'),
      'tab-without-panel.html': page(
        '',
        '<div role="tablist" aria-label="Tabs"><button type="button" role="tab" aria-selected="true">One</button></div>',
      ),
      'line-clamp.html': page('<style>p{-webkit-line-clamp:3;line-clamp:3}</style>', '<p>Hello</p>'),
    });
    const errors = checkHtml(files);
    const filesWithErrors = new Set(errors.map((error) => path.basename(error.file)));
    expect(filesWithErrors).toEqual(new Set(['style-in-body.html', 'tab-without-panel.html']));
    expect(errors.find((error) => error.file.endsWith('style-in-body.html'))?.message).toMatch(/“style”/);
    expect(errors.find((error) => error.file.endsWith('tab-without-panel.html'))?.message).toMatch(/tabpanel/);
  }, 60_000);
});
