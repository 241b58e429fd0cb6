import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fallbackSrcOf, pageImage, pageImageKeys, srcSetOf } from '@/lib/images/page-images';
import { photos } from '@/content/photos';
import { songs } from '@/content/songs';
// The generator's own list of artwork: the manifest must be what it last wrote.
import { artworks, imageKinds, type ImageKind } from '../../scripts/images/generate-page-images.mjs';

const publicFile = (src: string) => path.join(process.cwd(), 'public', src);

describe('generated page images', () => {
  it('the manifest matches the generator: same images, same alt text', () => {
    const generated = artworks().map((artwork) => ({
      key: `${artwork.kind}/${artwork.slug}`,
      alt: artwork.alt,
    }));
    expect(pageImageKeys).toEqual(generated.map((artwork) => artwork.key));
    for (const artwork of generated) expect(pageImage(artwork.key).alt).toBe(artwork.alt);
  });

  it('every image is used by the content, and the content uses only generated images', () => {
    const used = [...photos.map((photo) => photo.src), ...songs.map((song) => song.image)];
    expect(new Set(used).size).toBe(pageImageKeys.length);
    expect(used.every((image) => pageImageKeys.some((key) => pageImage(key) === image))).toBe(true);
  });

  it('every source is a WebP file in public/ at the width it declares, in the declared aspect ratio', async () => {
    for (const key of pageImageKeys) {
      const image = pageImage(key);
      const kind = key.split('/')[0] as ImageKind;
      expect(image.sources.map((source) => source.width)).toEqual(imageKinds[kind].widths);
      for (const source of image.sources) {
        const file = publicFile(source.src);
        expect(existsSync(file), `${source.src} exists`).toBe(true);
        const meta = await sharp(file).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(source.width);
        expect(meta.height).toBe(Math.round((source.width * image.height) / image.width));
      }
    }
  });

  it('describes every image in words of its own', () => {
    const alts = pageImageKeys.map((key) => pageImage(key).alt);
    for (const alt of alts) expect(alt.length).toBeGreaterThan(20);
    expect(new Set(alts).size).toBe(alts.length);
  });

  it('builds srcset from every size and falls back to the largest', () => {
    const image = pageImage('photos/city-skyline');
    expect(srcSetOf(image)).toBe(
      '/images/photos/city-skyline-400.webp 400w, /images/photos/city-skyline-800.webp 800w',
    );
    expect(fallbackSrcOf(image)).toBe('/images/photos/city-skyline-800.webp');
  });

  it('refuses an image that was never generated', () => {
    expect(() => pageImage('photos/no-such-photo')).toThrow(/No generated image "photos\/no-such-photo"/);
  });
});
