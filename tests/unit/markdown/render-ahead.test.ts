// Article pages get their HTML through articleHtml. Outside `next build` (dev server, tests) nothing is
// rendered ahead: the HTML is renderMarkdown's, rendered on request. (The build's worker thread is covered
// by the browser tests, which read the built articles.)
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderMarkdown } from '@/lib/markdown/processor';
import { articleHtml, renderAhead } from '@/lib/markdown/render-ahead';

const markdown = '## Why\n\nShip **small**.\n\n```ts\nconst answer = 42;\n```\n\n<script>alert(1)</script>';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('article HTML outside the build', () => {
  test('is the sanitised, highlighted HTML of renderMarkdown', async () => {
    const html = await articleHtml('why', markdown);
    expect(html).toBe(await renderMarkdown(markdown));
    expect(html).toContain('<strong>small</strong>');
    expect(html).toContain('data-language="ts"');
    expect(html).not.toContain('<script');
  });

  test('renderAhead starts nothing in the dev server, and the page still gets its own HTML', async () => {
    vi.stubEnv('NEXT_PHASE', 'phase-development-server');
    renderAhead([{ key: 'why', markdown: 'Something else entirely.' }]);
    expect(await articleHtml('why', markdown)).toBe(await renderMarkdown(markdown));
  });
});
