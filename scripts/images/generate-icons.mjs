// Draws the site's icon (an original mark: a rising path of three steps, a nod to roadmaps and growth)
// and writes every size browsers and the web manifest ask for into public/.
// Run: node scripts/images/generate-icons.mjs
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';

const ACCENT = '#1d4ed8';
const PAGE = '#fbfaf8';

/** @param {{ padding: number, rounded: boolean }} options */
function iconSvg({ padding, rounded }) {
  const size = 512;
  const inner = size - padding * 2;
  const unit = inner / 8;
  const x = (n) => padding + n * unit;
  const y = (n) => padding + n * unit;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">
  <rect width="${size}" height="${size}" rx="${rounded ? 112 : 0}" fill="${ACCENT}"/>
  <path d="M ${x(1)} ${y(6.5)} L ${x(3)} ${y(6.5)} L ${x(3)} ${y(4.5)} L ${x(5)} ${y(4.5)} L ${x(5)} ${y(2.5)} L ${x(7)} ${y(2.5)}"
    fill="none" stroke="${PAGE}" stroke-width="${unit * 0.9}" stroke-linecap="round" stroke-linejoin="round"/>
  <circle cx="${x(7)}" cy="${y(2.5)}" r="${unit * 0.85}" fill="#fbbf24"/>
</svg>`;
}

const standard = iconSvg({ padding: 48, rounded: true });
// Maskable icons are cropped to a circle by some launchers: full-bleed background, mark in the safe zone.
const maskable = iconSvg({ padding: 112, rounded: false });

await writeFile('public/icon.svg', standard);
const png = (svg, size) => sharp(Buffer.from(svg)).resize(size, size).png({ compressionLevel: 9 }).toBuffer();
await writeFile('public/icon-192.png', await png(standard, 192));
await writeFile('public/icon-512.png', await png(standard, 512));
await writeFile('public/icon-512-maskable.png', await png(maskable, 512));
await writeFile('public/apple-touch-icon.png', await png(iconSvg({ padding: 48, rounded: false }), 180));

// favicon.ico holding one 32×32 PNG: ICONDIR (6 bytes) + ICONDIRENTRY (16 bytes) + the PNG.
const favicon = await png(standard, 32);
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(1, 4); // one image
header.writeUInt8(32, 6); // width
header.writeUInt8(32, 7); // height
header.writeUInt8(0, 8); // no palette
header.writeUInt8(0, 9); // reserved
header.writeUInt16LE(1, 10); // colour planes
header.writeUInt16LE(32, 12); // bits per pixel
header.writeUInt32LE(favicon.length, 14); // image size
header.writeUInt32LE(22, 18); // image offset
await writeFile('public/favicon.ico', Buffer.concat([header, favicon]));
console.log('Icons written to public/.');
