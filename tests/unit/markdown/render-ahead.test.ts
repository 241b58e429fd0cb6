// Article pages get their HTML and headings through renderedArticle. Outside `next build` (dev server, tests)
// nothing is rendered ahead: the result is renderArticle's, rendered on request. (The build's worker thread is
// covered by the browser tests, which read the built articles.)
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderArticle } from '@/lib/markdown/processor';
import { renderAhead, renderedArticle } from '@/lib/markdown/render-ahead';

const markdown = '## Why\n\nShip **small**.\n\n```ts\nconst answer = 42;\n```\n\n<script>alert(1)</script>';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('a rendered article outside the build', () => {
  test('is the sanitised, highlighted HTML of renderArticle, with its headings', async () => {
    const rendered = await renderedArticle('why', markdown);
    expect(rendered).toEqual(await renderArticle(markdown));
    expect(rendered.html).toContain('<strong>small</strong>');
    expect(rendered.html).toContain('data-language="ts"');
    expect(rendered.html).not.toContain('<script');
    expect(rendered.headings).toEqual([{ id: 'section-why', text: 'Why', level: 2 }]);
  });

  test('renderAhead starts nothing in the dev server, and the page still gets its own article', async () => {
    vi.stubEnv('NEXT_PHASE', 'phase-development-server');
    renderAhead([{ key: 'why', markdown: 'Something else entirely.' }]);
    expect(await renderedArticle('why', markdown)).toEqual(await renderArticle(markdown));
  });
});
