// Generates the home page's images: the owner's illustrated portrait and the company logos.
// All artwork is drawn here as SVG (original, made for this site) and rendered with sharp to WebP at
// the sizes the page shows them, plus 2x for high-density screens. Run: node scripts/images/generate-home-images.mjs
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const PUBLIC = path.resolve(import.meta.dirname, '../../public/images');

/** The portrait is shown at 300 px on phones and 360 px from 768 px up (components/home/ProfilePhoto.tsx). */
const PORTRAIT_WIDTHS = [300, 360, 600, 720];
/** Logos are shown at 48 px (components/home/ExperienceCard.tsx). */
const LOGO_SIZE = 48;

function portraitSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#dbeafe"/>
      <stop offset="0.55" stop-color="#e0e7ff"/>
      <stop offset="1" stop-color="#fde68a"/>
    </linearGradient>
    <linearGradient id="shirt" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#1d4ed8"/>
      <stop offset="1" stop-color="#1e3a8a"/>
    </linearGradient>
    <linearGradient id="skin" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#e9b48f"/>
      <stop offset="1" stop-color="#d99a73"/>
    </linearGradient>
    <clipPath id="frame"><circle cx="200" cy="200" r="200"/></clipPath>
  </defs>
  <g clip-path="url(#frame)">
    <rect width="400" height="400" fill="url(#sky)"/>
    <circle cx="318" cy="92" r="46" fill="#fef3c7" opacity="0.9"/>
    <path d="M0 300 C 80 270, 140 300, 200 290 S 330 260, 400 285 V400 H0Z" fill="#c7d2fe" opacity="0.7"/>
    <!-- shoulders and shirt -->
    <path d="M70 400 C 78 318, 130 286, 200 282 C 270 286, 322 318, 330 400 Z" fill="url(#shirt)"/>
    <path d="M168 286 L200 330 L232 286 Z" fill="#f8fafc"/>
    <path d="M186 290 L200 330 L214 290 Z" fill="#f59e0b"/>
    <!-- neck -->
    <path d="M176 236 h48 v44 c0 14 -48 14 -48 0 z" fill="#d99a73"/>
    <!-- head -->
    <ellipse cx="200" cy="182" rx="64" ry="76" fill="url(#skin)"/>
    <ellipse cx="136" cy="190" rx="11" ry="17" fill="#d99a73"/>
    <ellipse cx="264" cy="190" rx="11" ry="17" fill="#d99a73"/>
    <!-- hair -->
    <path d="M134 176 C 124 108, 170 86, 208 90 C 252 92, 280 120, 266 178 C 258 148, 240 132, 214 128 C 190 140, 160 138, 140 150 Z" fill="#3f2a1d"/>
    <path d="M150 118 C 170 96, 214 92, 240 110" stroke="#5b3b28" stroke-width="6" fill="none" stroke-linecap="round"/>
    <!-- glasses -->
    <g fill="none" stroke="#1c1b1a" stroke-width="4">
      <rect x="152" y="170" width="40" height="30" rx="10"/>
      <rect x="208" y="170" width="40" height="30" rx="10"/>
      <path d="M192 182 h16"/>
    </g>
    <circle cx="172" cy="186" r="4.5" fill="#1c1b1a"/>
    <circle cx="228" cy="186" r="4.5" fill="#1c1b1a"/>
    <!-- brows, nose, smile, beard shadow -->
    <path d="M156 160 q16 -8 32 0 M212 160 q16 -8 32 0" stroke="#3f2a1d" stroke-width="5" fill="none" stroke-linecap="round"/>
    <path d="M200 196 q-6 18 2 22" stroke="#b97c58" stroke-width="4" fill="none" stroke-linecap="round"/>
    <path d="M176 228 q24 20 48 0" stroke="#7c2d12" stroke-width="5" fill="none" stroke-linecap="round"/>
    <path d="M146 214 C 150 250, 176 262, 200 262 C 224 262, 250 250, 254 214 C 246 240, 226 250, 200 250 C 174 250, 154 240, 146 214 Z" fill="#3f2a1d" opacity="0.25"/>
  </g>
</svg>`;
}

/** Each logo: a rounded tile in the company's colour with a simple geometric mark. */
const logos = {
  payora: {
    background: '#0f766e',
    mark: `<circle cx="24" cy="24" r="11" fill="none" stroke="#fff" stroke-width="4"/><path d="M24 8 v32" stroke="#fff" stroke-width="3" stroke-linecap="round"/>`,
  },
  hirewise: {
    background: '#7c3aed',
    mark: `<circle cx="19" cy="18" r="6" fill="#fff"/><circle cx="31" cy="18" r="6" fill="#ddd6fe"/><path d="M9 36 c0 -8 6 -12 10 -12 s10 4 10 12 z" fill="#fff"/><path d="M23 36 c1 -8 5 -12 8 -12 c5 0 9 4 9 12 z" fill="#ddd6fe"/>`,
  },
  launchpad: {
    background: '#ea580c',
    mark: `<path d="M24 8 c8 6 10 16 6 24 h-12 c-4 -8 -2 -18 6 -24 z" fill="#fff"/><circle cx="24" cy="20" r="3.5" fill="#ea580c"/><path d="M18 32 l-5 6 h8 z M30 32 l5 6 h-8 z" fill="#fed7aa"/>`,
  },
  'sentinel-grid': {
    background: '#1e293b',
    mark: `<path d="M24 7 l13 5 v10 c0 9 -6 15 -13 19 c-7 -4 -13 -10 -13 -19 v-10 z" fill="none" stroke="#e2e8f0" stroke-width="3.5" stroke-linejoin="round"/><path d="M17 22 h14 M24 15 v16" stroke="#38bdf8" stroke-width="3" stroke-linecap="round"/>`,
  },
  covera: {
    background: '#be123c',
    mark: `<path d="M10 25 l14 -13 l14 13" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/><path d="M15 23 v13 h18 v-13" fill="none" stroke="#fff" stroke-width="3.5" stroke-linejoin="round"/><path d="M21 36 v-7 h6 v7" fill="#fecdd3"/>`,
  },
  'salary-compass': {
    background: '#15803d',
    mark: `<circle cx="24" cy="24" r="14" fill="none" stroke="#fff" stroke-width="3"/><path d="M24 12 l5 12 l-5 12 l-5 -12 z" fill="#fff"/><path d="M24 24 l5 0 l-5 12 l-5 -12 z" fill="#bbf7d0"/>`,
  },
  claimbot: {
    background: '#0369a1',
    mark: `<rect x="12" y="15" width="24" height="20" rx="6" fill="#fff"/><circle cx="19" cy="25" r="3" fill="#0369a1"/><circle cx="29" cy="25" r="3" fill="#0369a1"/><path d="M24 9 v6" stroke="#fff" stroke-width="3" stroke-linecap="round"/><circle cx="24" cy="8" r="2.5" fill="#bae6fd"/>`,
  },
  northbridge: {
    background: '#854d0e',
    mark: `<path d="M8 34 q16 -20 32 0" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round"/><path d="M14 27 v9 M24 22 v14 M34 27 v9" stroke="#fde68a" stroke-width="3" stroke-linecap="round"/><path d="M8 36 h32" stroke="#fff" stroke-width="3" stroke-linecap="round"/>`,
  },
};

function logoSvg({ background, mark }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="11" fill="${background}"/>${mark}</svg>`;
}

async function render(svg, width, file) {
  await sharp(Buffer.from(svg), { density: 300 }).resize(width, width).webp({ quality: 82, effort: 6 }).toFile(file);
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}

async function main() {
  mkdirSync(path.join(PUBLIC, 'profile'), { recursive: true });
  mkdirSync(path.join(PUBLIC, 'logos'), { recursive: true });
  for (const width of PORTRAIT_WIDTHS) {
    await render(portraitSvg(), width, path.join(PUBLIC, 'profile', `portrait-${width}.webp`));
  }
  for (const [name, logo] of Object.entries(logos)) {
    await render(logoSvg(logo), LOGO_SIZE, path.join(PUBLIC, 'logos', `${name}.webp`));
    await render(logoSvg(logo), LOGO_SIZE * 2, path.join(PUBLIC, 'logos', `${name}@2x.webp`));
  }
}

await main();
