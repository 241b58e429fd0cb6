import { describe, expect, it } from 'vitest';
import { renderArticle } from '@/lib/markdown/processor';
import { sectionLink } from '@/lib/markdown/plugins/rehype-section-headings';

const ORIGIN = 'https://example.com';

describe('section headings', () => {
  it('get an id from their text, prefixed so no page id or global can be taken', async () => {
    const { html } = await renderArticle('## Main\n\nText.\n\n## What we measured\n\nMore.');
    expect(html).toContain('<h2 id="section-main">Main</h2>');
    expect(html).toContain('<h2 id="section-what-we-measured">What we measured</h2>');
    expect(html).not.toMatch(/id="main"/);
  });

  it('number repeated texts -2, -3, the same from build to build', async () => {
    const markdown = '## Setup\n\n### Results\n\n## Run\n\n### Results\n\n### Results';
    const first = await renderArticle(markdown);
    expect(first.headings.map((heading) => heading.id)).toEqual([
      'section-setup',
      'section-results',
      'section-run',
      'section-results-2',
      'section-results-3',
    ]);
    expect(await renderArticle(markdown)).toEqual(first);
  });

  it('each have a link to their section, named after it, beside the heading', async () => {
    const { html } = await renderArticle('## What we measured');
    expect(html).toBe(
      '<div data-section-heading=""><h2 id="section-what-we-measured">What we measured</h2>' +
        '<a href="#section-what-we-measured" data-section-link="" aria-label="Link to this section: What we measured">#</a></div>',
    );
  });

  it("point the author's own links at the section ids: in the article, to other articles, and through the site's address", async () => {
    const { html } = await renderArticle(
      '## What we measured\n\n[above](#what-we-measured), [there](/articles/other-piece#some-heading), ' +
        '[absolute](https://noamcarter.example.com/articles/other-piece#Some-Heading), [note](#user-content-fn-1), ' +
        '[home](/#experiences), [outside](https://example.org/page#top)',
    );
    expect(html).toContain('href="#section-what-we-measured">above</a>');
    expect(html).toContain('href="/articles/other-piece#section-some-heading">there</a>');
    expect(html).toContain(
      'href="https://noamcarter.example.com/articles/other-piece#section-some-heading">absolute</a>',
    );
    expect(html).toContain('href="#user-content-fn-1">note</a>');
    expect(html).toContain('href="/#experiences">home</a>');
    expect(html).toContain('href="https://example.org/page#top"');
  });

  it('leave the footnotes section and its heading alone', async () => {
    const { html, headings } = await renderArticle('Text.[^1]\n\n[^1]: A note.');
    expect(headings).toEqual([]);
    expect(html).toContain('<h2 class="sr-only" id="footnote-label">Footnotes</h2>');
    expect(html).toContain('href="#user-content-fn-1"');
  });
});

describe('sectionLink', () => {
  it('rewrites fragments of this article and of article pages only', () => {
    expect(sectionLink('#Results', ORIGIN)).toBe('#section-results');
    expect(sectionLink('#section-results', ORIGIN)).toBe('#section-results');
    expect(sectionLink('/articles/a-b#x-y', ORIGIN)).toBe('/articles/a-b#section-x-y');
    expect(sectionLink(`${ORIGIN}/articles/a-b#x-y`, ORIGIN)).toBe(`${ORIGIN}/articles/a-b#section-x-y`);
    expect(sectionLink('/articles#x', ORIGIN)).toBe('/articles#x');
    expect(sectionLink('/readings#x', ORIGIN)).toBe('/readings#x');
    expect(sectionLink('https://other.example/articles/a#x', ORIGIN)).toBe('https://other.example/articles/a#x');
    expect(sectionLink('/articles/a-b', ORIGIN)).toBe('/articles/a-b');
    expect(sectionLink('#', ORIGIN)).toBe('#');
  });
});
