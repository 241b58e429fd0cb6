// Generates the artwork of the Sharings & Photos and Sounds Great pages: every image is drawn here as
// SVG and rasterised with sharp to WebP at the widths the pages show it, plus a manifest
// (lib/images/page-images.json) with each image's sources, intrinsic size and alt text.
//
//   node scripts/images/generate-page-images.mjs
//
// The outputs are committed, so building the site never needs this script; run it after changing the art.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { svgDocument } from './svg.mjs';
import { PHOTO_VIEW, photoScenes } from './photo-scenes.mjs';
import { COVER_VIEW, coverArt, coverSlugs } from './cover-art.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MANIFEST = path.join(ROOT, 'lib/images/page-images.json');

/**
 * Widths per kind, in pixels. Photos show at up to ~360 CSS px in the desktop grid and the full column
 * width (~380 CSS px) on phones, so 400 serves 1x screens and 800 the denser ones; covers show at
 * ~180-270 CSS px, so 280 and 560.
 */
export const imageKinds = {
  photos: { widths: [400, 800], view: PHOTO_VIEW },
  covers: { widths: [280, 560], view: COVER_VIEW },
};

/** Every artwork: where it goes, what it shows, and its SVG parts. */
export function artworks() {
  return [
    ...photoScenes.map((scene) => ({ kind: 'photos', slug: scene.slug, alt: scene.alt, ...scene.draw() })),
    ...coverSlugs.map((slug, index) => ({ kind: 'covers', slug, ...coverArt(slug, index) })),
  ];
}

async function render(artwork) {
  const { widths, view } = imageKinds[artwork.kind];
  const sources = [];
  for (const width of widths) {
    const height = Math.round((width * view.height) / view.width);
    const svg = svgDocument({
      viewWidth: view.width,
      viewHeight: view.height,
      width,
      height,
      defs: artwork.defs,
      body: artwork.body,
    });
    const src = `/images/${artwork.kind}/${artwork.slug}-${width}.webp`;
    await sharp(Buffer.from(svg))
      .webp({ quality: 82, effort: 6 })
      .toFile(path.join(ROOT, 'public', src));
    sources.push({ src, width });
  }
  const largest = widths[widths.length - 1];
  return {
    alt: artwork.alt,
    width: largest,
    height: Math.round((largest * view.height) / view.width),
    sources,
  };
}

async function main() {
  const manifest = {};
  for (const kind of Object.keys(imageKinds)) {
    // Start from an empty folder so renamed artwork leaves no stale files behind.
    await rm(path.join(ROOT, 'public/images', kind), { recursive: true, force: true });
    await mkdir(path.join(ROOT, 'public/images', kind), { recursive: true });
  }
  for (const artwork of artworks()) {
    manifest[`${artwork.kind}/${artwork.slug}`] = await render(artwork);
  }
  await mkdir(path.dirname(MANIFEST), { recursive: true });
  await writeFile(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`Wrote ${Object.keys(manifest).length} images and ${path.relative(ROOT, MANIFEST)}.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
