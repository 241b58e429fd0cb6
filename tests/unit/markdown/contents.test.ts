import { describe, expect, it } from 'vitest';
import { articleContents } from '@/lib/markdown/contents';
import { renderArticle } from '@/lib/markdown/processor';

const heading = (level: 2 | 3, text: string) => ({ id: `section-${text.toLowerCase()}`, text, level });

describe('the contents of an article', () => {
  it('lists the headings in order, each ### under the ## before it', () => {
    expect(articleContents([heading(2, 'A'), heading(3, 'B'), heading(3, 'C'), heading(2, 'D')])).toEqual([
      {
        id: 'section-a',
        text: 'A',
        children: [
          { id: 'section-b', text: 'B', children: [] },
          { id: 'section-c', text: 'C', children: [] },
        ],
      },
      { id: 'section-d', text: 'D', children: [] },
    ]);
  });

  it('keeps a ### that comes before any ## at the top, without nesting later ones under it', () => {
    expect(articleContents([heading(3, 'A'), heading(3, 'B'), heading(2, 'C')])).toEqual([
      { id: 'section-a', text: 'A', children: [] },
      { id: 'section-b', text: 'B', children: [] },
      { id: 'section-c', text: 'C', children: [] },
    ]);
  });

  it('needs at least three headings', () => {
    expect(articleContents([heading(2, 'A'), heading(3, 'B')])).toBeNull();
    expect(articleContents([])).toBeNull();
  });

  it('comes from the rendered article: ## and ### with their ids, not #### or the footnotes', async () => {
    const { headings } = await renderArticle(
      '## Why it matters\n\nText.[^1]\n\n### The `cost` of waiting\n\n#### Detail\n\n## Why it matters\n\n[^1]: A note.',
    );
    expect(headings).toEqual([
      { id: 'section-why-it-matters', text: 'Why it matters', level: 2 },
      { id: 'section-the-cost-of-waiting', text: 'The cost of waiting', level: 3 },
      { id: 'section-why-it-matters-2', text: 'Why it matters', level: 2 },
    ]);
  });
});
