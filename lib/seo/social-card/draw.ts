/**
 * Draws one social card (Open Graph / Twitter image), 1200×630 PNG: an accent bar, the eyebrow in a pill,
 * the title, and the site's name and host along the bottom.
 *
 * The card is a few flat shapes and lines of text, so it is composed here directly rather than laid out by
 * a general engine: sharp renders each line of text with Pango from the font committed in assets/fonts,
 * the result is blended into an RGB canvas, and sharp encodes the PNG. Everything except the title is drawn
 * once per build (once per eyebrow for the pill) and copied. That is about 6 ms of CPU a card, where satori's
 * layout plus rasterising its SVG took about 17 ms; over 1000 articles that was a third of the build
 * (npm run bench:build).
 *
 * Nothing is fetched from the network, and text the font cannot draw (emoji) is removed first.
 */
import path from 'node:path';
import sharp from 'sharp';
import { site } from '@/content/site';
import { SOCIAL_CARD_SIZE } from './paths';

export interface SocialCardInput {
  /** The big line: the article's title, or the site's name. */
  title: string;
  /** A small label above the title: the article's category, or the owner's job title. */
  eyebrow: string;
}

const { width: WIDTH, height: HEIGHT } = SOCIAL_CARD_SIZE;
type Rgb = readonly [number, number, number];
const COLOR = {
  background: [0xee, 0xf2, 0xff],
  accent: [0x1d, 0x4e, 0xd8],
  onAccent: [0xff, 0xff, 0xff],
  title: [0x1c, 0x1b, 0x1a],
  muted: [0x57, 0x53, 0x4e],
} satisfies Record<string, Rgb>;

/** The layout, in pixels: the accent bar, the padding inside the card, and the pill's padding. */
const BAR = 16;
const PAD = { top: BAR + 56, right: 80, bottom: 72, left: 80 };
const PILL_PAD = { x: 24, y: 10 };
const CONTENT_WIDTH = WIDTH - PAD.left - PAD.right;
/** The title starts at these sizes by length, and steps down until it fits between the pill and the footer. */
const TITLE_SIZES = [72, 62, 52, 44, 38, 32];
const TITLE_MIN_GAP = 24;

const fontFile = (bold: boolean) =>
  path.join(process.cwd(), 'assets/fonts', bold ? 'DejaVuSans-Bold.ttf' : 'DejaVuSans.ttf');

/** Drops pictographs (emoji) and joiners the card font has no glyphs for; collapses the gaps they leave. */
export function toCardText(text: string): string {
  return text
    .replace(/[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}\u200d\ufe0f]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** sharp's text is Pango markup: the author's title is text, never markup. */
const escapeMarkup = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An 8-bit coverage mask: 255 where the shape or text is solid, 0 where the card shows through. */
interface Mask {
  data: Uint8Array;
  width: number;
  height: number;
}

/**
 * Pango crops rendered text to its ink, so "Career" and "Management" would come out different heights and
 * sit on different baselines. An invisible "Ég" after the text gives every single line the same top and
 * bottom (the accent's top, the descender's bottom); its width is taken off again by the caller.
 */
const STRUT = '<span fgalpha="1">Ég</span>';

async function textMask(
  markup: string,
  { size, bold, maxWidth }: { size: number; bold: boolean; maxWidth?: number },
): Promise<Mask> {
  const { data, info } = await sharp({
    text: {
      text: markup,
      font: `DejaVu Sans${bold ? ' Bold' : ''} ${size}`,
      fontfile: fontFile(bold),
      // Pango sizes are in points: at 72 dpi a point is a pixel.
      dpi: 72,
      ...(maxWidth ? { width: maxWidth, wrap: 'word-char' as const } : {}),
    },
  })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** One line of text with the strut, and how wide the text itself is (the mask less the strut). */
async function lineMask(text: string, size: number, bold: boolean): Promise<{ mask: Mask; textWidth: number }> {
  const [mask, strut] = await Promise.all([
    textMask(escapeMarkup(text) + STRUT, { size, bold }),
    strutWidth(size, bold),
  ]);
  return { mask, textWidth: Math.max(0, mask.width - strut) };
}

const strutWidths = new Map<string, Promise<number>>();
function strutWidth(size: number, bold: boolean): Promise<number> {
  const key = `${size}/${bold}`;
  let width = strutWidths.get(key);
  if (!width) {
    width = textMask(STRUT, { size, bold }).then((mask) => mask.width);
    strutWidths.set(key, width);
  }
  return width;
}

/**
 * Paints `color` into the RGB canvas through the mask, with its top-left corner at (x, y); only the mask's
 * first `columns` columns and `rows` rows, so text can be clipped to its box.
 */
function paint(
  canvas: Uint8Array,
  mask: Mask,
  x: number,
  y: number,
  [red, green, blue]: Rgb,
  { columns = mask.width, rows = mask.height } = {},
): void {
  // A hot loop (every pixel of every title): integer arithmetic only, and no work where the mask is empty.
  const lastRow = Math.min(rows, mask.height, HEIGHT - y);
  const lastColumn = Math.min(columns, mask.width, WIDTH - x);
  const firstColumn = Math.max(0, -x);
  for (let row = Math.max(0, -y); row < lastRow; row += 1) {
    const maskRow = row * mask.width;
    let at = ((y + row) * WIDTH + x + firstColumn) * 3;
    for (let column = firstColumn; column < lastColumn; column += 1, at += 3) {
      const alpha = mask.data[maskRow + column]!;
      if (alpha === 0) continue;
      const rest = 255 - alpha;
      canvas[at] = ((red * alpha + canvas[at]! * rest + 127) / 255) | 0;
      canvas[at + 1] = ((green * alpha + canvas[at + 1]! * rest + 127) / 255) | 0;
      canvas[at + 2] = ((blue * alpha + canvas[at + 2]! * rest + 127) / 255) | 0;
    }
  }
}

/** A stadium (a rectangle with fully round ends), anti-aliased by how far each pixel is from its spine. */
function pillMask(width: number, height: number): Mask {
  const data = new Uint8Array(width * height);
  const radius = height / 2;
  for (let row = 0; row < height; row += 1) {
    for (let column = 0; column < width; column += 1) {
      const px = column + 0.5;
      const py = row + 0.5;
      const spineX = Math.min(Math.max(px, radius), width - radius);
      const distance = Math.hypot(px - spineX, py - radius);
      data[row * width + column] = Math.round(255 * Math.min(1, Math.max(0, radius - distance + 0.5)));
    }
  }
  return { data, width, height };
}

interface Base {
  canvas: Uint8Array;
  /** The title goes above this line (a gap and the footer). */
  footerTop: number;
}
interface BaseWithEyebrow extends Base {
  /** The title goes below this line (the pill and a gap). */
  titleSpaceTop: number;
}

/** The background, the accent bar and the footer: the same on every card of a build. */
let base: Promise<Base> | undefined;
function drawBase(): Promise<Base> {
  base ??= (async () => {
    const canvas = new Uint8Array(WIDTH * HEIGHT * 3);
    for (let pixel = 0; pixel < WIDTH * HEIGHT; pixel += 1) {
      canvas.set(pixel < WIDTH * BAR ? COLOR.accent : COLOR.background, pixel * 3);
    }
    const [name, host] = await Promise.all([
      lineMask(toCardText(site.siteName), 30, false),
      lineMask(new URL(site.url).host, 30, false),
    ]);
    const footerTop = HEIGHT - PAD.bottom - Math.max(name.mask.height, host.mask.height);
    paint(canvas, name.mask, PAD.left, footerTop, COLOR.muted, { columns: name.textWidth });
    paint(canvas, host.mask, WIDTH - PAD.right - host.textWidth, footerTop, COLOR.muted, { columns: host.textWidth });
    return { canvas, footerTop };
  })();
  return base;
}

/** The largest title size whose wrapped lines fit the space, or the smallest size. */
async function fitTitle(title: string, space: number): Promise<Mask> {
  const start = title.length > 70 ? 2 : title.length > 40 ? 1 : 0;
  let mask: Mask | undefined;
  for (const size of TITLE_SIZES.slice(start)) {
    mask = await textMask(escapeMarkup(title), { size, bold: true, maxWidth: CONTENT_WIDTH });
    if (mask.height <= space) break;
  }
  return mask!;
}

/** The base with the eyebrow's pill on it, drawn once per eyebrow (a build has a handful: the categories). */
const withEyebrow = new Map<string, Promise<BaseWithEyebrow>>();
function drawEyebrow(eyebrow: string): Promise<BaseWithEyebrow> {
  let drawn = withEyebrow.get(eyebrow);
  if (!drawn) {
    drawn = (async () => {
      const [{ canvas: baseCanvas, footerTop }, label] = await Promise.all([drawBase(), lineMask(eyebrow, 28, true)]);
      const canvas = baseCanvas.slice();
      const pill = pillMask(
        Math.min(label.textWidth + 2 * PILL_PAD.x, CONTENT_WIDTH),
        label.mask.height + 2 * PILL_PAD.y,
      );
      paint(canvas, pill, PAD.left, PAD.top, COLOR.accent);
      paint(canvas, label.mask, PAD.left + PILL_PAD.x, PAD.top + PILL_PAD.y, COLOR.onAccent, {
        columns: pill.width - 2 * PILL_PAD.x,
      });
      return { canvas, footerTop, titleSpaceTop: PAD.top + pill.height + TITLE_MIN_GAP };
    })();
    withEyebrow.set(eyebrow, drawn);
  }
  return drawn;
}

export async function drawSocialCard({ title, eyebrow }: SocialCardInput): Promise<Uint8Array> {
  const { canvas: eyebrowCanvas, footerTop, titleSpaceTop } = await drawEyebrow(toCardText(eyebrow));
  // The title is centred in the space between the pill and the footer, as flexbox's space-between would.
  const space = footerTop - TITLE_MIN_GAP - titleSpaceTop;
  const titleMask = await fitTitle(toCardText(title), space);
  // A 2.2 MB canvas per card: recycled, because allocating a fresh one costs more than drawing on it.
  const canvas = spareCanvases.pop() ?? new Uint8Array(eyebrowCanvas.length);
  try {
    canvas.set(eyebrowCanvas);
    const titleTop = titleSpaceTop + Math.max(0, Math.floor((space - titleMask.height) / 2));
    paint(canvas, titleMask, PAD.left, titleTop, COLOR.title, { rows: space });
    // zlib level 3 rather than sharp's 6: encoding was about half of a card's time. This takes a card from
    // about 8 ms to 6 ms, for files about 12% larger (45 kB on average) that only link previews fetch.
    const png = await sharp(canvas, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
      .png({ compressionLevel: 3 })
      .toBuffer();
    return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
  } finally {
    // sharp has finished reading the canvas once the PNG is out (or has failed).
    spareCanvases.push(canvas);
  }
}

const spareCanvases: Uint8Array[] = [];
