import manifest from './page-images.json';

/** One pre-sized file of an image. */
export interface ImageSource {
  src: string;
  /** Intrinsic width in pixels, for `srcset`'s `w` descriptor. */
  width: number;
}

/** An image made for this site (scripts/images/generate-page-images.mjs), in every size it is served. */
export interface PageImage {
  /** What the image shows. */
  alt: string;
  /** Intrinsic size of the largest source; the aspect ratio that reserves its space before it loads. */
  width: number;
  height: number;
  /** Smallest first. */
  sources: readonly ImageSource[];
}

const images: Readonly<Record<string, PageImage>> = manifest;

/** Every generated image's key ("photos/city-skyline"), for checks that each one is used. */
export const pageImageKeys: readonly string[] = Object.keys(images);

/** The generated image with this key; a typo fails the build instead of shipping a broken image. */
export function pageImage(key: string): PageImage {
  const image = images[key];
  if (!image) {
    throw new Error(
      `No generated image "${key}". Add it to scripts/images/ and run node scripts/images/generate-page-images.mjs.`,
    );
  }
  return image;
}

/** The `srcset` value listing every size of the image. */
export function srcSetOf(image: PageImage): string {
  return image.sources.map((source) => `${source.src} ${source.width}w`).join(', ');
}

/** The largest source: the fallback `src` for browsers that ignore `srcset`. */
export function fallbackSrcOf(image: PageImage): string {
  const largest = image.sources[image.sources.length - 1];
  if (!largest) throw new Error(`Image "${image.alt}" has no sources.`);
  return largest.src;
}
