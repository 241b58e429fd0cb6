// Generates the chart of each bundled case study (content/case-studies/*.md): drawn here as SVG from the figures
// the case study explains, and rasterised with sharp to PNG under public/images/case-studies/. The article image
// pipeline then turns each into the site's WebP files at build time, like any image in an article.
//
//   node scripts/images/generate-case-study-charts.mjs
//
// The outputs are committed, so building the site never needs this script; run it after changing a chart.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { circle, group, line, path as svgPath, rect, svgDocument, text } from './svg.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUT_DIR = path.join(ROOT, 'public/images/case-studies');

/** Drawn on a 1200 × 675 canvas and written at 1408 px wide: the 2x width of the article column. */
const VIEW = { width: 1200, height: 675 };
const OUTPUT_WIDTH = 1408;

const INK = '#1f2937';
const MUTED = '#4b5563';
const GRID = '#e5e7eb';
const ACCENT = '#2563eb';
const BEFORE = '#9ca3af';
const HIGHLIGHT = '#047857';

/** The plot area inside the canvas, leaving room for the title, axis labels and notes. */
const PLOT = { left: 150, right: 1140, top: 150, bottom: 570 };

/**
 * Payora: share of merchants who started signup and finished it (account live, able to take a payment) within
 * 14 days, by month. Progressive verification went to a 50% test in November 2023 and to everyone in January 2024.
 */
export const payoraSignupConversion = [
  ['Jun 23', 9.2],
  ['Jul 23', 9.0],
  ['Aug 23', 9.4],
  ['Sep 23', 9.1],
  ['Oct 23', 9.3],
  ['Nov 23', 10.6],
  ['Dec 23', 11.1],
  ['Jan 24', 12.7],
  ['Feb 24', 13.1],
  ['Mar 24', 13.5],
  ['Apr 24', 13.6],
  ['May 24', 13.8],
];

/** Salary Compass: users (people who submitted an offer or viewed a salary range) since launch, by month. */
export const salaryCompassUsers = [
  ['Apr 22', 1.2],
  ['May 22', 3.9],
  ['Jun 22', 6.1],
  ['Jul 22', 7.4],
  ['Aug 22', 16.8],
  ['Sep 22', 21.5],
  ['Oct 22', 25.0],
  ['Nov 22', 29.3],
  ['Dec 22', 31.2],
  ['Jan 23', 44.6],
  ['Feb 23', 52.8],
  ['Mar 23', 58.9],
  ['Apr 23', 65.4],
];

/** `bands`: each point in the middle of its own slot (bars); otherwise the first and last on the plot's edges. */
function scales(points, maxY, { bands = false } = {}) {
  const step = (PLOT.right - PLOT.left) / (bands ? points.length : points.length - 1);
  return {
    x: (index) => PLOT.left + (bands ? index + 0.5 : index) * step,
    y: (value) => PLOT.bottom - (value / maxY) * (PLOT.bottom - PLOT.top),
  };
}

function frame(title, subtitle, source) {
  return [
    rect(0, 0, VIEW.width, VIEW.height, '#ffffff'),
    text(60, 64, title, { fontSize: 34, fontWeight: 700, fill: INK }),
    text(60, 104, subtitle, { fontSize: 22, fill: MUTED }),
    text(60, 650, source, { fontSize: 18, fill: MUTED }),
  ];
}

function axes(points, { x, y }, ticks, format) {
  const grid = ticks.map((tick) =>
    group([
      line(PLOT.left, y(tick), PLOT.right, y(tick), GRID, 2, { strokeLinecap: 'butt' }),
      text(PLOT.left - 16, y(tick) + 7, format(tick), { fontSize: 20, fill: MUTED, textAnchor: 'end' }),
    ]),
  );
  const months = points.map(([label], index) =>
    text(x(index), PLOT.bottom + 34, label, { fontSize: 18, fill: MUTED, textAnchor: 'middle' }),
  );
  return [...grid, ...months];
}

function payoraChart() {
  const points = payoraSignupConversion;
  const scale = scales(points, 16, { bands: true });
  const { x, y } = scale;
  const testStart = points.findIndex(([label]) => label === 'Nov 23');
  const fullRollout = points.findIndex(([label]) => label === 'Jan 24');
  const bars = points.map(([, value], index) =>
    rect(x(index) - 28, y(value), 56, PLOT.bottom - y(value), index < testStart ? BEFORE : ACCENT, { rx: 6 }),
  );
  const values = points.map(([, value], index) =>
    text(x(index), y(value) - 12, `${value.toFixed(1)}%`, {
      fontSize: 18,
      fontWeight: index === points.length - 1 ? 700 : 400,
      fill: index === points.length - 1 ? HIGHLIGHT : INK,
      textAnchor: 'middle',
    }),
  );
  const marker = (index, label) => {
    const at = (x(index - 1) + x(index)) / 2;
    return group([
      line(at, PLOT.top - 10, at, PLOT.bottom, INK, 2, { strokeDasharray: '6 6' }),
      text(at + 10, PLOT.top + 4, label, { fontSize: 18, fill: INK }),
    ]);
  };
  return [
    ...frame(
      'Payora: signup conversion by month',
      'Merchants who started signup and could take a payment within 14 days',
      'Grey: before the change. Blue: progressive verification (50% test from November, everyone from January).',
    ),
    ...axes(points, scale, [0, 4, 8, 12, 16], (tick) => `${tick}%`),
    ...bars,
    ...values,
    marker(testStart, '50% test'),
    marker(fullRollout, 'Everyone'),
  ];
}

function salaryCompassChart() {
  const points = salaryCompassUsers;
  const scale = scales(points, 70);
  const { x, y } = scale;
  const linePath = points.map(([, value], index) => `${index === 0 ? 'M' : 'L'}${x(index)},${y(value)}`).join(' ');
  const area = `${linePath} L${x(points.length - 1)},${PLOT.bottom} L${x(0)},${PLOT.bottom} Z`;
  const note = (label, lines) => {
    const index = points.findIndex(([month]) => month === label);
    const value = points[index][1];
    return group([
      circle(x(index), y(value), 9, ACCENT, { stroke: '#ffffff', strokeWidth: 3 }),
      ...lines.map((content, row) =>
        text(x(index) - 14, y(value) - 50 + row * 24, content, { fontSize: 18, fill: INK, textAnchor: 'end' }),
      ),
    ]);
  };
  const last = points.length - 1;
  return [
    ...frame(
      'Salary Compass users in the first year',
      'Cumulative people who submitted an offer or looked up a salary range, in thousands',
      'The jumps follow two posts that were shared widely; there was no paid acquisition.',
    ),
    ...axes(points, scale, [0, 20, 40, 60], (tick) => (tick === 0 ? '0' : `${tick}k`)),
    svgPath(area, ACCENT, { fillOpacity: 0.12 }),
    svgPath(linePath, 'none', { stroke: ACCENT, strokeWidth: 5, strokeLinejoin: 'round' }),
    note('Aug 22', ['Post: "What 400 offers', 'say about PM pay"']),
    note('Jan 23', ['Annual report,', 'shared by 3 newsletters']),
    circle(x(last), y(points[last][1]), 10, HIGHLIGHT, { stroke: '#ffffff', strokeWidth: 3 }),
    text(x(last) - 20, y(points[last][1]) - 20, '65.4k users', {
      fontSize: 26,
      fontWeight: 700,
      fill: HIGHLIGHT,
      textAnchor: 'end',
    }),
  ];
}

const charts = [
  { file: 'payora-signup-conversion.png', body: payoraChart() },
  { file: 'salary-compass-users.png', body: salaryCompassChart() },
];

await mkdir(OUT_DIR, { recursive: true });
for (const chart of charts) {
  const height = Math.round((OUTPUT_WIDTH * VIEW.height) / VIEW.width);
  const svg = svgDocument({
    viewWidth: VIEW.width,
    viewHeight: VIEW.height,
    width: OUTPUT_WIDTH,
    height,
    body: chart.body,
  });
  await sharp(Buffer.from(svg)).png({ palette: true, quality: 90, effort: 10 }).toFile(path.join(OUT_DIR, chart.file));
  console.log(`public/images/case-studies/${chart.file} (${OUTPUT_WIDTH} × ${height})`);
}
