import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMarkdown, setArticleImageOptions } from '@/lib/markdown/processor';
import { ARTICLE_IMAGE_SIZES, ArticleImagesError } from '@/lib/markdown/plugins/rehype-article-images';
import type { PreparedImage } from '@/lib/article-images/prepare';
import { standInImageOptions } from '../setup/article-images';

// A stand-in for lib/article-images: files named after the address, and failures for addresses marked so.
const prepared: Record<string, PreparedImage> = {
  '/images/chart.png': {
    src: '/article-images/aaaa-704.webp',
    srcset: '/article-images/aaaa-704.webp 704w, /article-images/aaaa-1408.webp 1408w',
    width: 704,
    height: 396,
    files: ['aaaa-704.webp', 'aaaa-1408.webp'],
  },
  'https://xyz.supabase.co/storage/v1/object/public/media/diagram.svg': {
    src: '/article-images/bbbb.svg',
    width: 600,
    height: 300,
    files: ['bbbb.svg'],
  },
};

beforeAll(() => {
  setArticleImageOptions({
    prepare: async (address) => {
      const found = prepared[address];
      if (!found) throw new Error(`${address}: not found (HTTP 404)`);
      return found;
    },
  });
});
afterAll(() => setArticleImageOptions(standInImageOptions));

describe('article images', () => {
  it('point at the site’s own files with srcset, sizes, their real size, and load lazily', async () => {
    const html = await renderMarkdown('Before.\n\n![A chart](/images/chart.png)\n');
    expect(html).toContain(
      `<img src="/article-images/aaaa-704.webp" alt="A chart" srcset="/article-images/aaaa-704.webp 704w, /article-images/aaaa-1408.webp 1408w" sizes="${ARTICLE_IMAGE_SIZES}" width="704" height="396" loading="lazy" decoding="async">`,
    );
    expect(html).not.toContain('/images/chart.png');
  });

  it('never refer to the storage host they came from; an SVG has no srcset', async () => {
    const html = await renderMarkdown('![Diagram](https://xyz.supabase.co/storage/v1/object/public/media/diagram.svg)');
    expect(html).toBe(
      '<p><img src="/article-images/bbbb.svg" alt="Diagram" width="600" height="300" loading="lazy" decoding="async"></p>',
    );
  });

  it('with a title and a paragraph of their own become a figure with the title as caption', async () => {
    const html = await renderMarkdown('![A chart](/images/chart.png "Signups per week, 2025")');
    expect(html).toMatch(
      /^<figure><img src="\/article-images\/aaaa-704.webp" alt="A chart" [^>]*><figcaption>Signups per week, 2025<\/figcaption><\/figure>$/,
    );
  });

  it('with a title inside a sentence stay inline and keep the title (a figure cannot sit in a paragraph)', async () => {
    const html = await renderMarkdown('See ![a chart](/images/chart.png "Signups") here.');
    expect(html).toMatch(/^<p>See <img [^>]*title="Signups"[^>]*> here.<\/p>$/);
  });

  it('fail the render with one line per image that cannot be prepared', async () => {
    const markdown = '![One](/images/missing.png)\n\n![Two](/images/chart.png)\n\n![Three](https://gone.example/x.jpg)';
    const error = await renderMarkdown(markdown).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ArticleImagesError);
    expect((error as Error).message.split('\n').sort()).toEqual([
      'image /images/missing.png: not found (HTTP 404)',
      'image https://gone.example/x.jpg: not found (HTTP 404)',
    ]);
  });
});
