// Tiny helpers for writing SVG artwork as strings. Numbers are rounded so the generated SVG (and so
// the images) stay identical from run to run.

const round = (value) => (typeof value === 'number' ? Math.round(value * 100) / 100 : value);

/** SVG attributes that are camelCase in SVG itself, unlike presentation attributes such as stroke-width. */
const CAMEL_CASE_ATTRIBUTES = new Set(['viewBox', 'preserveAspectRatio', 'gradientUnits', 'gradientTransform']);

/** Attributes object → ` key="value"` pairs; other camelCase keys become kebab-case (strokeWidth → stroke-width). */
export function attrs(attributes = {}) {
  return Object.entries(attributes)
    .filter(([, value]) => value !== undefined && value !== null && value !== false)
    .map(([key, value]) => {
      const name = CAMEL_CASE_ATTRIBUTES.has(key) ? key : key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      return ` ${name}="${escapeXml(String(round(value)))}"`;
    })
    .join('');
}

export function escapeXml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export const rect = (x, y, width, height, fill, extra = {}) =>
  `<rect${attrs({ x, y, width, height, fill, ...extra })}/>`;
export const circle = (cx, cy, r, fill, extra = {}) => `<circle${attrs({ cx, cy, r, fill, ...extra })}/>`;
export const ellipse = (cx, cy, rx, ry, fill, extra = {}) => `<ellipse${attrs({ cx, cy, rx, ry, fill, ...extra })}/>`;
export const path = (d, fill, extra = {}) => `<path${attrs({ d, fill, ...extra })}/>`;
export const line = (x1, y1, x2, y2, stroke, strokeWidth = 2, extra = {}) =>
  `<line${attrs({ x1, y1, x2, y2, stroke, strokeWidth, strokeLinecap: 'round', ...extra })}/>`;
export const polygon = (points, fill, extra = {}) =>
  `<polygon${attrs({ points: points.map((p) => p.map(round).join(',')).join(' '), fill, ...extra })}/>`;
export const group = (children, extra = {}) => `<g${attrs(extra)}>${[children].flat().join('')}</g>`;
export const text = (x, y, content, extra = {}) =>
  `<text${attrs({ x, y, fontFamily: 'DejaVu Sans, Liberation Sans, Arial, sans-serif', ...extra })}>${escapeXml(content)}</text>`;

/** A vertical (default) or custom linear gradient definition. */
export function linearGradient(id, stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) {
  const stopTags = stops
    .map(([offset, color, opacity = 1]) => `<stop${attrs({ offset, stopColor: color, stopOpacity: opacity })}/>`)
    .join('');
  return `<linearGradient${attrs({ id, x1, y1, x2, y2 })}>${stopTags}</linearGradient>`;
}

export function radialGradient(id, stops, { cx = 0.5, cy = 0.5, r = 0.5 } = {}) {
  const stopTags = stops
    .map(([offset, color, opacity = 1]) => `<stop${attrs({ offset, stopColor: color, stopOpacity: opacity })}/>`)
    .join('');
  return `<radialGradient${attrs({ id, cx, cy, r })}>${stopTags}</radialGradient>`;
}

/** A whole SVG document drawn on a fixed canvas (viewBox) and rendered at `width` × `height` pixels. */
export function svgDocument({ viewWidth, viewHeight, width, height, defs = [], body }) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg"${attrs({ width, height, viewBox: `0 0 ${viewWidth} ${viewHeight}` })}>` +
    (defs.length > 0 ? `<defs>${defs.join('')}</defs>` : '') +
    [body].flat().join('') +
    `</svg>`
  );
}

/** A small deterministic random source (mulberry32), so scattered details land in the same places every run. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A stable 32-bit number from a string, to seed each artwork from its name. */
export function hashString(value) {
  let hash = 2166136261;
  for (let i = 0; i < value.length; i += 1) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}
