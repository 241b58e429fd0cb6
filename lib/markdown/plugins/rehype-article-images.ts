import type { Element, ElementContent, Root } from 'hast';
import type { PreparedImage } from '@/lib/article-images/prepare';
import { visitElements } from './visit-elements';

/** Up to the 44rem column (page padding on each side below it); the browser picks the 1x or 2x file from this. */
export const ARTICLE_IMAGE_SIZES = '(min-width: 46rem) 44rem, calc(100vw - 2rem)';

export interface ArticleImagesOptions {
  /** The site's own file for an image address (lib/article-images), or a rejection saying why not. */
  prepare: (address: string) => Promise<PreparedImage>;
  /**
   * Keep the author's address and set only the size (the dev server, which serves no prepared files).
   * The built site always refers to its own files.
   */
  keepAddress?: boolean;
}

/** Every image of an article the build could not prepare, one line each. */
export class ArticleImagesError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.map((problem) => `image ${problem}`).join('\n'));
    this.name = 'ArticleImagesError';
  }
}

/**
 * Points every article image at the site's own prepared file (so the CSP's img-src 'self' holds and no
 * visitor's browser asks the storage host), with its real size so nothing moves when it loads, a srcset
 * for 1x and 2x screens, and lazy loading (article images sit below the title and excerpt). An image with a
 * title that stands alone in its paragraph becomes a figure with the title as its visible caption.
 */
export function rehypeArticleImages(options: ArticleImagesOptions) {
  return async (tree: Root) => {
    const images: Element[] = [];
    visitElements(tree, (element) => {
      if (element.tagName === 'img') images.push(element);
    });
    const problems: string[] = [];
    await Promise.all(
      images.map(async (image) => {
        const address = typeof image.properties.src === 'string' ? image.properties.src : '';
        // An address the sanitiser emptied (javascript:, data:, …: spec 5) stays empty: nothing to fetch.
        if (address === '') {
          applyLazy(image);
          return;
        }
        try {
          applyPrepared(image, await options.prepare(address), options.keepAddress ?? false);
        } catch (error) {
          problems.push(error instanceof Error ? error.message : String(error));
        }
      }),
    );
    if (problems.length > 0) throw new ArticleImagesError(problems);
    captionStandaloneImages(tree);
  };
}

function applyPrepared(image: Element, prepared: PreparedImage, keepAddress: boolean): void {
  const { properties } = image;
  if (!keepAddress) {
    properties.src = prepared.src;
    if (prepared.srcset) {
      properties.srcSet = prepared.srcset;
      properties.sizes = ARTICLE_IMAGE_SIZES;
    }
  }
  properties.width = prepared.width;
  properties.height = prepared.height;
  applyLazy(image);
}

function applyLazy(image: Element): void {
  image.properties.loading = 'lazy';
  image.properties.decoding = 'async';
}

/** `<p><img title="…"></p>` → `<figure><img><figcaption>…</figcaption></figure>`; a figure cannot sit in a paragraph. */
function captionStandaloneImages(tree: Root): void {
  visitElements(tree, (element, parent) => {
    if (element.tagName !== 'p') return;
    const meaningful = element.children.filter((child) => !(child.type === 'text' && child.value.trim() === ''));
    const [image] = meaningful;
    if (meaningful.length !== 1 || image?.type !== 'element' || image.tagName !== 'img') return;
    const title = image.properties.title;
    if (typeof title !== 'string' || title.trim() === '') return;
    delete image.properties.title;
    const caption: Element = {
      type: 'element',
      tagName: 'figcaption',
      properties: {},
      children: [{ type: 'text', value: title.trim() }],
    };
    const figure: Element = { type: 'element', tagName: 'figure', properties: {}, children: [image, caption] };
    const siblings = parent.children as ElementContent[];
    siblings[siblings.indexOf(element)] = figure;
  });
}
