import { createHash } from 'node:crypto';
import palettes from './illustration-palettes.json';
import neonLetters from './neon-letters.json';

/**
 * Demo pictures of studio rooms, drawn locally (no download): flat-design SVG scenes (a room in
 * one-point perspective with acoustic foam, desks, microphones on boom arms, lights, cameras and
 * a neon sign such as REC or LIVE). Everything is derived from a seed string, so the same seed
 * always gives the same picture. The neon letters are drawn as strokes, so no font is needed on
 * the machine. The colours and letter strokes are data beside this file
 * (illustration-palettes.json, neon-letters.json). `npm run demo:pictures` writes the demo
 * studios' scenes to demo-data/pictures, which the server reads at seed time; the server does
 * not bundle this code (docs/decisions/044).
 */

export const ILLUSTRATION_WIDTH = 1200;
export const ILLUSTRATION_HEIGHT = 900;

export const ILLUSTRATION_VIEWS = ['podcast', 'interview', 'video', 'control'] as const;
export type IllustrationView = (typeof ILLUSTRATION_VIEWS)[number];

export type IllustrationOptions = {
  /** Everything not given below is chosen from this. */
  seed: string;
  /** Up to 4 letters for the neon sign. */
  sign: string;
  view: IllustrationView;
  /** Index into the palettes (taken modulo their number). */
  palette: number;
  /** The video set's backdrop is chroma green instead of paper. */
  greenScreen?: boolean;
};

// ---- deterministic randomness ----

type Rng = () => number;

/** mulberry32 seeded from the SHA-256 of the seed text. */
function rngFrom(seed: string): Rng {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (rng: Rng, min: number, max: number) => min + (max - min) * rng();
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;

/** A small whole number from a text (for choosing palettes and views). */
function seedNumber(seed: string): number {
  return createHash('sha256').update(seed).digest().readUInt32LE(4);
}

// ---- colours ----

function parseHex(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = parseHex(a);
  const [r2, g2, b2] = parseHex(b);
  const c = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${c(r1, r2)}${c(g1, g2)}${c(b1, b2)}`;
}
const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
const darken = (c: string, t: number) => mix(c, '#000000', t);

type Palette = {
  name: string;
  wall: string;
  side: string;
  ceiling: string;
  floor: string;
  floorKind: 'wood' | 'concrete' | 'carpet';
  foam: string;
  slats: string;
  neon: string;
  desk: string;
  chair: string;
  rug: string;
  metal: string;
  backdrop: string;
  lamp: string;
};

/** The colour schemes of the rooms (illustration-palettes.json; `name` only describes one). */
const PALETTES = palettes as readonly Palette[];

export const PALETTE_COUNT = PALETTES.length;

// ---- geometry of the room (one-point perspective) ----

const W = ILLUSTRATION_WIDTH;
const H = ILLUSTRATION_HEIGHT;
const VP = { x: 600, y: 330 };
const BACK = { x0: 240, x1: 960, y0: 100, y1: 560 };

const r1 = (n: number) => Math.round(n * 10) / 10;
const pts = (list: readonly (readonly [number, number])[]) =>
  list.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ');

/** A point on the left wall: x from 0 (near) to BACK.x0 (far), f from 0 (ceiling) to 1 (floor). */
function leftWall(x: number, f: number): [number, number] {
  const k = (x - VP.x) / (BACK.x0 - VP.x);
  const top = VP.y + k * (BACK.y0 - VP.y);
  const bottom = VP.y + k * (BACK.y1 - VP.y);
  return [x, top + f * (bottom - top)];
}
function rightWall(x: number, f: number): [number, number] {
  const [, y] = leftWall(W - x, f);
  return [x, y];
}
/** Where the floor line through the back wall's foot at x meets the picture's bottom edge. */
const floorFront = (xBack: number) => VP.x + ((xBack - VP.x) * (H - VP.y)) / (BACK.y1 - VP.y);

// ---- the drawing ----

class Svg {
  private defs: string[] = [];
  private body: string[] = [];
  private ids = 0;
  constructor(readonly rng: Rng) {}

  add(...parts: string[]) {
    this.body.push(...parts);
  }
  /** A linear gradient; returns `url(#id)`. */
  linear(stops: [number, string, number?][], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = `g${this.ids++}`;
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
        .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a ?? 1}"/>`)
        .join('')}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  /** A radial glow of one colour fading out. */
  glow(color: string, opacity: number): string {
    const id = `g${this.ids++}`;
    this.defs.push(
      `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="0.45" stop-color="${color}" stop-opacity="${r1(opacity * 0.4)}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
    );
    return `url(#${id})`;
  }
  /** Clear in the middle, a soft dark edge. */
  vignette(): string {
    const id = `g${this.ids++}`;
    this.defs.push(
      `<radialGradient id="${id}" cx="0.5" cy="0.45" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.42"/></radialGradient>`,
    );
    return `url(#${id})`;
  }
  toString() {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}

type Scene = { svg: Svg; p: Palette; rng: Rng; sign: string; greenScreen: boolean };

function room(s: Scene) {
  const { svg, p, rng } = s;
  // Ceiling
  svg.add(
    `<polygon points="${pts([leftWall(0, 0), rightWall(W, 0), [BACK.x1, BACK.y0], [BACK.x0, BACK.y0]])}" fill="${svg.linear(
      [
        [0, darken(p.ceiling, 0.2)],
        [1, lighten(p.ceiling, 0.08)],
      ],
    )}"/>`,
  );
  // Back wall
  svg.add(
    `<rect x="${BACK.x0}" y="${BACK.y0}" width="${BACK.x1 - BACK.x0}" height="${BACK.y1 - BACK.y0}" fill="${svg.linear(
      [
        [0, darken(p.wall, 0.12)],
        [0.55, p.wall],
        [1, lighten(p.wall, 0.06)],
      ],
    )}"/>`,
  );
  // Side walls: darker toward the viewer.
  svg.add(
    `<polygon points="${pts([leftWall(0, 0), [BACK.x0, BACK.y0], [BACK.x0, BACK.y1], leftWall(0, 1)])}" fill="${svg.linear(
      [
        [0, darken(p.side, 0.28)],
        [1, p.side],
      ],
      0,
      0,
      1,
      0,
    )}"/>`,
    `<polygon points="${pts([rightWall(W, 0), [BACK.x1, BACK.y0], [BACK.x1, BACK.y1], rightWall(W, 1)])}" fill="${svg.linear(
      [
        [0, p.side],
        [1, darken(p.side, 0.28)],
      ],
      0,
      0,
      1,
      0,
    )}"/>`,
  );
  // Floor
  const [, leftFoot] = leftWall(0, 1);
  svg.add(
    `<polygon points="${pts([
      [BACK.x0, BACK.y1],
      [BACK.x1, BACK.y1],
      [W, leftFoot],
      [W, H],
      [0, H],
      [0, leftFoot],
    ])}" fill="${svg.linear([
      [0, darken(p.floor, 0.25)],
      [1, lighten(p.floor, 0.05)],
    ])}"/>`,
  );
  if (p.floorKind === 'wood') {
    // Planks: strips converging on the vanishing point, alternately a shade lighter.
    const planks = 22;
    const xs = Array.from({ length: planks + 1 }, (_, i) => -420 + (i * (W + 840)) / planks);
    for (let i = 0; i < planks; i++) {
      const a = xs[i]!;
      const b = xs[i + 1]!;
      const backA = VP.x + ((a - VP.x) * (BACK.y1 - VP.y)) / (H - VP.y);
      const backB = VP.x + ((b - VP.x) * (BACK.y1 - VP.y)) / (H - VP.y);
      const shade = i % 2 === 0 ? lighten(p.floor, 0.07) : darken(p.floor, 0.04 + rng() * 0.05);
      svg.add(
        `<polygon points="${pts([
          [backA, BACK.y1],
          [backB, BACK.y1],
          [b, H],
          [a, H],
        ])}" fill="${shade}" opacity="0.45"/>`,
      );
    }
  } else if (p.floorKind === 'concrete') {
    for (const d of [0.82, 0.62, 0.46]) {
      const y = VP.y + (BACK.y1 - VP.y) / d;
      svg.add(
        `<line x1="0" y1="${r1(y)}" x2="${W}" y2="${r1(y)}" stroke="${darken(p.floor, 0.2)}" stroke-width="2" opacity="0.5"/>`,
      );
    }
    for (const xb of [420, 600, 780]) {
      svg.add(
        `<line x1="${xb}" y1="${BACK.y1}" x2="${r1(floorFront(xb))}" y2="${H}" stroke="${darken(p.floor, 0.2)}" stroke-width="2" opacity="0.5"/>`,
      );
    }
  }
  // Skirting and corners
  svg.add(
    `<rect x="${BACK.x0}" y="${BACK.y1 - 10}" width="${BACK.x1 - BACK.x0}" height="10" fill="${darken(p.wall, 0.3)}"/>`,
    `<polyline points="${pts([leftWall(0, 0), [BACK.x0, BACK.y0], [BACK.x1, BACK.y0], rightWall(W, 0)])}" fill="none" stroke="${darken(p.ceiling, 0.3)}" stroke-width="3" opacity="0.6"/>`,
  );
}

/** Pyramid foam tiles on the back wall. */
function foamPanel(s: Scene, x: number, y: number, cols: number, rows: number, size: number) {
  const { svg, p } = s;
  const top = lighten(p.foam, 0.22);
  const left = lighten(p.foam, 0.08);
  const right = darken(p.foam, 0.12);
  const bottom = darken(p.foam, 0.3);
  const parts = [
    `<rect x="${x - 6}" y="${y - 6}" width="${cols * size + 12}" height="${rows * size + 12}" rx="4" fill="${darken(p.foam, 0.45)}"/>`,
  ];
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++) {
      const x0 = x + i * size;
      const y0 = y + j * size;
      const cx = x0 + size / 2;
      const cy = y0 + size / 2;
      const x1 = x0 + size;
      const y1 = y0 + size;
      parts.push(
        `<polygon points="${pts([
          [x0, y0],
          [x1, y0],
          [cx, cy],
        ])}" fill="${top}"/>`,
        `<polygon points="${pts([
          [x0, y0],
          [cx, cy],
          [x0, y1],
        ])}" fill="${left}"/>`,
        `<polygon points="${pts([
          [x1, y0],
          [x1, y1],
          [cx, cy],
        ])}" fill="${right}"/>`,
        `<polygon points="${pts([
          [x0, y1],
          [cx, cy],
          [x1, y1],
        ])}" fill="${bottom}"/>`,
      );
    }
  }
  svg.add(...parts);
}

/** Foam tiles on a side wall, in perspective. */
function sideFoam(
  s: Scene,
  side: 'left' | 'right',
  xFrom: number,
  xTo: number,
  fFrom: number,
  fTo: number,
) {
  const { svg, p } = s;
  const at = side === 'left' ? leftWall : (x: number, f: number) => rightWall(W - x, f);
  const cols = 5;
  const rows = 6;
  const parts: string[] = [];
  const frame = [at(xFrom, fFrom), at(xTo, fFrom), at(xTo, fTo), at(xFrom, fTo)];
  parts.push(`<polygon points="${pts(frame)}" fill="${darken(p.foam, 0.45)}"/>`);
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++) {
      const xa = xFrom + ((xTo - xFrom) * (i + 0.06)) / cols;
      const xb = xFrom + ((xTo - xFrom) * (i + 0.94)) / cols;
      const fa = fFrom + ((fTo - fFrom) * (j + 0.06)) / rows;
      const fb = fFrom + ((fTo - fFrom) * (j + 0.94)) / rows;
      const a = at(xa, fa);
      const b = at(xb, fa);
      const c = at(xb, fb);
      const d = at(xa, fb);
      const m = at((xa + xb) / 2, (fa + fb) / 2);
      parts.push(
        `<polygon points="${pts([a, b, m])}" fill="${lighten(p.foam, 0.18)}"/>`,
        `<polygon points="${pts([b, c, m])}" fill="${darken(p.foam, 0.1)}"/>`,
        `<polygon points="${pts([c, d, m])}" fill="${darken(p.foam, 0.28)}"/>`,
        `<polygon points="${pts([d, a, m])}" fill="${lighten(p.foam, 0.05)}"/>`,
      );
    }
  }
  svg.add(...parts);
}

/** Vertical wooden slats on a side wall. */
function sideSlats(s: Scene, side: 'left' | 'right', xFrom: number, xTo: number) {
  const { svg, p } = s;
  const at = side === 'left' ? leftWall : (x: number, f: number) => rightWall(W - x, f);
  const n = 14;
  const parts: string[] = [];
  for (let i = 0; i < n; i++) {
    const xa = xFrom + ((xTo - xFrom) * i) / n;
    const xb = xFrom + ((xTo - xFrom) * (i + 0.55)) / n;
    parts.push(
      `<polygon points="${pts([at(xa, 0.08), at(xb, 0.08), at(xb, 0.97), at(xa, 0.97)])}" fill="${i % 3 === 0 ? darken(p.slats, 0.08) : p.slats}"/>`,
    );
  }
  svg.add(...parts);
}

/** A window on a side wall with a dusk sky over a city, and blinds. */
function sideWindow(s: Scene, side: 'left' | 'right', xFrom: number, xTo: number) {
  const { svg, p, rng } = s;
  const at = side === 'left' ? leftWall : (x: number, f: number) => rightWall(W - x, f);
  const frame = [at(xFrom, 0.2), at(xTo, 0.2), at(xTo, 0.66), at(xFrom, 0.66)];
  const sky = svg.linear([
    [0, '#2b3a67'],
    [0.55, '#c86b85'],
    [1, '#f6b26b'],
  ]);
  const parts = [
    `<polygon points="${pts(frame)}" fill="${darken(p.side, 0.4)}"/>`,
    `<polygon points="${pts([at(xFrom + 6, 0.22), at(xTo - 4, 0.22), at(xTo - 4, 0.64), at(xFrom + 6, 0.64)])}" fill="${sky}"/>`,
  ];
  // Skyline blocks
  const steps = 7;
  for (let i = 0; i < steps; i++) {
    const xa = xFrom + 6 + ((xTo - xFrom - 10) * i) / steps;
    const xb = xFrom + 6 + ((xTo - xFrom - 10) * (i + 1)) / steps;
    const h = between(rng, 0.06, 0.2);
    parts.push(
      `<polygon points="${pts([at(xa, 0.64 - h), at(xb, 0.64 - h), at(xb, 0.64), at(xa, 0.64)])}" fill="#1f2340" opacity="0.85"/>`,
    );
  }
  // Blinds
  for (let j = 0; j < 6; j++) {
    const f = 0.23 + j * 0.035;
    parts.push(
      `<polygon points="${pts([at(xFrom + 6, f), at(xTo - 4, f), at(xTo - 4, f + 0.018), at(xFrom + 6, f + 0.018)])}" fill="#f4efe6" opacity="0.9"/>`,
    );
  }
  parts.push(
    `<polygon points="${pts([at(xFrom, 0.66), at(xTo, 0.66), at(xTo, 0.68), at(xFrom, 0.68)])}" fill="${lighten(p.side, 0.3)}"/>`,
  );
  svg.add(...parts);
}

function sideDecor(s: Scene) {
  const { rng } = s;
  const choices = ['foam', 'slats', 'window'] as const;
  const leftKind = pick(rng, choices);
  const rightKind = pick(
    rng,
    choices.filter((c) => c !== leftKind),
  );
  for (const [side, kind] of [
    ['left', leftKind],
    ['right', rightKind],
  ] as const) {
    if (kind === 'foam') sideFoam(s, side, 60, 200, 0.2, 0.62);
    else if (kind === 'slats') sideSlats(s, side, 20, 225);
    else sideWindow(s, side, 50, 200);
  }
}

// ---- neon letters (single-stroke, on a 4 x 6 grid) ----

type Stroke = [number, number][];
/** Each letter as strokes (neon-letters.json), and words a studio might have in neon on its wall. */
const LETTERS = neonLetters.letters as Record<string, number[][][]> as Record<string, Stroke[]>;
const NEON_SIGNS: readonly string[] = neonLetters.signs;

/** Neon tubes spelling `text`, centred on (cx, cy), letters `height` tall. */
function neonText(s: Scene, text: string, cx: number, cy: number, height: number, color: string) {
  const { svg } = s;
  // A space is kept as an empty letter cell.
  const letters = [...text.toUpperCase()].filter((c) => c === ' ' || LETTERS[c]);
  const u = height / 6;
  const gap = 1.8;
  const width = (letters.length * 4 + (letters.length - 1) * gap) * u;
  const x0 = cx - width / 2;
  const y0 = cy - height / 2;
  const d = letters
    .flatMap((letter, i) =>
      (LETTERS[letter] ?? []).map(
        (stroke) =>
          'M' +
          stroke.map(([x, y]) => `${r1(x0 + (x + i * (4 + gap)) * u)} ${r1(y0 + y * u)}`).join('L'),
      ),
    )
    .join('');
  svg.add(
    `<ellipse cx="${cx}" cy="${cy}" rx="${r1(width * 0.95 + 60)}" ry="${r1(height * 1.5)}" fill="${svg.glow(color, 0.45)}"/>`,
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="${r1(u * 1.5)}" stroke-linecap="round" stroke-linejoin="round" opacity="0.25"/>`,
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="${r1(u * 0.75)}" stroke-linecap="round" stroke-linejoin="round" opacity="0.6"/>`,
    `<path d="${d}" fill="none" stroke="${lighten(color, 0.6)}" stroke-width="${r1(u * 0.32)}" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
}

function neonSign(s: Scene, cx: number, cy: number, height: number) {
  const { svg, p } = s;
  const n = Math.max(1, s.sign.length);
  const width = (n * 4 + (n - 1) * 1.8) * (height / 6);
  svg.add(
    `<rect x="${r1(cx - width / 2 - height * 0.45)}" y="${r1(cy - height * 0.85)}" width="${r1(width + height * 0.9)}" height="${r1(height * 1.7)}" rx="${r1(height * 0.2)}" fill="${darken(p.wall, 0.78)}" opacity="0.82"/>`,
    `<circle cx="${r1(cx - width / 2 - height * 0.28)}" cy="${r1(cy - height * 0.68)}" r="4" fill="#c9ced6"/>`,
    `<circle cx="${r1(cx + width / 2 + height * 0.28)}" cy="${r1(cy - height * 0.68)}" r="4" fill="#c9ced6"/>`,
  );
  neonText(s, s.sign, cx, cy, height, p.neon);
}

/** A red 'ON AIR' light box. */
function onAir(s: Scene, cx: number, cy: number) {
  const { svg } = s;
  svg.add(
    `<ellipse cx="${cx}" cy="${cy}" rx="120" ry="60" fill="${svg.glow('#ff3b3b', 0.35)}"/>`,
    `<rect x="${cx - 78}" y="${cy - 24}" width="156" height="48" rx="10" fill="#2a0b0b"/>`,
    `<rect x="${cx - 72}" y="${cy - 18}" width="144" height="36" rx="7" fill="#d7263d"/>`,
  );
  neonText(s, 'ON AIR', cx, cy, 20, '#fff1f1');
}

function pendantLamp(s: Scene, x: number, y: number, size: number) {
  const { svg, p } = s;
  svg.add(
    `<ellipse cx="${x}" cy="${y + size * 1.4}" rx="${size * 3.2}" ry="${size * 2.6}" fill="${svg.glow(p.lamp, 0.45)}"/>`,
    `<line x1="${x}" y1="0" x2="${x}" y2="${y}" stroke="${p.metal}" stroke-width="3"/>`,
    `<path d="M${x - size} ${y + size * 0.8} Q${x - size} ${y - size * 0.1} ${x} ${y - size * 0.1} Q${x + size} ${y - size * 0.1} ${x + size} ${y + size * 0.8} Z" fill="${p.metal}"/>`,
    `<ellipse cx="${x}" cy="${y + size * 0.8}" rx="${size}" ry="${size * 0.18}" fill="${lighten(p.lamp, 0.4)}"/>`,
  );
}

function rug(s: Scene, cx: number, cy: number, rx: number, ry: number) {
  const { svg, p } = s;
  svg.add(
    `<ellipse cx="${cx}" cy="${cy + 6}" rx="${rx}" ry="${ry}" fill="${darken(p.rug, 0.35)}" opacity="0.5"/>`,
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${p.rug}"/>`,
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx * 0.82}" ry="${ry * 0.78}" fill="none" stroke="${lighten(p.rug, 0.35)}" stroke-width="5" opacity="0.7"/>`,
  );
}

function plant(s: Scene, x: number, baseY: number, scale: number) {
  const { svg, rng } = s;
  const leafColors = ['#2d6a4f', '#40916c', '#52b788', '#1b4332'];
  const parts: string[] = [];
  const potTop = baseY - 70 * scale;
  const stemTop = potTop - 10 * scale;
  for (let i = 0; i < 11; i++) {
    const angle = -160 + (140 * i) / 10 + between(rng, -8, 8);
    const len = between(rng, 55, 95) * scale;
    const rad = (angle * Math.PI) / 180;
    const lx = x + Math.cos(rad) * len * 0.6;
    const ly = stemTop + Math.sin(rad) * len * 0.6;
    parts.push(
      `<line x1="${x}" y1="${r1(stemTop + 20 * scale)}" x2="${r1(lx)}" y2="${r1(ly)}" stroke="#1b4332" stroke-width="${r1(3 * scale)}"/>`,
      `<ellipse cx="${r1(lx)}" cy="${r1(ly)}" rx="${r1(len * 0.45)}" ry="${r1(len * 0.2)}" transform="rotate(${r1(angle)} ${r1(lx)} ${r1(ly)})" fill="${pick(rng, leafColors)}"/>`,
    );
  }
  parts.push(
    `<ellipse cx="${x}" cy="${baseY}" rx="${r1(48 * scale)}" ry="${r1(10 * scale)}" fill="#000" opacity="0.2"/>`,
    `<polygon points="${pts([
      [x - 40 * scale, potTop],
      [x + 40 * scale, potTop],
      [x + 30 * scale, baseY],
      [x - 30 * scale, baseY],
    ])}" fill="${s.svg.linear(
      [
        [0, '#e9dcc9'],
        [1, '#c9b79f'],
      ],
      0,
      0,
      1,
      0,
    )}"/>`,
    `<rect x="${r1(x - 43 * scale)}" y="${r1(potTop - 6 * scale)}" width="${r1(86 * scale)}" height="${r1(12 * scale)}" rx="${r1(4 * scale)}" fill="#f3e9da"/>`,
  );
  svg.add(...parts);
}

/** A microphone with a pop filter, its grille centred at (x, y). */
function microphone(s: Scene, x: number, y: number, scale: number, facing: 1 | -1 = 1) {
  const { p } = s;
  const w = 24 * scale;
  const h = 62 * scale;
  s.svg.add(
    `<ellipse cx="${x}" cy="${r1(y + h * 0.15)}" rx="${r1(w * 1.05)}" ry="${r1(h * 0.36)}" fill="none" stroke="${p.metal}" stroke-width="${r1(3 * scale)}"/>`,
    `<rect x="${r1(x - w / 2)}" y="${r1(y - h / 2)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(w / 2)}" fill="${darken(p.metal, 0.2)}"/>`,
    `<rect x="${r1(x - w / 2)}" y="${r1(y - h / 2)}" width="${r1(w)}" height="${r1(h * 0.5)}" rx="${r1(w / 2)}" fill="${lighten(p.metal, 0.35)}"/>`,
    ...[0.18, 0.3, 0.42].map(
      (f) =>
        `<line x1="${r1(x - w / 2 + 3)}" y1="${r1(y - h / 2 + h * f)}" x2="${r1(x + w / 2 - 3)}" y2="${r1(y - h / 2 + h * f)}" stroke="${darken(p.metal, 0.3)}" stroke-width="${r1(1.6 * scale)}"/>`,
    ),
    `<line x1="${r1(x + facing * w * 1.1)}" y1="${r1(y - h * 0.25)}" x2="${r1(x + facing * w * 1.6)}" y2="${r1(y - h * 0.1)}" stroke="${p.metal}" stroke-width="${r1(2 * scale)}"/>`,
    `<ellipse cx="${r1(x + facing * w * 1.85)}" cy="${r1(y - h * 0.1)}" rx="${r1(6 * scale)}" ry="${r1(24 * scale)}" fill="#111" opacity="0.55" stroke="${p.metal}" stroke-width="${r1(2.5 * scale)}"/>`,
  );
}

/** A desk-clamped boom arm from (bx, by) ending at a microphone at (mx, my). */
function boomMic(s: Scene, bx: number, by: number, mx: number, my: number, scale: number) {
  const { svg, p } = s;
  const ex = (bx + mx) / 2 + (mx > bx ? -30 : 30) * scale;
  const ey = Math.min(by, my) - 110 * scale;
  svg.add(
    `<rect x="${r1(bx - 8 * scale)}" y="${r1(by - 6 * scale)}" width="${r1(16 * scale)}" height="${r1(22 * scale)}" fill="${p.metal}"/>`,
    `<polyline points="${pts([
      [bx, by],
      [ex, ey],
      [mx, my - 38 * scale],
    ])}" fill="none" stroke="${p.metal}" stroke-width="${r1(6 * scale)}" stroke-linejoin="round" stroke-linecap="round"/>`,
    `<circle cx="${r1(ex)}" cy="${r1(ey)}" r="${r1(7 * scale)}" fill="${lighten(p.metal, 0.2)}"/>`,
  );
  microphone(s, mx, my, scale, mx < 600 ? 1 : -1);
}

/** A podcast chair seen from the front, behind a desk: only the back shows above the desk. */
function chairBack(s: Scene, cx: number, topY: number, w: number, h: number) {
  const { svg, p } = s;
  svg.add(
    `<rect x="${r1(cx - w / 2)}" y="${r1(topY)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(w * 0.28)}" fill="${svg.linear(
      [
        [0, lighten(p.chair, 0.12)],
        [1, darken(p.chair, 0.2)],
      ],
    )}"/>`,
    `<rect x="${r1(cx - w * 0.32)}" y="${r1(topY + h * 0.12)}" width="${r1(w * 0.64)}" height="${r1(h * 0.7)}" rx="${r1(w * 0.2)}" fill="${darken(p.chair, 0.12)}" opacity="0.45"/>`,
  );
}

function desk(s: Scene, cx: number, topY: number, width: number, depth: number, frontH: number) {
  const { svg, p } = s;
  const back = width * 0.9;
  svg.add(
    `<polygon points="${pts([
      [cx - back / 2, topY],
      [cx + back / 2, topY],
      [cx + width / 2, topY + depth],
      [cx - width / 2, topY + depth],
    ])}" fill="${lighten(p.desk, 0.08)}"/>`,
    `<rect x="${r1(cx - width / 2)}" y="${r1(topY + depth)}" width="${width}" height="10" fill="${darken(p.desk, 0.15)}"/>`,
    `<rect x="${r1(cx - width / 2 + 14)}" y="${r1(topY + depth + 10)}" width="${width - 28}" height="${frontH}" rx="6" fill="${svg.linear(
      [
        [0, darken(p.desk, 0.22)],
        [1, darken(p.desk, 0.42)],
      ],
    )}"/>`,
    `<rect x="${r1(cx - width / 2 + 34)}" y="${r1(topY + depth + 26)}" width="${width - 68}" height="${r1(frontH * 0.5)}" rx="5" fill="none" stroke="${lighten(p.desk, 0.1)}" stroke-width="3" opacity="0.35"/>`,
    `<ellipse cx="${cx}" cy="${r1(topY + depth + frontH + 16)}" rx="${r1(width * 0.55)}" ry="14" fill="#000" opacity="0.18"/>`,
  );
}

function laptop(s: Scene, x: number, y: number, scale: number) {
  const { svg, p } = s;
  svg.add(
    `<polygon points="${pts([
      [x - 42 * scale, y],
      [x + 42 * scale, y],
      [x + 36 * scale, y - 52 * scale],
      [x - 36 * scale, y - 52 * scale],
    ])}" fill="#c9ced6"/>`,
    `<circle cx="${x}" cy="${r1(y - 27 * scale)}" r="${r1(6 * scale)}" fill="${p.neon}" opacity="0.8"/>`,
    `<rect x="${r1(x - 50 * scale)}" y="${r1(y)}" width="${r1(100 * scale)}" height="${r1(6 * scale)}" rx="2" fill="#9aa1ab"/>`,
  );
}

function mug(s: Scene, x: number, y: number, color: string) {
  s.svg.add(
    `<rect x="${x - 9}" y="${y - 22}" width="18" height="22" rx="3" fill="${color}"/>`,
    `<path d="M${x + 9} ${y - 17} q9 0 9 7 q0 7 -9 7" fill="none" stroke="${color}" stroke-width="3"/>`,
  );
}

/** A softbox on a light stand, its panel centred at (x, y). */
function softbox(s: Scene, x: number, y: number, floorY: number, scale: number, lean: 1 | -1) {
  const { svg, p } = s;
  const w = 150 * scale;
  const h = 190 * scale;
  const face = svg.linear([
    [0, '#ffffff'],
    [1, lighten(p.lamp, 0.3)],
  ]);
  svg.add(
    `<polygon points="${pts([
      [x + lean * w * 0.3, y],
      [x + lean * w * 1.9, floorY + 10],
      [x - lean * w * 0.4, floorY + 10],
    ])}" fill="${lighten(p.lamp, 0.5)}" opacity="0.07"/>`,
    `<line x1="${x}" y1="${r1(y)}" x2="${x}" y2="${r1(floorY - 40 * scale)}" stroke="${p.metal}" stroke-width="${r1(6 * scale)}"/>`,
    ...[-1, 0, 1].map(
      (k) =>
        `<line x1="${x}" y1="${r1(floorY - 40 * scale)}" x2="${r1(x + k * 48 * scale)}" y2="${r1(floorY + (k === 0 ? 8 : 0) * scale)}" stroke="${p.metal}" stroke-width="${r1(5 * scale)}" stroke-linecap="round"/>`,
    ),
    `<polygon points="${pts([
      [x - w / 2, y - h / 2],
      [x + w / 2, y - h / 2 + lean * 14 * scale],
      [x + w / 2, y + h / 2 - lean * 14 * scale],
      [x - w / 2, y + h / 2],
    ])}" fill="${darken(p.metal, 0.1)}"/>`,
    `<polygon points="${pts([
      [x - w / 2 + 10 * scale, y - h / 2 + 10 * scale],
      [x + w / 2 - 10 * scale, y - h / 2 + (lean * 14 + 10) * scale],
      [x + w / 2 - 10 * scale, y + h / 2 - (lean * 14 + 10) * scale],
      [x - w / 2 + 10 * scale, y + h / 2 - 10 * scale],
    ])}" fill="${face}"/>`,
    `<ellipse cx="${x}" cy="${y}" rx="${r1(w * 1.1)}" ry="${r1(h * 0.95)}" fill="${svg.glow(p.lamp, 0.35)}"/>`,
  );
}

function ringLight(s: Scene, x: number, y: number, floorY: number, radius: number) {
  const { svg, p } = s;
  svg.add(
    `<circle cx="${x}" cy="${y}" r="${r1(radius * 2.2)}" fill="${svg.glow('#ffffff', 0.4)}"/>`,
    `<line x1="${x}" y1="${r1(y + radius)}" x2="${x}" y2="${r1(floorY - 50)}" stroke="${p.metal}" stroke-width="6"/>`,
    ...[-1, 0, 1].map(
      (k) =>
        `<line x1="${x}" y1="${r1(floorY - 50)}" x2="${r1(x + k * 52)}" y2="${r1(floorY + (k === 0 ? 8 : 0))}" stroke="${p.metal}" stroke-width="5" stroke-linecap="round"/>`,
    ),
    `<circle cx="${x}" cy="${y}" r="${radius}" fill="none" stroke="${p.metal}" stroke-width="${r1(radius * 0.3)}"/>`,
    `<circle cx="${x}" cy="${y}" r="${radius}" fill="none" stroke="#fffdf5" stroke-width="${r1(radius * 0.2)}"/>`,
    `<rect x="${r1(x - radius * 0.18)}" y="${r1(y - radius * 0.32)}" width="${r1(radius * 0.36)}" height="${r1(radius * 0.64)}" rx="5" fill="#1c1c22"/>`,
    `<rect x="${r1(x - radius * 0.14)}" y="${r1(y - radius * 0.27)}" width="${r1(radius * 0.28)}" height="${r1(radius * 0.54)}" rx="3" fill="${p.neon}" opacity="0.7"/>`,
    `<line x1="${x}" y1="${r1(y + radius * 0.32)}" x2="${x}" y2="${r1(y + radius)}" stroke="${p.metal}" stroke-width="4"/>`,
  );
}

/** A video camera on a tripod seen from behind, body centred at (x, y). */
function cameraOnTripod(s: Scene, x: number, y: number, floorY: number, scale: number) {
  const { svg, p } = s;
  const bw = 150 * scale;
  const bh = 92 * scale;
  const headY = y + bh / 2 + 16 * scale;
  svg.add(
    ...[-1, -0.2, 1].map(
      (k) =>
        `<line x1="${x}" y1="${r1(headY + 30 * scale)}" x2="${r1(x + k * 120 * scale)}" y2="${r1(floorY)}" stroke="${p.metal}" stroke-width="${r1(9 * scale)}" stroke-linecap="round"/>`,
    ),
    `<rect x="${r1(x - 9 * scale)}" y="${r1(headY)}" width="${r1(18 * scale)}" height="${r1(50 * scale)}" fill="${lighten(p.metal, 0.15)}"/>`,
    `<rect x="${r1(x - 40 * scale)}" y="${r1(headY - 8 * scale)}" width="${r1(80 * scale)}" height="${r1(16 * scale)}" rx="4" fill="${lighten(p.metal, 0.1)}"/>`,
    `<line x1="${r1(x + 30 * scale)}" y1="${r1(headY)}" x2="${r1(x + 130 * scale)}" y2="${r1(headY + 50 * scale)}" stroke="${lighten(p.metal, 0.1)}" stroke-width="${r1(7 * scale)}" stroke-linecap="round"/>`,
    // lens hood peeking out above and behind the body
    `<rect x="${r1(x - 38 * scale)}" y="${r1(y - bh / 2 - 14 * scale)}" width="${r1(76 * scale)}" height="${r1(30 * scale)}" rx="8" fill="${darken(p.metal, 0.2)}"/>`,
    `<rect x="${r1(x - bw / 2)}" y="${r1(y - bh / 2)}" width="${r1(bw)}" height="${r1(bh)}" rx="${r1(12 * scale)}" fill="${svg.linear(
      [
        [0, '#3a3d45'],
        [1, '#1e2026'],
      ],
    )}"/>`,
    `<rect x="${r1(x - bw / 2 + 12 * scale)}" y="${r1(y - bh / 2 + 12 * scale)}" width="${r1(bw * 0.58)}" height="${r1(bh - 24 * scale)}" rx="4" fill="${svg.linear(
      [
        [0, lighten(p.wall, 0.25)],
        [1, darken(p.floor, 0.1)],
      ],
    )}"/>`,
    `<circle cx="${r1(x - bw / 2 + 12 * scale + bw * 0.29)}" cy="${r1(y - 4 * scale)}" r="${r1(8 * scale)}" fill="${p.neon}" opacity="0.9"/>`,
    `<circle cx="${r1(x + bw * 0.3)}" cy="${r1(y - bh * 0.18)}" r="${r1(9 * scale)}" fill="#555a66"/>`,
    `<circle cx="${r1(x + bw * 0.3)}" cy="${r1(y + bh * 0.18)}" r="${r1(6 * scale)}" fill="#d7263d"/>`,
    `<rect x="${r1(x - 20 * scale)}" y="${r1(y - bh / 2 - 36 * scale)}" width="${r1(40 * scale)}" height="${r1(18 * scale)}" rx="8" fill="#2a2c33"/>`,
  );
}

function armchair(s: Scene, cx: number, floorY: number, scale: number, facing: 1 | -1) {
  const { svg, p } = s;
  const w = 170 * scale;
  const seatY = floorY - 70 * scale;
  const backX = cx - facing * w * 0.45;
  const body = p.chair;
  svg.add(
    `<ellipse cx="${cx}" cy="${r1(floorY + 4)}" rx="${r1(w * 0.6)}" ry="${r1(14 * scale)}" fill="#000" opacity="0.2"/>`,
    ...[-0.35, 0.35].map(
      (k) =>
        `<line x1="${r1(cx + k * w)}" y1="${r1(seatY + 30 * scale)}" x2="${r1(cx + k * w * 1.1)}" y2="${r1(floorY)}" stroke="${darken(p.slats, 0.35)}" stroke-width="${r1(8 * scale)}" stroke-linecap="round"/>`,
    ),
    // backrest
    `<path d="M${r1(backX - facing * 10 * scale)} ${r1(seatY + 30 * scale)} L${r1(backX - facing * 34 * scale)} ${r1(seatY - 150 * scale)} Q${r1(backX - facing * 20 * scale)} ${r1(seatY - 176 * scale)} ${r1(backX + facing * 14 * scale)} ${r1(seatY - 160 * scale)} L${r1(backX + facing * 36 * scale)} ${r1(seatY)} Z" fill="${darken(body, 0.12)}"/>`,
    // seat
    `<rect x="${r1(cx - w / 2)}" y="${r1(seatY - 22 * scale)}" width="${r1(w)}" height="${r1(52 * scale)}" rx="${r1(20 * scale)}" fill="${svg.linear(
      [
        [0, lighten(body, 0.1)],
        [1, darken(body, 0.15)],
      ],
    )}"/>`,
    // arm
    `<rect x="${r1(cx - w * 0.42)}" y="${r1(seatY - 58 * scale)}" width="${r1(w * 0.84)}" height="${r1(28 * scale)}" rx="${r1(14 * scale)}" fill="${lighten(body, 0.05)}"/>`,
  );
}

function floorMic(s: Scene, baseX: number, floorY: number, mx: number, my: number, scale: number) {
  const { svg, p } = s;
  const poleTop = my + 60 * scale;
  svg.add(
    ...[-1, 0, 1].map(
      (k) =>
        `<line x1="${baseX}" y1="${r1(floorY - 30 * scale)}" x2="${r1(baseX + k * 40 * scale)}" y2="${r1(floorY + (k === 0 ? 6 : 0))}" stroke="${p.metal}" stroke-width="${r1(5 * scale)}" stroke-linecap="round"/>`,
    ),
    `<line x1="${baseX}" y1="${r1(floorY - 30 * scale)}" x2="${baseX}" y2="${r1(poleTop)}" stroke="${p.metal}" stroke-width="${r1(6 * scale)}"/>`,
    `<line x1="${baseX}" y1="${r1(poleTop)}" x2="${mx}" y2="${r1(my + 36 * scale)}" stroke="${p.metal}" stroke-width="${r1(5 * scale)}" stroke-linecap="round"/>`,
  );
  microphone(s, mx, my, scale, mx < baseX ? -1 : 1);
}

function coffeeTable(s: Scene, cx: number, floorY: number, scale: number) {
  const { svg, p } = s;
  const topY = floorY - 90 * scale;
  svg.add(
    `<ellipse cx="${cx}" cy="${r1(floorY)}" rx="${r1(70 * scale)}" ry="${r1(12 * scale)}" fill="#000" opacity="0.2"/>`,
    `<rect x="${r1(cx - 6 * scale)}" y="${r1(topY)}" width="${r1(12 * scale)}" height="${r1(90 * scale)}" fill="${p.metal}"/>`,
    `<ellipse cx="${cx}" cy="${r1(floorY - 2)}" rx="${r1(40 * scale)}" ry="${r1(8 * scale)}" fill="${p.metal}"/>`,
    `<ellipse cx="${cx}" cy="${r1(topY + 6 * scale)}" rx="${r1(95 * scale)}" ry="${r1(20 * scale)}" fill="${darken(p.desk, 0.25)}"/>`,
    `<ellipse cx="${cx}" cy="${r1(topY)}" rx="${r1(95 * scale)}" ry="${r1(20 * scale)}" fill="${p.desk}"/>`,
  );
  mug(s, cx - 30 * scale, topY + 4, p.neon);
  mug(s, cx + 34 * scale, topY + 2, lighten(p.chair, 0.2));
}

function bookshelf(s: Scene, x: number, y: number, w: number, h: number) {
  const { svg, p, rng } = s;
  const parts = [
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${darken(p.slats, 0.3)}"/>`,
  ];
  const shelves = 4;
  const colors = [p.chair, p.rug, p.neon, lighten(p.wall, 0.4), darken(p.foam, 0.1), '#f4efe6'];
  for (let i = 0; i < shelves; i++) {
    const sy = y + ((i + 1) * h) / shelves;
    parts.push(`<rect x="${x}" y="${r1(sy - 6)}" width="${w}" height="6" fill="${p.slats}"/>`);
    let bx = x + 8;
    while (bx < x + w - 20) {
      const bw = between(rng, 9, 18);
      const bh = between(rng, 0.55, 0.85) * (h / shelves - 10);
      if (rng() < 0.12) {
        bx += bw + 10;
        continue;
      }
      parts.push(
        `<rect x="${r1(bx)}" y="${r1(sy - 6 - bh)}" width="${r1(bw)}" height="${r1(bh)}" fill="${pick(rng, colors)}"/>`,
      );
      bx += bw + 2;
    }
  }
  svg.add(...parts);
}

function vignette(s: Scene) {
  const { svg } = s;
  svg.add(`<rect width="${W}" height="${H}" fill="${svg.vignette()}"/>`);
}

// ---- the four views ----

function podcastView(s: Scene) {
  const { rng, p } = s;
  foamPanel(s, 300, 170, 4, 5, 40);
  foamPanel(s, 740, 170, 4, 5, 40);
  neonSign(s, 600, 230, 84);
  if (rng() < 0.6) pendantLamp(s, 430, 60, 34);
  if (rng() < 0.6) pendantLamp(s, 770, 60, 34);
  rug(s, 600, 800, 470, 70);
  const seats = rng() < 0.5 ? 2 : 3;
  const xs = seats === 2 ? [480, 720] : [400, 600, 800];
  for (const x of xs) chairBack(s, x, 470, 120, 170);
  desk(s, 600, 610, 640, 46, 150);
  for (const x of xs) {
    boomMic(s, x + (x < 600 ? -150 : x > 600 ? 150 : 130), 618, x, 560, 1);
  }
  laptop(s, 600 + (seats === 2 ? 0 : 100), 650, 0.9);
  mug(s, xs[0]! + 70, 652, p.neon);
  softbox(s, 120, 360, 780, 1, 1);
  softbox(s, 1080, 360, 780, 1, -1);
  if (rng() < 0.5) plant(s, 215, 770, 1.1);
  else plant(s, 985, 770, 1.1);
  cameraOnTripod(s, rng() < 0.5 ? 230 : 970, 700, 920, 1.25);
}

function interviewView(s: Scene) {
  const { rng } = s;
  bookshelf(s, 290, 180, 170, 320);
  neonSign(s, 640, 250, 76);
  if (rng() < 0.5) foamPanel(s, 780, 200, 3, 6, 40);
  else onAir(s, 860, 200);
  pendantLamp(s, 600, 80, 40);
  rug(s, 600, 760, 430, 80);
  armchair(s, 400, 740, 1.1, 1);
  armchair(s, 800, 740, 1.1, -1);
  coffeeTable(s, 600, 760, 1);
  floorMic(s, 470, 790, 480, 560, 0.95);
  floorMic(s, 730, 790, 720, 560, 0.95);
  plant(s, rng() < 0.5 ? 260 : 940, 620, 0.9);
  softbox(s, 110, 360, 800, 1.05, 1);
  cameraOnTripod(s, 600, 760, 930, 1.1);
}

function videoView(s: Scene) {
  const { svg, p, rng } = s;
  const paper = s.greenScreen ? '#27b34a' : p.backdrop;
  // backdrop poles and crossbar
  svg.add(
    `<line x1="330" y1="120" x2="330" y2="600" stroke="${p.metal}" stroke-width="8"/>`,
    `<line x1="870" y1="120" x2="870" y2="600" stroke="${p.metal}" stroke-width="8"/>`,
    `<rect x="320" y="126" width="560" height="14" rx="7" fill="${lighten(p.metal, 0.2)}"/>`,
    `<rect x="345" y="138" width="510" height="440" fill="${svg.linear([
      [0, darken(paper, 0.08)],
      [1, lighten(paper, 0.06)],
    ])}"/>`,
    `<polygon points="${pts([
      [345, 578],
      [855, 578],
      [905, 720],
      [295, 720],
    ])}" fill="${svg.linear([
      [0, lighten(paper, 0.06)],
      [1, darken(paper, 0.12)],
    ])}"/>`,
  );
  if (!s.greenScreen) neonSign(s, 600, 270, 70);
  // a stool and a side table on the set
  svg.add(
    `<line x1="570" y1="600" x2="545" y2="700" stroke="${p.metal}" stroke-width="7"/>`,
    `<line x1="630" y1="600" x2="655" y2="700" stroke="${p.metal}" stroke-width="7"/>`,
    `<line x1="600" y1="600" x2="600" y2="705" stroke="${p.metal}" stroke-width="7"/>`,
    `<ellipse cx="600" cy="598" rx="62" ry="16" fill="${p.chair}"/>`,
    `<ellipse cx="600" cy="592" rx="62" ry="16" fill="${lighten(p.chair, 0.15)}"/>`,
  );
  plant(s, 470, 690, 0.75);
  ringLight(s, 300, 470, 820, 78);
  softbox(s, 120, 330, 800, 1.0, 1);
  softbox(s, 1050, 340, 800, 1.1, -1);
  if (rng() < 0.5) pendantLamp(s, 960, 40, 26);
  cameraOnTripod(s, 790, 720, 930, 1.2);
}

function controlView(s: Scene) {
  const { svg, p, rng } = s;
  // window into the recording booth
  svg.add(
    `<rect x="390" y="170" width="420" height="250" rx="8" fill="${darken(p.wall, 0.45)}"/>`,
    `<rect x="404" y="184" width="392" height="222" rx="4" fill="${svg.linear([
      [0, darken(p.foam, 0.1)],
      [1, darken(p.foam, 0.35)],
    ])}"/>`,
    `<line x1="600" y1="290" x2="600" y2="406" stroke="#0a0a0a" stroke-width="6" opacity="0.6"/>`,
    `<rect x="588" y="250" width="24" height="48" rx="12" fill="#0a0a0a" opacity="0.6"/>`,
  );
  neonText(s, s.sign, 600, 230, 38, p.neon);
  svg.add(
    `<polygon points="${pts([
      [420, 190],
      [520, 190],
      [440, 400],
      [410, 400],
    ])}" fill="#ffffff" opacity="0.08"/>`,
  );
  foamPanel(s, 270, 190, 2, 7, 40);
  foamPanel(s, 850, 190, 2, 7, 40);
  onAir(s, 600, 130);
  pendantLamp(s, 300, 20, 28);
  if (rng() < 0.6) pendantLamp(s, 900, 20, 28);
  // speakers on stands
  for (const x of [330, 870]) {
    svg.add(
      `<rect x="${x - 6}" y="520" width="12" height="120" fill="${p.metal}"/>`,
      `<rect x="${x - 42}" y="420" width="84" height="110" rx="8" fill="#202228"/>`,
      `<circle cx="${x}" cy="490" r="26" fill="#3a3d45"/>`,
      `<circle cx="${x}" cy="490" r="12" fill="#15161a"/>`,
      `<circle cx="${x}" cy="442" r="10" fill="#3a3d45"/>`,
    );
  }
  desk(s, 600, 590, 760, 60, 140);
  // monitor with a waveform
  const wave = Array.from({ length: 40 }, (_, i) => {
    const x = 500 + i * 5;
    const a = 8 + 30 * Math.abs(Math.sin(i * 0.7 + rng())) * rng();
    return `M${x} ${r1(515 - a)}V${r1(515 + a)}`;
  }).join('');
  svg.add(
    `<rect x="590" y="560" width="20" height="40" fill="${p.metal}"/>`,
    `<rect x="480" y="460" width="240" height="110" rx="8" fill="#1a1b20"/>`,
    `<rect x="490" y="470" width="220" height="90" rx="4" fill="#23263a"/>`,
    `<path d="${wave}" stroke="${p.neon}" stroke-width="3" stroke-linecap="round"/>`,
  );
  // mixer console with faders and knobs
  const knobs: string[] = [];
  for (let i = 0; i < 12; i++) {
    const x = 462 + i * 25;
    const level = between(rng, 0.2, 0.9);
    knobs.push(
      `<circle cx="${x}" cy="616" r="5" fill="${i % 4 === 0 ? p.neon : '#c9ced6'}"/>`,
      `<line x1="${x}" y1="628" x2="${x}" y2="640" stroke="#0b0c10" stroke-width="3"/>`,
      `<rect x="${x - 5}" y="${r1(640 - level * 12)}" width="10" height="5" fill="#e9ecef"/>`,
    );
  }
  svg.add(
    `<polygon points="${pts([
      [450, 602],
      [750, 602],
      [770, 648],
      [430, 648],
    ])}" fill="#2b2d35"/>`,
    ...knobs,
  );
  // office chair back in the foreground
  const cx = rng() < 0.5 ? 600 : 680;
  svg.add(
    `<rect x="${cx - 8}" y="800" width="16" height="100" fill="${p.metal}"/>`,
    `<rect x="${cx - 120}" y="650" width="240" height="190" rx="60" fill="${svg.linear([
      [0, lighten(p.chair, 0.1)],
      [1, darken(p.chair, 0.25)],
    ])}"/>`,
    `<rect x="${cx - 90}" y="672" width="180" height="140" rx="44" fill="${darken(p.chair, 0.15)}" opacity="0.4"/>`,
  );
  plant(s, 170, 820, 1.2);
}

const VIEWS: Record<IllustrationView, (s: Scene) => void> = {
  podcast: podcastView,
  interview: interviewView,
  video: videoView,
  control: controlView,
};

/** The SVG text of one scene. */
export function illustrationSvg(options: IllustrationOptions): string {
  const rng = rngFrom(`${options.seed}|${options.view}|${options.palette}`);
  const svg = new Svg(rng);
  const p = PALETTES[((options.palette % PALETTES.length) + PALETTES.length) % PALETTES.length]!;
  const scene: Scene = {
    svg,
    p,
    rng,
    sign: options.sign.toUpperCase().slice(0, 4),
    greenScreen: !!options.greenScreen,
  };
  room(scene);
  sideDecor(scene);
  VIEWS[options.view](scene);
  vignette(scene);
  return svg.toString();
}

/**
 * The scenes of a studio's `count` (1..5) pictures: different views and palettes, the first view
 * and palette chosen from the name, each picture drawn from its own seed.
 */
export function studioIllustrations(studio: {
  name: string;
  count: number;
  greenScreen?: boolean;
}): IllustrationOptions[] {
  const base = seedNumber(studio.name);
  // A generic sign, never the studio's sign: listings hide a studio's name from guests
  // until they book, and the pictures must not give it away.
  const sign = NEON_SIGNS[base % NEON_SIGNS.length]!;
  return Array.from({ length: studio.count }, (_, i) => ({
    seed: `${studio.name}#${i}`,
    sign,
    view: ILLUSTRATION_VIEWS[(base + i) % ILLUSTRATION_VIEWS.length]!,
    palette: (Math.floor(base / 7) + i * 3) % PALETTES.length,
    greenScreen: studio.greenScreen,
  }));
}
