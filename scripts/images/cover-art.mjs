// Abstract cover artwork for the Sounds Great songs: a motif in a palette, seeded from the song's slug,
// drawn on a 600 × 600 canvas. No real album art: each cover is made here from shapes alone.
import { circle, group, linearGradient, path, polygon, rect, seededRandom, hashString } from './svg.mjs';

export const COVER_VIEW = { width: 600, height: 600 };

/** Palettes with names that read well in alt text ("coral and gold on deep navy"). */
const palettes = [
  { name: 'coral and gold on deep navy', background: '#172554', colors: ['#fb7185', '#fbbf24', '#fda4af'] },
  { name: 'teal and cream on forest green', background: '#14532d', colors: ['#2dd4bf', '#fef3c7', '#5eead4'] },
  { name: 'pink and violet on midnight blue', background: '#1e1b4b', colors: ['#f472b6', '#a78bfa', '#f9a8d4'] },
  { name: 'orange and red on sand', background: '#fde68a', colors: ['#ea580c', '#b91c1c', '#f97316'] },
  { name: 'sky blue and white on indigo', background: '#312e81', colors: ['#7dd3fc', '#f8fafc', '#38bdf8'] },
  { name: 'lime and yellow on charcoal', background: '#1f2937', colors: ['#a3e635', '#facc15', '#d9f99d'] },
  { name: 'magenta and amber on plum', background: '#4a044e', colors: ['#e879f9', '#f59e0b', '#f0abfc'] },
];

function rings(palette, random) {
  const cx = 200 + random() * 200;
  const cy = 200 + random() * 200;
  const shapes = [];
  for (let r = 380; r > 20; r -= 46) {
    shapes.push(circle(cx, cy, r, 'none', { stroke: palette.colors[(r / 46) % 2 < 1 ? 0 : 1], strokeWidth: 18 }));
  }
  return { describe: 'concentric rings', shapes };
}

function waves(palette, random) {
  const shapes = [];
  const phase = random() * Math.PI;
  for (let band = 0; band < 7; band += 1) {
    const y = 90 + band * 75;
    let d = `M 0 ${y}`;
    for (let x = 0; x <= 600; x += 20) d += ` L ${x} ${y + Math.sin(x / 70 + phase + band * 0.6) * 28}`;
    d += ' L 600 600 L 0 600 Z';
    shapes.push(path(d, palette.colors[band % 3], { opacity: 0.35 + band * 0.09 }));
  }
  return { describe: 'layered waves', shapes };
}

function stripedSun(palette, random) {
  const shapes = [];
  const cy = 240 + random() * 80;
  shapes.push(circle(300, cy, 170, palette.colors[0]));
  for (let i = 0; i < 6; i += 1) shapes.push(rect(100, cy + 20 + i * 28, 400, 10 + i * 2, palette.background));
  shapes.push(rect(0, 470, 600, 130, palette.colors[1], { opacity: 0.85 }));
  return { describe: 'a striped setting sun above a horizon', shapes };
}

function halftone(palette, random) {
  const shapes = [];
  const focusX = random() * 600;
  const focusY = random() * 600;
  for (let y = 30; y < 600; y += 50) {
    for (let x = 30; x < 600; x += 50) {
      const distance = Math.hypot(x - focusX, y - focusY);
      const r = Math.max(3, 22 - distance / 28);
      shapes.push(circle(x, y, r, palette.colors[(x + y) % 100 === 60 ? 1 : 0]));
    }
  }
  return { describe: 'a grid of dots that swell towards one point', shapes };
}

function sunburst(palette, random) {
  const shapes = [];
  const cx = random() < 0.5 ? 0 : 600;
  const cy = 600;
  const rays = 14;
  for (let i = 0; i < rays; i += 1) {
    const a1 = (Math.PI / rays) * i * 2 - Math.PI;
    const a2 = a1 + Math.PI / rays;
    shapes.push(
      polygon(
        [
          [cx, cy],
          [cx + Math.cos(a1) * 900, cy + Math.sin(a1) * 900],
          [cx + Math.cos(a2) * 900, cy + Math.sin(a2) * 900],
        ],
        palette.colors[i % 2],
      ),
    );
  }
  shapes.push(circle(cx, cy, 120, palette.colors[2]));
  return { describe: 'rays bursting from a corner', shapes };
}

function peaks(palette, random) {
  const shapes = [];
  for (let layer = 0; layer < 4; layer += 1) {
    const base = 380 + layer * 60;
    const points = [
      [0, 600],
      [0, base],
    ];
    for (let x = 0; x <= 600; x += 100) points.push([x + 50, base - 80 - random() * 120 + layer * 20], [x + 100, base]);
    points.push([600, 600]);
    shapes.push(polygon(points, palette.colors[layer % 3], { opacity: 0.55 + layer * 0.15 }));
  }
  shapes.push(circle(450, 150, 60, palette.colors[1]));
  return { describe: 'layered mountain peaks under a round sun', shapes };
}

function bauhausBlocks(palette, random) {
  const shapes = [];
  const size = 200;
  for (let row = 0; row < 3; row += 1) {
    for (let col = 0; col < 3; col += 1) {
      const x = col * size;
      const y = row * size;
      const color = palette.colors[(row + col) % 3];
      const corner = Math.floor(random() * 4);
      const cx = x + (corner % 2) * size;
      const cy = y + Math.floor(corner / 2) * size;
      shapes.push(
        group([
          `<clipPath id="cell-${row}-${col}"><rect x="${x}" y="${y}" width="${size}" height="${size}"/></clipPath>`,
          circle(cx, cy, size, color, { clipPath: `url(#cell-${row}-${col})` }),
        ]),
      );
    }
  }
  return { describe: 'quarter circles in a three-by-three grid', shapes };
}

const motifs = [rings, waves, stripedSun, halftone, sunburst, peaks, bauhausBlocks];

/**
 * The cover for the song at `index` in the list. Motif and palette both cycle, shifted every full
 * round of motifs, so no two of the 21 covers share a motif and palette.
 */
export function coverArt(slug, index) {
  const random = seededRandom(hashString(slug));
  const palette = palettes[(index + Math.floor(index / motifs.length) * 2) % palettes.length];
  const motif = motifs[index % motifs.length](palette, random);
  return {
    alt: `Abstract cover art: ${motif.describe} in ${palette.name}.`,
    defs: [
      linearGradient('sheen', [
        [0, '#ffffff', 0.12],
        [1, '#000000', 0.12],
      ]),
    ],
    body: [rect(0, 0, 600, 600, palette.background), ...motif.shapes, rect(0, 0, 600, 600, 'url(#sheen)')],
  };
}

/** The songs' cover slugs, in page order (content/songs.ts names its covers with these). */
export const coverSlugs = [
  'bohemian-rhapsody',
  'dreams',
  'midnight-city',
  'redbone',
  'blinding-lights',
  'get-lucky',
  'take-on-me',
  'lose-yourself',
  'here-comes-the-sun',
  'viva-la-vida',
  'electric-feel',
  'feeling-good',
  'mr-brightside',
  'levitating',
  'intro',
  'time',
  'run-boy-run',
  'september',
  'nuvole-bianche',
  'sweet-disposition',
  'stressed-out',
];
