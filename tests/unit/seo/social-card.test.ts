// The social card an article gets when it is shared: what a reader would see in the preview, read off the
// PNG's pixels (the colours are the card's: accent bar and pill, dark title, muted footer).
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { drawSocialCard, toCardText } from '@/lib/seo/social-card/draw';
import { SOCIAL_CARD_SIZE } from '@/lib/seo/social-card/paths';

const ACCENT = [0x1d, 0x4e, 0xd8];
const BACKGROUND = [0xee, 0xf2, 0xff];
const TITLE = [0x1c, 0x1b, 0x1a];
const FOOTER = [0x57, 0x53, 0x4e];

async function pixels(png: Uint8Array) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
  /** Rows holding at least one pixel fully in this colour (anti-aliased edges are blends). */
  const rowsIn = (color: number[]) => {
    const rows: number[] = [];
    for (let y = 0; y < info.height; y += 1) {
      for (let x = 0; x < info.width; x += 1) {
        if (at(x, y).every((value, channel) => value === color[channel])) {
          rows.push(y);
          break;
        }
      }
    }
    return rows;
  };
  /** How far the pill reaches along the row through its middle. */
  const accentRunFrom = (x: number, y: number) => {
    let end = x;
    while (end < info.width && at(end, y).every((value, channel) => value === ACCENT[channel])) end += 1;
    return end - x;
  };
  return { info, data, at, rowsIn, accentRunFrom };
}

describe('social card', () => {
  test('is a 1200×630 PNG with the accent bar, the eyebrow pill, the title and the footer', async () => {
    const png = await drawSocialCard({ title: 'What a roadmap is for', eyebrow: 'Product Management' });
    expect(Buffer.from(png.subarray(1, 4)).toString()).toBe('PNG');
    const card = await pixels(png);
    expect([card.info.width, card.info.height]).toEqual([SOCIAL_CARD_SIZE.width, SOCIAL_CARD_SIZE.height]);
    expect(card.at(600, 8)).toEqual(ACCENT);
    expect(card.at(1150, 300)).toEqual(BACKGROUND);
    // The pill starts at the left padding, below the bar (this row runs above its text).
    expect(card.accentRunFrom(110, 76)).toBeGreaterThan(200);

    const titleRows = card.rowsIn(TITLE);
    const footerRows = card.rowsIn(FOOTER);
    expect(titleRows.length).toBeGreaterThan(30);
    expect(footerRows.length).toBeGreaterThan(10);
    // Title in the middle, footer along the bottom.
    expect(Math.min(...titleRows)).toBeGreaterThan(140);
    expect(Math.max(...titleRows)).toBeLessThan(Math.min(...footerRows));
    expect(Math.max(...footerRows)).toBeLessThan(SOCIAL_CARD_SIZE.height - 60);
  });

  test('the pill fits its eyebrow', async () => {
    const short = await pixels(await drawSocialCard({ title: 'A', eyebrow: 'Career' }));
    const long = await pixels(await drawSocialCard({ title: 'A', eyebrow: 'Entrepreneurship' }));
    expect(long.accentRunFrom(110, 76)).toBeGreaterThan(short.accentRunFrom(110, 76) + 100);
  });

  test('a very long title wraps and shrinks to stay clear of the footer', async () => {
    const title = 'A long look at '.concat(
      'roadmaps, discovery, metrics, retention, onboarding experiments and the teams behind them, '.repeat(3),
    );
    const card = await pixels(await drawSocialCard({ title, eyebrow: 'Career' }));
    const titleRows = card.rowsIn(TITLE);
    const footerRows = card.rowsIn(FOOTER);
    expect(Math.max(...titleRows) - Math.min(...titleRows)).toBeGreaterThan(200);
    expect(Math.max(...titleRows) + 24).toBeLessThan(Math.min(...footerRows));
  });

  test('the title is drawn as text, never read as markup', async () => {
    const card = await pixels(
      await drawSocialCard({ title: '<span foreground="#ff0000" size="200000">Red & loud</span>', eyebrow: 'Career' }),
    );
    let red = 0;
    for (let index = 0; index < card.data.length; index += 3) {
      if (card.data[index]! > 200 && card.data[index + 1]! < 100 && card.data[index + 2]! < 100) red += 1;
    }
    expect(red).toBe(0);
    expect(card.rowsIn(TITLE).length).toBeGreaterThan(30);
  });

  test('the same card draws the same bytes, and another title draws another card', async () => {
    const input = { title: 'Pricing is a product decision', eyebrow: 'Entrepreneurship' };
    const [first, again, other] = await Promise.all([
      drawSocialCard(input),
      drawSocialCard(input),
      drawSocialCard({ ...input, title: 'Pricing is a team decision' }),
    ]);
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
    expect(Buffer.from(other).equals(Buffer.from(first))).toBe(false);
  });

  test('emoji the card font cannot draw are left out, and the gaps they leave closed', () => {
    expect(toCardText('Ship it 🚀 then 👩‍💻 measure')).toBe('Ship it then measure');
    expect(toCardText('  Flags 🇫🇷  and   spaces ')).toBe('Flags and spaces');
  });
});
