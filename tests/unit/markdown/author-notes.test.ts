import { describe, expect, it } from 'vitest';
import { authorNotes, authorWarnings, describeRawHtml, previewNotes } from '@/lib/markdown/author-notes';
import { renderMarkdown } from '@/lib/markdown/processor';

const rawHtmlTags = (markdown: string) => authorNotes(markdown).rawHtml;

const ARTICLE = [
  'Press <kbd>Ctrl</kbd>+<kbd>C</kbd>, then a<br>break.', // 1
  '',
  '<!-- a note to myself -->', // 3
  '',
  '<iframe src="https://www.youtube.com/embed/x"></iframe>', // 5
  '',
  '- an item with <span>a span</span>', // 7
  '',
  '> <div>quoted</div>', // 9
  '',
  '```html',
  '<div>code, shown as code</div>',
  '```',
  '',
  'Inline `<b>` code, 1 < 2 and <https://example.com>.', // 15
  '',
  '| key | |',
  '|---|---|',
  '| <kbd>Esc</kbd> | closes |', // 19
].join('\n');

describe('raw HTML in an article, as check:articles reports it', () => {
  it('finds every opening tag the page leaves out, with its line; not comments, code or autolinks', () => {
    expect(rawHtmlTags(ARTICLE)).toEqual([
      { tag: 'kbd', line: 1 },
      { tag: 'kbd', line: 1 },
      { tag: 'br', line: 1 },
      { tag: 'iframe', line: 5 },
      { tag: 'span', line: 7 },
      { tag: 'div', line: 9 },
      { tag: 'kbd', line: 19 },
    ]);
    expect(rawHtmlTags('No markup at all, and 3 > 2.')).toEqual([]);
  });

  it('reports only what the render really leaves out', async () => {
    const html = await renderMarkdown(ARTICLE);
    // Less the markup the site adds itself: the highlighted code block's spans and the table's scroll box.
    const authored = html
      .replace(/<figure data-rehype-pretty-code-figure[\s\S]*?<\/figure>/, '')
      .replace(/<div data-table-scroll[^>]*>/, '');
    for (const { tag } of rawHtmlTags(ARTICLE)) expect(authored, tag).not.toContain(`<${tag}`);
    // What it does not report is on the page: the code block's text and the autolink.
    expect(html).toContain('https://example.com</a>');
    expect(html).toMatch(/&#x3C;b>|&lt;b&gt;/);
  });

  it('names each tag once with its lines, counted from the top of the file', () => {
    expect(describeRawHtml(rawHtmlTags(ARTICLE), { lineOffset: 9 })).toBe(
      '<kbd> (lines 10 and 28), <br> (line 10), <iframe> (line 14), <span> (line 16), <div> (line 18)',
    );
    expect(describeRawHtml([{ tag: 'div', line: 2 }], { of: ' of "content"' })).toBe('<div> (line 2 of "content")');
  });
});

const IMAGES = [
  '![A funnel chart](/images/funnel.png)', // 1
  '',
  '![](/images/team.jpg) and ![ ](https://cdn.example.com/logo.png)', // 3
  '',
  '![][chart]', // 5
  '',
  '[chart]: /images/chart.png',
].join('\n');

describe('images without alt text, as check:articles and the preview report them', () => {
  it('finds each image with no description, referenced ones by their address, with its line', () => {
    expect(authorNotes(IMAGES).imagesWithoutAlt).toEqual([
      { address: '/images/team.jpg', line: 3 },
      { address: 'https://cdn.example.com/logo.png', line: 3 },
      { address: '/images/chart.png', line: 5 },
    ]);
    expect(authorNotes('![A chart](/images/chart.png)').imagesWithoutAlt).toEqual([]);
  });

  it('reports what the render really gives no description', async () => {
    const html = await renderMarkdown(IMAGES);
    for (const { address } of authorNotes(IMAGES).imagesWithoutAlt) {
      const file = address.split('/').pop()!.split('.')[0]!;
      expect(html, address).toMatch(new RegExp(`<img[^>]*${file}[^>]*alt="\\s*"|<img[^>]*alt="\\s*"[^>]*${file}`));
    }
    expect(html).toMatch(/alt="A funnel chart"/);
  });

  it('is said as the check warns and as the preview notes it, lines counted from the top of the file', () => {
    expect(authorWarnings(IMAGES, { lineOffset: 9 })).toEqual([
      'no alt text, so screen readers skip the images /images/team.jpg (line 12), https://cdn.example.com/logo.png (line 12), /images/chart.png (line 14) (describe each between the brackets of ![…](…))',
    ]);
    expect(previewNotes('![](/images/team.jpg)', { of: ' of "content"' })).toEqual([
      'No alt text, so screen readers skip it: /images/team.jpg (line 1 of "content"). Describe each image between the brackets of ![…](…).',
    ]);
  });
});
