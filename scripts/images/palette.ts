// Seeded randomness and time-of-day palettes for the generated landscape art.
// Everything is derived from the item's slug, so a given slug always draws the same picture.
import { mix, multiply } from './color.js';

export { mix, multiply };

export type TimeOfDay = 'dawn' | 'midday' | 'golden' | 'dusk';

export interface Rng {
  /** uniform in [0, 1) */
  next(): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  /** an independent stream, so one part of a drawing does not shift the others */
  fork(label: string): Rng;
}

export function hashString(s: string): number {
  let h = 1779033703 ^ s.length;
  for (let i = 0; i < s.length; i++) {
    h = Math.imul(h ^ s.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  h = Math.imul(h ^ (h >>> 16), 2246822507);
  h = Math.imul(h ^ (h >>> 13), 3266489909);
  return (h ^ (h >>> 16)) >>> 0;
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createRng(seed: string): Rng {
  const next = mulberry32(hashString(seed));
  const rng: Rng = {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (p) => next() < p,
    fork: (label) => createRng(`${seed}/${label}`),
  };
  return rng;
}

// ---- palettes ----

export interface Palette {
  time: TimeOfDay;
  /** sky gradient, top to horizon */
  sky: [string, string, string];
  sun: { core: string; glow: string; x: number; elevation: number; size: number };
  moon: boolean;
  /** colour of distant air; far layers fade into it */
  haze: string;
  /** multiplied into every ground colour (the colour of the light) */
  light: string;
  /** near layers darken towards this (strong at dusk: silhouettes) */
  shadow: string;
  /** 0..1 how much the nearest layer goes to shadow */
  silhouette: number;
  /** 0..1 how strongly the horizon fades into the haze */
  hazeAmount: number;
  cloud: string;
  water: { deep: string; shallow: string; glint: string };
}

type Base = Omit<Palette, 'time' | 'sun' | 'moon'> & {
  sun: { core: string; glow: string; elevation: [number, number] };
};

const BASES: Record<TimeOfDay, Base> = {
  dawn: {
    sky: ['#6d7ea6', '#e3b0a2', '#f7d8a6'],
    sun: { core: '#fff3d6', glow: '#ffd29a', elevation: [0.06, 0.22] },
    haze: '#e6c2b2',
    light: '#f2d7cc',
    shadow: '#3a3346',
    silhouette: 0.35,
    hazeAmount: 0.85,
    cloud: '#f6cdb8',
    water: { deep: '#3f7d98', shallow: '#8fc6c4', glint: '#ffe6c8' },
  },
  midday: {
    sky: ['#3b80bf', '#86bde0', '#e2eef0'],
    sun: { core: '#fffdf0', glow: '#fff2c4', elevation: [0.62, 0.85] },
    haze: '#cfe0e6',
    light: '#ffffff',
    shadow: '#26331f',
    silhouette: 0.12,
    hazeAmount: 0.6,
    cloud: '#ffffff',
    water: { deep: '#0f6f8c', shallow: '#43c6c0', glint: '#f4fffc' },
  },
  golden: {
    sky: ['#6a8db0', '#efc386', '#f39f58'],
    sun: { core: '#fff2c2', glow: '#ffc469', elevation: [0.12, 0.32] },
    haze: '#eeb47c',
    light: '#ffd7a0',
    shadow: '#4a2d20',
    silhouette: 0.3,
    hazeAmount: 0.75,
    cloud: '#fbd3a0',
    water: { deep: '#1d6884', shallow: '#5db6ab', glint: '#ffe2a8' },
  },
  dusk: {
    sky: ['#2d2a55', '#8d4f77', '#f1875a'],
    sun: { core: '#ffd89a', glow: '#ff9358', elevation: [0.0, 0.1] },
    haze: '#b96a6c',
    light: '#a77b88',
    shadow: '#211a2a',
    silhouette: 0.7,
    hazeAmount: 0.8,
    cloud: '#e48a78',
    water: { deep: '#35335a', shallow: '#b47382', glint: '#ffc08a' },
  },
};

const TIMES: readonly TimeOfDay[] = ['dawn', 'midday', 'golden', 'dusk'];

/** Build the palette of one item. The scene weights the times that suit it. */
export function makePalette(rng: Rng, weights: Record<TimeOfDay, number>, time?: TimeOfDay): Palette {
  const total = TIMES.reduce((s, t) => s + weights[t], 0);
  let roll = rng.next() * total;
  const chosen = time ?? TIMES.find((t) => (roll -= weights[t]) < 0) ?? 'golden';
  const b = BASES[chosen];
  // nudge every colour a little towards a neighbouring time, so equal times still differ
  const other = BASES[rng.pick(TIMES.filter((t) => t !== chosen))];
  const j = () => rng.range(0, 0.16);
  const [e0, e1] = b.sun.elevation;
  return {
    time: chosen,
    sky: [mix(b.sky[0], other.sky[0], j()), mix(b.sky[1], other.sky[1], j()), mix(b.sky[2], other.sky[2], j())],
    sun: {
      core: b.sun.core,
      glow: b.sun.glow,
      x: rng.range(0.14, 0.86),
      elevation: rng.range(e0, e1),
      size: rng.range(0.8, 1.25),
    },
    moon: chosen === 'dusk' && rng.chance(0.5),
    haze: mix(b.haze, other.haze, j() * 0.5),
    light: b.light,
    shadow: b.shadow,
    silhouette: b.silhouette,
    hazeAmount: b.hazeAmount,
    cloud: b.cloud,
    water: b.water,
  };
}

/** Light a ground colour: `depth` 0 is the nearest layer, 1 sits on the horizon. */
export function tone(p: Palette, base: string, depth: number): string {
  const lit = multiply(base, p.light);
  const near = mix(lit, p.shadow, p.silhouette * Math.max(0, 1 - depth * 1.6));
  return mix(near, p.haze, Math.pow(Math.min(1, Math.max(0, depth)), 1.3) * p.hazeAmount);
}
