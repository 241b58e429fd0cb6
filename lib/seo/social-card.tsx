/**
 * The social card (Open Graph / Twitter image) drawn at build time: satori (the layout engine inside next/og)
 * turns the card into an SVG, and sharp rasterises it to PNG. Everything it needs ships with the project: the
 * font is read from assets/fonts, and text the font cannot draw (emoji) is removed first, so nothing is
 * fetched from the network during the build.
 *
 * Why not next/og's ImageResponse: it rasterises with WebAssembly on the thread that also renders the pages,
 * about 14 ms per card. sharp does that part on libuv's thread pool, so on a build of many articles the cards
 * are drawn on the second core while the pages keep rendering (npm run bench:build).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import satori from 'satori';
import sharp from 'sharp';
import { site } from '@/content/site';

export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const;
export const SOCIAL_CARD_TYPE = 'image/png';

let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[]> | undefined;

function loadFonts() {
  fonts ??= Promise.all([
    readFile(path.join(process.cwd(), 'assets/fonts/DejaVuSans.ttf')),
    readFile(path.join(process.cwd(), 'assets/fonts/DejaVuSans-Bold.ttf')),
  ]).then(([regular, bold]) => [
    { name: 'DejaVu Sans', data: regular, weight: 400 as const, style: 'normal' as const },
    { name: 'DejaVu Sans', data: bold, weight: 700 as const, style: 'normal' as const },
  ]);
  return fonts;
}

/** Drops pictographs (emoji) and joiners the card font has no glyphs for; collapses the gaps they leave. */
export function toCardText(text: string): string {
  return text
    .replace(/[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}\u200d\ufe0f]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface SocialCardInput {
  /** The big line: the article's title, or the site's name. */
  title: string;
  /** A small label above the title: the article's category, or the owner's job title. */
  eyebrow: string;
}

export async function renderSocialCard({ title, eyebrow }: SocialCardInput): Promise<Response> {
  const cardTitle = toCardText(title);
  const titleSize = cardTitle.length > 70 ? 52 : cardTitle.length > 40 ? 62 : 72;
  const svg = await satori(
    <div
      style={{
        width: SOCIAL_CARD_SIZE.width,
        height: SOCIAL_CARD_SIZE.height,
        // satori sizes boxes without their padding and border unless told otherwise.
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '56px 80px 72px 80px',
        // Flat fills only: a gradient over the whole 1200×630 card made each one about half again as slow to
        // draw and compress, which adds up over a build with hundreds of articles (npm run bench:build).
        background: '#eef2ff',
        borderTop: '16px solid #1d4ed8',
        color: '#1c1b1a',
        fontFamily: 'DejaVu Sans',
      }}
    >
      <div
        style={{
          display: 'flex',
          alignSelf: 'flex-start',
          padding: '10px 24px',
          borderRadius: 999,
          background: '#1d4ed8',
          color: '#ffffff',
          fontSize: 28,
          fontWeight: 700,
        }}
      >
        {toCardText(eyebrow)}
      </div>
      <div style={{ display: 'flex', fontSize: titleSize, fontWeight: 700, lineHeight: 1.15 }}>{cardTitle}</div>
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 30, color: '#57534e' }}>
        <span>{toCardText(site.siteName)}</span>
        <span>{new URL(site.url).host}</span>
      </div>
    </div>,
    { ...SOCIAL_CARD_SIZE, fonts: await loadFonts() },
  );
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': SOCIAL_CARD_TYPE } });
}

/** File name of an article's card under /og/articles/. */
export function articleCardFile(slug: string): string {
  return `${slug}.png`;
}

/** Site-relative address of a social card; metadataBase makes it absolute. */
export const SITE_CARD_PATH = '/og/site.png';
export function articleCardPath(slug: string): string {
  return `/og/articles/${articleCardFile(slug)}`;
}
