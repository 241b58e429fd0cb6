import { describe, expect, it } from 'vitest';
import type { Article } from '@/lib/articles/types';
import { articleDescription } from '@/lib/seo/article-description';

const article = (content: string, excerpt?: string): Article => ({
  id: 'a.md',
  title: 'A title',
  slug: 'a-title',
  excerpt,
  content,
  category: 'Career',
  tags: [],
  isPublished: true,
  publishedAt: '2025-03-14T00:00:00.000Z',
  readingTimeMinutes: 1,
});

describe('articleDescription, for an article without an excerpt', () => {
  it('is the excerpt when there is one', () => {
    expect(articleDescription(article('Body text.', 'The excerpt.'))).toBe('The excerpt.');
  });

  it('keeps the text as written: hyphens, arithmetic, comparisons and pipes', () => {
    const text = 'A well-known self-serve on-boarding flow: 5 - 3 = 2 and 3 > 2, use `a|b` & co.';
    expect(articleDescription(article(text))).toBe(
      'A well-known self-serve on-boarding flow: 5 - 3 = 2 and 3 > 2, use a|b & co.',
    );
  });

  it('reads Markdown as a reader does: headings and links by their words; no code, images, HTML or rules', () => {
    const content = [
      '## Why it matters',
      '',
      'Read **the brief** and [the notes](https://example.com/notes) first.',
      '',
      '![A chart](/images/chart.png)',
      '',
      '```ts',
      'const secret = 1;',
      '```',
      '',
      '<div class="aside">raw</div>',
      '',
      '---',
      '',
      '> Quoted - and kept.',
      '',
      '- one item',
      '- two items',
      '',
      '| Metric | Value |',
      '|---|---|',
      '| Sign-ups | +12% |',
    ].join('\n');
    expect(articleDescription(article(content))).toBe(
      'Why it matters Read the brief and the notes first. Quoted - and kept. one item two items Metric Value Sign-ups +12%',
    );
  });

  it('leaves out what a reader never sees: an HTML comment, raw tags', () => {
    const content = [
      '<!-- TODO: do not publish the 4.2M revenue figure until legal signs off -->',
      '',
      'Hello <script>alert(\'x\')</script> world, and <span onclick="go()">this</span>.',
    ].join('\n');
    expect(articleDescription(article(content))).toBe("Hello alert('x') world, and this.");
  });

  it('cuts a long text at a word, within 160 characters, with an ellipsis', () => {
    const description = articleDescription(article('word '.repeat(100)));
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/^(word )+word…$/);
  });
});
