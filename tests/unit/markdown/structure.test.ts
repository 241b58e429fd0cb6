import { describe, expect, test } from 'vitest';
import { renderMarkdown } from '@/lib/markdown/processor';
import { openingTags, renderFixture } from './fixtures';

const headingLevels = (html: string) => [...html.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));

describe('headings', () => {
  test('the page title is the only h1: article headings start at h2 and never skip a level', async () => {
    const html = await renderFixture('headings');
    expect(headingLevels(html)).toEqual([2, 3, 4, 5]);
    expect(html).toContain('<h2 id="section-why-roadmaps-fail">Why roadmaps fail</h2>');
    expect(html).toContain('<h5>A skipped level</h5>');
  });

  test('an article that starts at ## keeps its levels', async () => {
    expect(headingLevels(await renderMarkdown('## A\n\n### B\n\n## C'))).toEqual([2, 3, 2]);
  });

  test('inline formatting, quotes, rules and breaks render', async () => {
    const html = await renderFixture('headings');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>emphasis</em>');
    expect(html).toContain('<code>inline code</code>');
    expect(html).toContain('<del>struck</del>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<hr>');
    expect(html).toContain('<br>');
  });
});

describe('lists', () => {
  test('unordered, nested, ordered with a start, and task lists', async () => {
    const html = await renderFixture('lists');
    expect(openingTags(html, 'ul')).toHaveLength(3);
    expect(html).toContain('<ol start="3">');
    expect(openingTags(html, 'li').length).toBe(9);
    expect(html).toContain('<input type="checkbox" checked disabled> Write the brief');
    expect(html).toContain('<input type="checkbox" disabled> Ship it');
  });
});

describe('tables', () => {
  test('GFM tables render with header, body and column alignment', async () => {
    const html = await renderFixture('tables');
    expect(openingTags(html, 'table')).toHaveLength(1);
    expect(html).toMatch(/^<div data-table-scroll="" tabindex="0"><table>[\s\S]*<\/table><\/div>$/);
    expect(openingTags(html, 'th')).toHaveLength(3);
    expect(openingTags(html, 'td')).toHaveLength(9);
    expect(html).toContain('<th align="center">Before</th>');
    expect(html).toContain('<td align="right">13.8%</td>');
    expect(html).toContain('<td align="left"><code>code</code> in a cell</td>');
  });
});

describe('footnotes', () => {
  test('footnote references point at footnotes that exist, and back', async () => {
    const html = await renderFixture('gfm');
    const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));
    const fragments = [...html.matchAll(/\shref="#([^"]+)"/g)].map((match) => match[1]);
    expect(fragments.length).toBe(2);
    for (const fragment of fragments) expect(ids.has(fragment), fragment).toBe(true);
    expect(html).toMatch(/<h2 class="sr-only" id="footnote-label">Footnotes<\/h2>/);
  });
});
