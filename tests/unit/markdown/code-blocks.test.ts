import type { Processor } from 'unified';
import { describe, expect, test } from 'vitest';
import { getMarkdownProcessor, renderMarkdown } from '@/lib/markdown/processor';
import { CODE_THEMES, completeTokenizing, getSharedHighlighter } from '@/lib/markdown/highlighter';
import { attribute, openingTags, renderFixture } from './fixtures';

/** The code blocks of rendered HTML, each as its figure's markup. */
const figures = (html: string) => html.match(/<figure data-rehype-pretty-code-figure[\s\S]*?<\/figure>/g) ?? [];
const lines = (figure: string) =>
  openingTags(figure, 'span').filter((tag) => attribute(tag, 'data-line') !== undefined);

describe('highlighted code blocks', () => {
  test('a fence is highlighted with the colours of both themes in one pass, inside a focusable pre for keyboard scrolling', async () => {
    const [pricing] = figures(await renderFixture('code-fences'));
    expect(pricing).toBeDefined();
    expect(attribute(openingTags(pricing!, 'pre')[0]!, 'data-language')).toBe('ts');
    expect(attribute(openingTags(pricing!, 'pre')[0]!, 'tabindex')).toBe('0');
    expect(attribute(openingTags(pricing!, 'pre')[0]!, 'data-theme')).toBe(`${CODE_THEMES.light} ${CODE_THEMES.dark}`);
    // Every token carries its colour in each theme; the page's scheme picks one in CSS.
    const tokens = [...pricing!.matchAll(/style="--shiki-light:(#[0-9A-F]{6});--shiki-dark:(#[0-9A-F]{6})"/gi)];
    expect(new Set(tokens.map((match) => match[1])).size).toBeGreaterThanOrEqual(3);
    expect(new Set(tokens.map((match) => match[2])).size).toBeGreaterThanOrEqual(3);
    expect(pricing).not.toMatch(/style="color:/);
  });

  test('the title from the fence meta becomes the block caption', async () => {
    const [pricing] = figures(await renderFixture('code-fences'));
    expect(pricing).toMatch(
      /<figcaption data-rehype-pretty-code-title="" data-language="ts"[^>]*>pricing.ts<\/figcaption>/,
    );
  });

  test('line highlights from the fence meta mark exactly those lines', async () => {
    const [pricing] = figures(await renderFixture('code-fences'));
    const marked = lines(pricing!).map((tag) => attribute(tag, 'data-highlighted-line') !== undefined);
    expect(marked).toEqual([true, false, true, true, false]);
  });

  test('an unknown language renders as plain text, keeping its line highlights, and never fails', async () => {
    const cobol = figures(await renderFixture('code-fences')).find((figure) => figure.includes('IDENTIFICATION'));
    expect(cobol).toBeDefined();
    expect(attribute(openingTags(cobol!, 'pre')[0]!, 'data-language')).toBe('plaintext');
    expect(cobol).not.toMatch(/--shiki-light:/);
    expect(lines(cobol!).map((tag) => attribute(tag, 'data-highlighted-line') !== undefined)).toEqual([false, true]);
  });

  test('a fence without a language gets the same frame, with its text escaped', async () => {
    const plain = figures(await renderFixture('code-fences')).find((figure) => figure.includes('plain &#x3C;text>'));
    expect(plain).toBeDefined();
    expect(attribute(openingTags(plain!, 'pre')[0]!, 'data-language')).toBe('plaintext');
  });

  test('language names are matched case-insensitively and aliases are understood', async () => {
    const html = await renderFixture('code-fences');
    const languages = figures(html).map((figure) => attribute(openingTags(figure, 'pre')[0]!, 'data-language'));
    expect(languages).toEqual(['ts', 'bash', 'python', 'sql', 'diff', 'plaintext', 'plaintext', 'json']);
    const json = figures(html).at(-1)!;
    expect(json).toMatch(/style="--shiki-light:/);
  });

  test.each([
    'ts',
    'tsx',
    'js',
    'jsx',
    'json',
    'bash',
    'sh',
    'python',
    'sql',
    'yaml',
    'yml',
    'css',
    'html',
    'diff',
    'markdown',
    'md',
  ])('highlights %s', async (language) => {
    const html = await renderMarkdown('```' + language + '\nvalue: "x" // y\n```');
    expect(html).toContain(`data-language="${language}"`);
    expect(html).toMatch(/style="--shiki-light:#[0-9A-F]{6};--shiki-dark:#[0-9A-F]{6}"/i);
  });

  test('highlighting never gives up on a line because the build machine is busy', () => {
    const options = { lang: 'ts', themes: CODE_THEMES, tokenizeTimeLimit: 500 };
    completeTokenizing.preprocess!.call({} as never, 'const x = 1;', options);
    expect(options.tokenizeTimeLimit).toBe(0);
  });

  test('inline code is left as plain code', async () => {
    expect(await renderMarkdown('Use `const x = 1` here.')).toBe('<p>Use <code>const x = 1</code> here.</p>');
  });
});

describe('one processor and one highlighter per build', () => {
  test('the processor is created once and frozen', () => {
    const processor = getMarkdownProcessor();
    expect(getMarkdownProcessor()).toBe(processor);
    // Seen as a plain processor, so that adding any plugin type-checks and only the runtime can refuse it.
    const plain = processor as unknown as Processor;
    expect(() => plain.use(() => undefined)).toThrow(/frozen/i);
  });

  test('the shared highlighter holds only the needed grammars and the two themes, even after unknown fences', async () => {
    await renderMarkdown('```rust\nfn main() {}\n```\n\n```go\npackage main\n```');
    const highlighter = await getSharedHighlighter();
    expect(await getSharedHighlighter()).toBe(highlighter);
    expect(new Set(highlighter.getLoadedThemes())).toEqual(new Set([CODE_THEMES.light, CODE_THEMES.dark]));
    const grammars = highlighter
      .getLoadedLanguages()
      .filter((name) => !['plaintext', 'text', 'txt', 'plain', 'ansi'].includes(name));
    expect(new Set(grammars)).toEqual(
      new Set([
        ...['typescript', 'ts', 'cts', 'mts', 'tsx', 'javascript', 'js', 'cjs', 'mjs', 'jsx', 'json'],
        ...['shellscript', 'bash', 'sh', 'shell', 'zsh', 'python', 'py', 'sql', 'yaml', 'yml'],
        ...['css', 'html', 'diff', 'markdown', 'md'],
      ]),
    );
  });
});
