// The twelve photo illustrations of the Sharings & Photos page: flat, stylised scenes from a product
// manager's working life, drawn on an 800 × 600 canvas. Each scene's alt text describes what it draws.
import {
  circle,
  ellipse,
  group,
  line,
  linearGradient,
  path,
  polygon,
  radialGradient,
  rect,
  seededRandom,
  text,
} from './svg.mjs';

export const PHOTO_VIEW = { width: 800, height: 600 };

const SKIN = ['#f1c7a5', '#c98e63', '#8d5a3b', '#e8b48f'];
const INK = '#1f2937';

/** A standing figure with its feet at (x, y); `scale` 1 is about 190 units tall. */
function standingPerson({
  x,
  y,
  scale = 1,
  skin = SKIN[0],
  shirt = '#2563eb',
  trousers = '#1f2937',
  hair = INK,
  arm = 'down',
}) {
  const s = scale;
  const armPath =
    arm === 'up'
      ? path(`M ${x + 22 * s} ${y - 140 * s} L ${x + 62 * s} ${y - 190 * s}`, 'none', {
          stroke: shirt,
          strokeWidth: 16 * s,
          strokeLinecap: 'round',
        })
      : arm === 'forward'
        ? path(`M ${x + 22 * s} ${y - 140 * s} L ${x + 60 * s} ${y - 120 * s}`, 'none', {
            stroke: shirt,
            strokeWidth: 16 * s,
            strokeLinecap: 'round',
          })
        : path(`M ${x + 24 * s} ${y - 140 * s} L ${x + 30 * s} ${y - 85 * s}`, 'none', {
            stroke: shirt,
            strokeWidth: 16 * s,
            strokeLinecap: 'round',
          });
  return group([
    rect(x - 20 * s, y - 80 * s, 16 * s, 80 * s, trousers, { rx: 6 * s }),
    rect(x + 4 * s, y - 80 * s, 16 * s, 80 * s, trousers, { rx: 6 * s }),
    rect(x - 28 * s, y - 155 * s, 56 * s, 85 * s, shirt, { rx: 20 * s }),
    path(`M ${x - 24 * s} ${y - 140 * s} L ${x - 30 * s} ${y - 85 * s}`, 'none', {
      stroke: shirt,
      strokeWidth: 16 * s,
      strokeLinecap: 'round',
    }),
    armPath,
    rect(x - 7 * s, y - 168 * s, 14 * s, 16 * s, skin),
    circle(x, y - 182 * s, 19 * s, skin),
    path(
      `M ${x - 20 * s} ${y - 184 * s} Q ${x - 18 * s} ${y - 208 * s} ${x} ${y - 206 * s} Q ${x + 20 * s} ${y - 206 * s} ${x + 20 * s} ${y - 184 * s} Q ${x + 8 * s} ${y - 196 * s} ${x - 20 * s} ${y - 184 * s} Z`,
      hair,
    ),
  ]);
}

/** A seated figure in profile, facing right (dir 1) or left (dir -1), hips at (x, y). */
function seatedPerson({ x, y, dir = 1, skin = SKIN[0], shirt = '#0d9488', trousers = '#334155', hair = INK }) {
  const d = dir;
  return group([
    path(`M ${x} ${y} L ${x + 60 * d} ${y} L ${x + 60 * d} ${y + 70}`, 'none', {
      stroke: trousers,
      strokeWidth: 20,
      strokeLinejoin: 'round',
      strokeLinecap: 'round',
    }),
    rect(Math.min(x - 22 * d, x + 22 * d), y - 90, 44, 96, shirt, { rx: 20 }),
    path(`M ${x + 8 * d} ${y - 70} L ${x + 48 * d} ${y - 40} L ${x + 78 * d} ${y - 44}`, 'none', {
      stroke: shirt,
      strokeWidth: 14,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
    }),
    circle(x + 4 * d, y - 112, 20, skin),
    path(
      `M ${x - 18 * d} ${y - 112} Q ${x - 14 * d} ${y - 138} ${x + 8 * d} ${y - 134} Q ${x + 24 * d} ${y - 130} ${x + 22 * d} ${y - 118} Q ${x} ${y - 126} ${x - 18 * d} ${y - 112} Z`,
      hair,
    ),
  ]);
}

function chair({ x, y, dir = 1, color = '#92400e' }) {
  const d = dir;
  return group([
    rect(Math.min(x - 30 * d, x + 40 * d), y + 6, 70, 10, color, { rx: 4 }),
    rect(x - 34 * d - 5, y - 90, 10, 170, color, { rx: 4 }),
    rect(x + 34 * d - 4, y + 10, 8, 70, color, { rx: 3 }),
  ]);
}

function conferenceStage() {
  const random = seededRandom(11);
  const bars = [70, 95, 120, 150, 185];
  const audience = [];
  for (let row = 0; row < 2; row += 1) {
    for (let i = 0; i < 11; i += 1) {
      const cx = 20 + i * 78 + (row % 2) * 38 + random() * 10;
      const cy = 520 + row * 50;
      audience.push(
        group([
          circle(cx, cy - 30, 22, row === 0 ? '#1e293b' : '#0f172a'),
          rect(cx - 38, cy - 10, 76, 90, row === 0 ? '#1e293b' : '#0f172a', { rx: 30 }),
        ]),
      );
    }
  }
  return {
    defs: [
      linearGradient('hall', [
        [0, '#1e1b4b'],
        [1, '#3b0764'],
      ]),
      linearGradient('beam', [
        [0, '#fde68a', 0.55],
        [1, '#fde68a', 0],
      ]),
    ],
    body: [
      rect(0, 0, 800, 600, 'url(#hall)'),
      polygon(
        [
          [150, 0],
          [210, 0],
          [330, 420],
          [170, 420],
        ],
        'url(#beam)',
      ),
      polygon(
        [
          [600, 0],
          [650, 0],
          [660, 420],
          [500, 420],
        ],
        'url(#beam)',
      ),
      rect(190, 50, 420, 250, '#0f172a', { rx: 10 }),
      rect(200, 60, 400, 230, '#f8fafc', { rx: 6 }),
      rect(220, 78, 160, 14, '#6366f1', { rx: 7 }),
      ...bars.map((h, i) =>
        rect(240 + i * 64, 270 - h, 40, h, i === bars.length - 1 ? '#f97316' : '#818cf8', { rx: 4 }),
      ),
      path('M 250 200 C 330 190 390 150 560 92', 'none', {
        stroke: '#0f172a',
        strokeWidth: 4,
        strokeDasharray: '10 8',
      }),
      rect(0, 400, 800, 30, '#b45309'),
      rect(0, 430, 800, 40, '#78350f'),
      standingPerson({ x: 560, y: 405, scale: 0.95, skin: SKIN[1], shirt: '#14b8a6', arm: 'up' }),
      rect(470, 320, 70, 90, '#334155', { rx: 6 }),
      circle(505, 350, 12, '#f97316'),
      line(515, 320, 535, 290, '#94a3b8', 4),
      ...audience,
    ],
  };
}

function whiteboardSession() {
  const noteColors = ['#fde68a', '#fbcfe8', '#bfdbfe', '#bbf7d0'];
  const notes = [];
  for (let col = 0; col < 3; col += 1) {
    notes.push(rect(160 + col * 175, 100, 120, 10, '#475569', { rx: 5 }));
    const count = [3, 4, 2][col];
    for (let i = 0; i < count; i += 1) {
      const x = 160 + col * 175 + (i % 2) * 58;
      const y = 128 + Math.floor(i / 2) * 70 + (i % 2) * 8;
      notes.push(
        group([
          rect(x, y, 54, 54, noteColors[(col + i) % 4], { transform: `rotate(${i % 2 ? 3 : -3} ${x + 27} ${y + 27})` }),
          line(x + 10, y + 20, x + 42, y + 20, '#64748b', 3),
          line(x + 10, y + 32, x + 34, y + 32, '#64748b', 3),
        ]),
      );
    }
  }
  return {
    defs: [],
    body: [
      rect(0, 0, 800, 600, '#f5efe6'),
      rect(0, 470, 800, 130, '#d6c7b0'),
      rect(110, 60, 580, 340, '#94a3b8', { rx: 10 }),
      rect(120, 70, 560, 320, '#ffffff', { rx: 6 }),
      rect(300, 398, 200, 10, '#94a3b8', { rx: 4 }),
      ...notes,
      path('M 290 190 C 310 170 320 170 335 185', 'none', { stroke: '#dc2626', strokeWidth: 4 }),
      polygon(
        [
          [335, 185],
          [322, 184],
          [332, 174],
        ],
        '#dc2626',
      ),
      path('M 465 220 C 485 200 495 200 510 215', 'none', { stroke: '#dc2626', strokeWidth: 4 }),
      polygon(
        [
          [510, 215],
          [497, 214],
          [507, 204],
        ],
        '#dc2626',
      ),
      path('M 170 340 Q 260 300 360 335 T 560 320', 'none', { stroke: '#2563eb', strokeWidth: 4 }),
      standingPerson({ x: 90, y: 560, scale: 1.2, skin: SKIN[2], shirt: '#ea580c', arm: 'up' }),
      standingPerson({ x: 720, y: 570, scale: 1.25, skin: SKIN[0], shirt: '#4f46e5', hair: '#92400e', arm: 'forward' }),
      rect(785, 410, 22, 30, '#f8fafc', { rx: 4 }),
    ],
  };
}

function citySkyline() {
  const random = seededRandom(7);
  const far = [];
  let x = 0;
  while (x < 800) {
    const w = 40 + random() * 50;
    const h = 140 + random() * 160;
    far.push(rect(x, 420 - h, w + 2, h, '#5b21b6', { opacity: 0.55 }));
    x += w;
  }
  const near = [];
  x = -10;
  while (x < 800) {
    const w = 60 + random() * 70;
    const h = 100 + random() * 200;
    const top = 460 - h;
    near.push(rect(x, top, w - 6, h, '#1e1b4b'));
    for (let wy = top + 16; wy < 440; wy += 24) {
      for (let wx = x + 10; wx < x + w - 20; wx += 18) {
        if (random() < 0.45) near.push(rect(wx, wy, 8, 12, '#fcd34d', { opacity: 0.9 }));
      }
    }
    x += w;
  }
  const ripples = [];
  for (let i = 0; i < 14; i += 1) {
    const ry = 480 + i * 9;
    const rx = random() * 700;
    ripples.push(line(rx, ry, rx + 40 + random() * 60, ry, '#fdba74', 3, { opacity: 0.5 }));
  }
  return {
    defs: [
      linearGradient('dusk', [
        [0, '#312e81'],
        [0.55, '#c026d3'],
        [1, '#fb923c'],
      ]),
    ],
    body: [
      rect(0, 0, 800, 600, 'url(#dusk)'),
      circle(600, 90, 40, '#fef3c7', { opacity: 0.95 }),
      ...far,
      ...near,
      rect(0, 460, 800, 140, '#1e3a8a'),
      ...ripples,
      rect(0, 456, 800, 8, '#0f172a'),
    ],
  };
}

function coffeeLaptop() {
  const grain = [];
  for (let i = 0; i < 12; i += 1)
    grain.push(
      path(`M 0 ${30 + i * 50} Q 400 ${10 + i * 50} 800 ${40 + i * 50}`, 'none', {
        stroke: '#a16207',
        strokeWidth: 2,
        opacity: 0.35,
      }),
    );
  const cards = [];
  for (let col = 0; col < 3; col += 1) {
    for (let i = 0; i < 3 - (col === 2 ? 1 : 0); i += 1) {
      cards.push(rect(258 + col * 95, 160 + i * 48, 80, 38, ['#fde68a', '#bfdbfe', '#bbf7d0'][col], { rx: 4 }));
    }
  }
  return {
    defs: [],
    body: [
      rect(0, 0, 800, 600, '#c08457'),
      ...grain,
      group(
        [
          rect(220, 110, 340, 240, '#334155', { rx: 14 }),
          rect(236, 126, 308, 208, '#f8fafc', { rx: 4 }),
          ...cards,
          rect(200, 350, 380, 150, '#94a3b8', { rx: 14 }),
          rect(230, 368, 320, 80, '#64748b', { rx: 6 }),
          rect(340, 458, 100, 30, '#cbd5e1', { rx: 6 }),
        ],
        { transform: 'rotate(-4 390 300)' },
      ),
      ellipse(660, 170, 78, 78, '#f8fafc'),
      circle(660, 170, 52, '#e2e8f0'),
      circle(660, 170, 42, '#6b3f1d'),
      path('M 660 190 C 630 165 640 145 660 160 C 680 145 690 165 660 190 Z', '#f5e6d3'),
      rect(726, 160, 26, 18, '#e2e8f0', { rx: 9 }),
      group(
        [
          rect(40, 360, 150, 200, '#1d4ed8', { rx: 8 }),
          rect(52, 372, 126, 176, '#fefce8', { rx: 4 }),
          ...[0, 1, 2, 3, 4, 5].map((i) => line(64, 400 + i * 24, 166, 400 + i * 24, '#94a3b8', 2)),
          line(60, 560, 180, 520, '#f97316', 7),
        ],
        { transform: 'rotate(8 115 460)' },
      ),
      circle(90, 110, 56, '#7c2d12'),
      ...[0, 60, 120, 180, 240, 300].map((angle) =>
        ellipse(90, 72, 16, 40, '#16a34a', { transform: `rotate(${angle} 90 110)` }),
      ),
      circle(90, 110, 14, '#15803d'),
      rect(620, 400, 90, 160, '#0f172a', { rx: 14, transform: 'rotate(12 665 480)' }),
    ],
  };
}

function userInterview() {
  return {
    defs: [
      linearGradient('view', [
        [0, '#7dd3fc'],
        [1, '#e0f2fe'],
      ]),
    ],
    body: [
      rect(0, 0, 800, 600, '#ecfeff'),
      rect(0, 470, 800, 130, '#a8a29e'),
      rect(290, 50, 220, 170, '#f5f5f4', { rx: 6 }),
      rect(302, 62, 196, 146, 'url(#view)'),
      polygon(
        [
          [302, 208],
          [360, 140],
          [410, 208],
        ],
        '#4ade80',
      ),
      polygon(
        [
          [380, 208],
          [440, 120],
          [498, 208],
        ],
        '#22c55e',
      ),
      line(400, 62, 400, 208, '#f5f5f4', 6),
      chair({ x: 200, y: 360, dir: 1 }),
      chair({ x: 600, y: 360, dir: -1 }),
      seatedPerson({ x: 200, y: 360, dir: 1, skin: SKIN[3], shirt: '#7c3aed', hair: '#92400e' }),
      seatedPerson({ x: 600, y: 360, dir: -1, skin: SKIN[1], shirt: '#0d9488' }),
      rect(300, 360, 200, 16, '#78350f', { rx: 4 }),
      rect(390, 376, 20, 110, '#78350f'),
      rect(340, 340, 60, 20, '#fef9c3', { rx: 2 }),
      rect(430, 330, 22, 30, '#f97316', { rx: 4 }),
      group([
        rect(120, 110, 150, 80, '#ffffff', { rx: 18, stroke: '#7c3aed', strokeWidth: 3 }),
        polygon(
          [
            [180, 190],
            [200, 190],
            [190, 212],
          ],
          '#7c3aed',
        ),
        line(145, 140, 245, 140, '#c4b5fd', 6),
        line(145, 162, 215, 162, '#c4b5fd', 6),
      ]),
      group([
        rect(540, 100, 150, 90, '#ffffff', { rx: 18, stroke: '#0d9488', strokeWidth: 3 }),
        polygon(
          [
            [600, 190],
            [620, 190],
            [610, 212],
          ],
          '#0d9488',
        ),
        circle(615, 135, 16, '#fde047'),
        rect(608, 150, 14, 12, '#a3a3a3', { rx: 2 }),
        line(640, 130, 670, 130, '#99f6e4', 6),
        line(640, 152, 665, 152, '#99f6e4', 6),
      ]),
    ],
  };
}

function mountainOffsite() {
  const trees = [];
  for (let i = 0; i < 9; i += 1) {
    const tx = 20 + i * 95 + (i % 2) * 20;
    const ty = 470 + (i % 3) * 8;
    if (tx > 300 && tx < 560) continue;
    trees.push(
      group([
        rect(tx - 4, ty, 8, 22, '#78350f'),
        polygon(
          [
            [tx - 28, ty + 2],
            [tx + 28, ty + 2],
            [tx, ty - 70],
          ],
          '#166534',
        ),
      ]),
    );
  }
  return {
    defs: [
      linearGradient('sky', [
        [0, '#7dd3fc'],
        [1, '#fef3c7'],
      ]),
    ],
    body: [
      rect(0, 0, 800, 600, 'url(#sky)'),
      circle(620, 120, 48, '#fbbf24'),
      polygon(
        [
          [0, 380],
          [160, 150],
          [320, 380],
        ],
        '#94a3b8',
      ),
      polygon(
        [
          [120, 200],
          [160, 150],
          [200, 200],
          [180, 190],
          [160, 205],
          [140, 192],
        ],
        '#f8fafc',
      ),
      polygon(
        [
          [220, 400],
          [440, 110],
          [660, 400],
        ],
        '#64748b',
      ),
      polygon(
        [
          [384, 184],
          [440, 110],
          [496, 184],
          [470, 172],
          [440, 192],
          [410, 174],
        ],
        '#f8fafc',
      ),
      polygon(
        [
          [500, 400],
          [680, 190],
          [860, 400],
        ],
        '#94a3b8',
      ),
      path('M 0 420 Q 200 360 400 410 T 800 400 L 800 600 L 0 600 Z', '#65a30d'),
      path('M 0 480 Q 250 440 500 480 T 800 470 L 800 600 L 0 600 Z', '#4d7c0f'),
      path('M 360 600 Q 420 520 470 470', 'none', { stroke: '#d6d3d1', strokeWidth: 18, strokeLinecap: 'round' }),
      ...trees,
      polygon(
        [
          [330, 520],
          [400, 420],
          [470, 520],
        ],
        '#ea580c',
      ),
      polygon(
        [
          [390, 520],
          [400, 470],
          [410, 520],
        ],
        '#7c2d12',
      ),
      polygon(
        [
          [480, 540],
          [540, 450],
          [600, 540],
        ],
        '#0d9488',
      ),
      polygon(
        [
          [532, 540],
          [540, 498],
          [548, 540],
        ],
        '#134e4a',
      ),
      standingPerson({ x: 260, y: 560, scale: 0.55, skin: SKIN[1], shirt: '#dc2626', arm: 'up' }),
      standingPerson({ x: 640, y: 565, scale: 0.55, skin: SKIN[0], shirt: '#2563eb' }),
      polygon(
        [
          [690, 565],
          [705, 540],
          [720, 565],
        ],
        '#f97316',
      ),
      polygon(
        [
          [697, 565],
          [705, 550],
          [713, 565],
        ],
        '#fde047',
      ),
    ],
  };
}

function productLaunch() {
  const random = seededRandom(3);
  const stars = [];
  for (let i = 0; i < 60; i += 1)
    stars.push(
      circle(random() * 800, random() * 420, 1 + random() * 2.5, '#f8fafc', { opacity: 0.5 + random() * 0.5 }),
    );
  const confetti = [];
  const colors = ['#f472b6', '#facc15', '#34d399', '#60a5fa', '#fb923c'];
  for (let i = 0; i < 40; i += 1) {
    const cx = random() * 800;
    const cy = 40 + random() * 380;
    confetti.push(
      rect(cx, cy, 10, 5, colors[i % colors.length], {
        transform: `rotate(${Math.round(random() * 180)} ${cx} ${cy})`,
      }),
    );
  }
  const clouds = [];
  for (let i = 0; i < 9; i += 1) clouds.push(circle(260 + i * 35, 520 + (i % 2) * 20, 50 + (i % 3) * 10, '#e2e8f0'));
  return {
    defs: [
      linearGradient('night', [
        [0, '#020617'],
        [1, '#1e3a8a'],
      ]),
      linearGradient('flame', [
        [0, '#fde047'],
        [1, '#f97316', 0],
      ]),
    ],
    body: [
      rect(0, 0, 800, 600, 'url(#night)'),
      ...stars,
      ...confetti,
      group(
        [
          path('M 400 60 C 450 110 460 200 455 330 L 345 330 C 340 200 350 110 400 60 Z', '#f8fafc'),
          path('M 400 60 C 430 90 442 120 447 150 L 353 150 C 358 120 370 90 400 60 Z', '#ef4444'),
          circle(400, 215, 30, '#1e40af', { stroke: '#94a3b8', strokeWidth: 8 }),
          path('M 345 270 L 300 360 L 348 330 Z', '#ef4444'),
          path('M 455 270 L 500 360 L 452 330 Z', '#ef4444'),
          rect(370, 330, 60, 20, '#64748b', { rx: 4 }),
          path('M 372 350 Q 400 470 428 350 Z', 'url(#flame)'),
        ],
        { transform: 'rotate(8 400 300)' },
      ),
      ...clouds,
      rect(0, 560, 800, 40, '#334155'),
    ],
  };
}

function stickyWall() {
  const random = seededRandom(5);
  const colors = ['#fde68a', '#fbcfe8', '#bfdbfe', '#bbf7d0', '#fed7aa'];
  const notes = [];
  const labels = ['Now', 'Next', 'Later'];
  labels.forEach((label, col) => {
    const left = 60 + col * 240;
    notes.push(text(left + 100, 78, label, { fontSize: 34, fontWeight: 700, fill: '#1e293b', textAnchor: 'middle' }));
    notes.push(line(left + 10, 94, left + 190, 94, '#1e293b', 4));
    const count = 6 - col;
    for (let i = 0; i < count; i += 1) {
      const x = left + (i % 2) * 100 + random() * 8;
      const y = 118 + Math.floor(i / 2) * 120 + random() * 8;
      const tilt = Math.round((random() - 0.5) * 10);
      notes.push(
        group(
          [
            rect(x + 4, y + 6, 84, 84, '#000000', { opacity: 0.12 }),
            rect(x, y, 84, 84, colors[(col * 2 + i) % colors.length]),
            line(x + 14, y + 30, x + 70, y + 30, '#475569', 4),
            line(x + 14, y + 48, x + 58, y + 48, '#475569', 4),
            line(x + 14, y + 66, x + 64, y + 66, '#475569', 4, { opacity: random() < 0.5 ? 1 : 0 }),
          ],
          { transform: `rotate(${tilt} ${x + 42} ${y + 42})` },
        ),
      );
    }
  });
  return {
    defs: [],
    body: [
      rect(0, 0, 800, 600, '#e7e5e4'),
      rect(30, 30, 740, 540, '#fafaf9', { rx: 8, stroke: '#d6d3d1', strokeWidth: 4 }),
      line(290, 110, 290, 540, '#d6d3d1', 3, { strokeDasharray: '8 10' }),
      line(530, 110, 530, 540, '#d6d3d1', 3, { strokeDasharray: '8 10' }),
      ...notes,
      circle(700, 470, 34, SKIN[1]),
      rect(690, 490, 60, 120, '#4f46e5', { rx: 24 }),
    ],
  };
}

function podcastMic() {
  const bars = [];
  for (let i = 0; i < 18; i += 1) {
    const h = 20 + Math.abs(Math.sin(i * 0.9)) * 90;
    bars.push(rect(470 + i * 16, 330 - h / 2, 9, h, '#f472b6', { rx: 4, opacity: 0.85 }));
  }
  return {
    defs: [
      linearGradient('studio', [
        [0, '#431407'],
        [1, '#7c2d12'],
      ]),
      radialGradient('glow', [
        [0, '#fb923c', 0.55],
        [1, '#fb923c', 0],
      ]),
    ],
    body: [
      rect(0, 0, 800, 600, 'url(#studio)'),
      circle(270, 260, 260, 'url(#glow)'),
      rect(560, 60, 170, 60, '#dc2626', { rx: 12 }),
      text(645, 102, 'ON AIR', { fontSize: 30, fontWeight: 700, fill: '#ffffff', textAnchor: 'middle' }),
      ...bars,
      path('M 130 40 L 200 170', 'none', { stroke: '#27272a', strokeWidth: 14, strokeLinecap: 'round' }),
      path('M 200 170 L 250 190', 'none', { stroke: '#27272a', strokeWidth: 14, strokeLinecap: 'round' }),
      rect(220, 170, 110, 200, '#3f3f46', { rx: 55 }),
      ...[0, 1, 2, 3, 4, 5].map((i) => line(236, 205 + i * 22, 314, 205 + i * 22, '#71717a', 4)),
      rect(210, 310, 130, 24, '#18181b', { rx: 8 }),
      circle(380, 250, 58, 'none', { stroke: '#e4e4e7', strokeWidth: 5, opacity: 0.8 }),
      rect(0, 470, 800, 130, '#292524'),
      path('M 470 470 Q 470 390 540 390 Q 610 390 610 470', 'none', { stroke: '#e5e7eb', strokeWidth: 14 }),
      rect(450, 440, 40, 60, '#52525b', { rx: 14 }),
      rect(590, 440, 40, 60, '#52525b', { rx: 14 }),
      rect(120, 480, 200, 16, '#a8a29e', { rx: 6 }),
      rect(680, 430, 50, 60, '#fef3c7', { rx: 8 }),
      path('M 730 445 Q 755 460 730 475', 'none', { stroke: '#fef3c7', strokeWidth: 6 }),
    ],
  };
}

function airportWindow() {
  const seats = [];
  for (let i = 0; i < 5; i += 1) {
    const sx = 40 + i * 150;
    seats.push(
      group([
        rect(sx, 440, 110, 70, '#1e40af', { rx: 14 }),
        rect(sx, 500, 110, 26, '#1e3a8a', { rx: 8 }),
        rect(sx + 50, 526, 10, 50, '#64748b'),
      ]),
    );
  }
  return {
    defs: [
      linearGradient('runwaySky', [
        [0, '#38bdf8'],
        [1, '#fde68a'],
      ]),
    ],
    body: [
      rect(0, 0, 800, 600, '#cbd5e1'),
      rect(30, 40, 740, 360, 'url(#runwaySky)'),
      rect(30, 320, 740, 80, '#64748b'),
      ...[0, 1, 2, 3, 4, 5, 6].map((i) => rect(60 + i * 110, 356, 60, 8, '#f8fafc')),
      group(
        [
          ellipse(470, 190, 150, 26, '#f8fafc'),
          path('M 450 190 L 380 110 L 410 110 L 510 190 Z', '#e2e8f0'),
          path('M 450 195 L 400 260 L 430 260 L 510 195 Z', '#cbd5e1'),
          path('M 600 185 L 640 130 L 655 130 L 630 190 Z', '#f97316'),
          ...[0, 1, 2, 3, 4, 5, 6].map((i) => circle(390 + i * 26, 184, 5, '#1e3a8a')),
        ],
        { transform: 'rotate(-12 470 190)' },
      ),
      ...[0, 1, 2, 3].map((i) => rect(30 + i * 246, 40, 12, 360, '#475569')),
      rect(30, 400, 740, 14, '#475569'),
      rect(0, 414, 800, 186, '#e2e8f0'),
      ...seats,
      rect(206, 414, 84, 30, '#94a3b8', { rx: 3, transform: 'rotate(-8 248 430)' }),
      rect(196, 440, 104, 10, '#334155', { rx: 3 }),
      rect(640, 340, 90, 130, '#ea580c', { rx: 12 }),
      rect(670, 316, 30, 30, 'none', { rx: 6, stroke: '#7c2d12', strokeWidth: 6 }),
    ],
  };
}

function bookshelfCorner() {
  const random = seededRandom(9);
  const colors = ['#b91c1c', '#1d4ed8', '#15803d', '#a16207', '#7c3aed', '#0f766e', '#be185d', '#f59e0b'];
  const shelves = [];
  for (let s = 0; s < 4; s += 1) {
    const base = 150 + s * 110;
    shelves.push(rect(420, base, 320, 12, '#78350f'));
    let bx = 432;
    while (bx < 720) {
      const w = 16 + random() * 16;
      const h = 60 + random() * 35;
      if (random() < 0.12 && bx < 680) {
        shelves.push(rect(bx, base - 18, 60, 18, colors[Math.floor(random() * colors.length)], { rx: 2 }));
        bx += 66;
        continue;
      }
      shelves.push(rect(bx, base - h, w, h, colors[Math.floor(random() * colors.length)], { rx: 2 }));
      bx += w + 3;
    }
  }
  return {
    defs: [
      radialGradient('lamp', [
        [0, '#fde68a', 0.75],
        [1, '#fde68a', 0],
      ]),
    ],
    body: [
      rect(0, 0, 800, 600, '#334155'),
      rect(0, 480, 800, 120, '#57534e'),
      circle(200, 200, 220, 'url(#lamp)'),
      rect(410, 40, 340, 440, '#92400e', { rx: 6 }),
      rect(420, 50, 320, 420, '#451a03'),
      ...shelves,
      ellipse(250, 540, 220, 40, '#b45309', { opacity: 0.7 }),
      rect(130, 320, 220, 80, '#0f766e', { rx: 30 }),
      rect(110, 360, 260, 110, '#115e59', { rx: 30 }),
      rect(100, 340, 50, 140, '#134e4a', { rx: 22 }),
      rect(330, 340, 50, 140, '#134e4a', { rx: 22 }),
      rect(170, 370, 70, 14, '#fef3c7', { rx: 3, transform: 'rotate(-8 205 377)' }),
      line(60, 480, 60, 150, '#1c1917', 6),
      path('M 20 150 L 100 150 L 85 100 L 35 100 Z', '#fbbf24'),
      ellipse(60, 485, 40, 8, '#1c1917'),
    ],
  };
}

function hackathonNight() {
  const random = seededRandom(13);
  const monitors = [];
  const codeColors = ['#38bdf8', '#a78bfa', '#4ade80', '#f472b6', '#facc15'];
  [120, 320, 520].forEach((mx) => {
    monitors.push(rect(mx, 230, 170, 110, '#0f172a', { rx: 8, stroke: '#475569', strokeWidth: 6 }));
    for (let l = 0; l < 6; l += 1) {
      const indent = (l % 3) * 12;
      monitors.push(
        rect(mx + 14 + indent, 246 + l * 15, 40 + random() * 80, 6, codeColors[(l + mx) % codeColors.length], {
          rx: 3,
        }),
      );
    }
    monitors.push(rect(mx + 75, 340, 20, 30, '#475569'));
  });
  const stars = [];
  for (let i = 0; i < 20; i += 1)
    stars.push(circle(460 + random() * 300, 30 + random() * 130, 1.5 + random() * 1.5, '#e2e8f0'));
  return {
    defs: [
      radialGradient('screenGlow', [
        [0, '#38bdf8', 0.35],
        [1, '#38bdf8', 0],
      ]),
    ],
    body: [
      rect(0, 0, 800, 600, '#111827'),
      rect(440, 20, 340, 160, '#1e1b4b', { rx: 4, stroke: '#374151', strokeWidth: 8 }),
      ...stars,
      circle(720, 70, 26, '#fef9c3'),
      circle(400, 300, 330, 'url(#screenGlow)'),
      rect(60, 370, 680, 24, '#78350f'),
      rect(80, 394, 16, 206, '#451a03'),
      rect(704, 394, 16, 206, '#451a03'),
      ...monitors,
      group([
        rect(40, 340, 150, 30, '#fef3c7', { rx: 2 }),
        polygon(
          [
            [60, 345],
            [110, 345],
            [85, 365],
          ],
          '#f59e0b',
        ),
        polygon(
          [
            [115, 345],
            [165, 345],
            [140, 365],
          ],
          '#f59e0b',
        ),
        circle(80, 352, 4, '#dc2626'),
        circle(140, 352, 4, '#dc2626'),
      ]),
      rect(700, 330, 22, 40, '#22c55e', { rx: 4 }),
      rect(728, 336, 22, 34, '#3b82f6', { rx: 4 }),
      group([circle(210, 470, 36, '#0b1120'), rect(160, 500, 100, 110, '#0b1120', { rx: 40 })]),
      group([circle(420, 462, 36, '#0b1120'), rect(370, 492, 100, 118, '#0b1120', { rx: 40 })]),
      group([circle(610, 474, 34, '#0b1120'), rect(562, 502, 96, 108, '#0b1120', { rx: 40 })]),
    ],
  };
}

/** The photos, in page order: slug, what the artwork shows, and how it is drawn. */
export const photoScenes = [
  {
    slug: 'conference-stage',
    draw: conferenceStage,
    alt: 'Illustration of a speaker at a podium on a conference stage, in front of a large screen showing a rising bar chart, with the audience in silhouette.',
  },
  {
    slug: 'whiteboard-session',
    draw: whiteboardSession,
    alt: 'Illustration of two people at a whiteboard covered in coloured sticky notes arranged in three columns and joined by arrows.',
  },
  {
    slug: 'city-skyline',
    draw: citySkyline,
    alt: 'Illustration of a city skyline at dusk, with lit windows, a pale moon in a purple and orange sky, and a river in front.',
  },
  {
    slug: 'coffee-and-laptop',
    draw: coffeeLaptop,
    alt: 'Illustration from above of a wooden desk with an open laptop showing a task board, a cup of coffee, a notebook with a pen, a plant and a phone.',
  },
  {
    slug: 'user-interview',
    draw: userInterview,
    alt: 'Illustration of two people seated across a small table in conversation, under a window, with speech bubbles above them, one showing a light bulb.',
  },
  {
    slug: 'mountain-offsite',
    draw: mountainOffsite,
    alt: 'Illustration of snow-capped mountains above a green valley with pine trees, two tents, a small campfire and two hikers.',
  },
  {
    slug: 'launch-day',
    draw: productLaunch,
    alt: 'Illustration of a red and white rocket lifting off into a starry night sky, surrounded by confetti and clouds of smoke.',
  },
  {
    slug: 'roadmap-wall',
    draw: stickyWall,
    alt: 'Illustration of a wall of sticky notes in three columns headed Now, Next and Later, with a person standing beside it.',
  },
  {
    slug: 'podcast-studio',
    draw: podcastMic,
    alt: 'Illustration of a studio microphone on a boom arm with a pop filter, an On Air sign, headphones and a mug on the desk, and pink sound-wave bars.',
  },
  {
    slug: 'airport-gate',
    draw: airportWindow,
    alt: 'Illustration of an airport gate: a plane taking off beyond a large window, a row of blue seats, an orange suitcase and a laptop.',
  },
  {
    slug: 'reading-corner',
    draw: bookshelfCorner,
    alt: 'Illustration of a reading corner: a floor lamp casting warm light over a teal armchair with an open book, beside a tall bookshelf full of colourful books.',
  },
  {
    slug: 'hackathon-night',
    draw: hackathonNight,
    alt: 'Illustration of a hackathon at night: three people seen from behind at a desk with three monitors of colourful code, a pizza box and drink cans.',
  },
];
