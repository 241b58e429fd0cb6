import { describe, expect, test } from 'vitest';
import { renderMarkdown } from '@/lib/markdown/processor';
import { openingTags, renderFixture } from './fixtures';

/** The rendered fixture without its highlighted code block, whose spans and colours the highlighter adds. */
async function renderedProse(): Promise<string> {
  const html = await renderFixture('raw-html');
  const withoutCode = html.replace(/<figure data-rehype-pretty-code-figure[\s\S]*?<\/figure>/g, '');
  expect(withoutCode).not.toBe(html);
  return withoutCode;
}

/** Names of the attributes of every element in the markup. */
function attributeNames(html: string): string[] {
  return (html.match(/<[a-z][^>]*>/g) ?? []).flatMap((tag) =>
    [...tag.replace(/="[^"]*"/g, '').matchAll(/\s([^\s=>]+)/g)].map((match) => match[1]!),
  );
}

describe('raw HTML and script attempts', () => {
  test('raw HTML elements are dropped: no script, style, iframe, svg, div or span reaches the page', async () => {
    const html = await renderedProse();
    for (const tag of ['script', 'style', 'iframe', 'svg', 'div', 'span', 'b']) {
      expect(openingTags(html, tag), tag).toEqual([]);
    }
    expect(html).not.toContain('<!--');
    expect(html).not.toContain('raw link</a>');
  });

  test('no event handler attribute and no script address appear anywhere', async () => {
    const html = await renderedProse();
    const names = attributeNames(html);
    expect(names).toContain('href');
    expect(names.filter((name) => /^on/i.test(name))).toEqual([]);
    expect(names).not.toContain('style');
    expect(html).not.toMatch(/(href|src)="\s*javascript:/i);
  });

  test('the text around dropped tags, and markdown inside a raw block, still render', async () => {
    const html = await renderFixture('raw-html');
    expect(html).toContain('raw bold');
    expect(html).toContain('<strong>markdown</strong>');
  });

  test('a quote in a link title cannot break out of the attribute', async () => {
    const html = await renderFixture('raw-html');
    expect(html).toContain('title="title &#x22; onmouseover=alert(1)"');
  });

  test('HTML written as inline or fenced code is shown as escaped text', async () => {
    const html = await renderFixture('raw-html');
    expect(html).toContain("<code>&#x3C;script>alert('inline code is text')&#x3C;/script></code>");
    expect(html).toMatch(/&#x3C;<\/span><span[^>]*>script/);
    expect(html).toContain('fenced code is text');
  });

  test.each([
    ['<img src=x onerror=alert(1)>', ''],
    ['<iframe srcdoc="<script>alert(1)</script>"></iframe>', ''],
    ['<meta http-equiv="refresh" content="0;url=https://evil.example.com">', ''],
    ['<a href="javascript:alert(1)">x</a>', '<p>x</p>'],
    ['<object data="evil.swf"></object>', '<p></p>'],
    ['Text <form action="https://evil.example.com"><input name="q"></form>', '<p>Text </p>'],
    ['<details open ontoggle=alert(1)>', ''],
  ])('drops the tags of %s, keeping only its text', async (markdown, expected) => {
    expect((await renderMarkdown(markdown)).trim()).toBe(expected);
  });
});
