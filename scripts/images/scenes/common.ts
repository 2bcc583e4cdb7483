// Shared SVG building blocks: number formatting, gradients, splines and ridges.
import type { Palette, Rng } from '../palette.js';

export interface Size {
  w: number;
  h: number;
}

/** A scene draws the body of an SVG (without the <svg> wrapper) in a w×h user space. */
export type SceneFn = (rng: Rng, p: Palette, size: Size) => string;

export type Pt = [number, number];

/** a number rounded to one decimal, for compact markup */
export const f = (n: number): string => String(Math.round(n * 10) / 10);

let counter = 0;
export function resetIds(): void {
  counter = 0;
}
export function uid(prefix: string): string {
  counter += 1;
  return `${prefix}${counter}`;
}

type Stop = [offset: number, color: string, opacity?: number];
const stopsXml = (stops: Stop[]) =>
  stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
    .join('');

/** a vertical (default) linear gradient in user space; returns [defs, url] */
export function linear(stops: Stop[], x1: number, y1: number, x2: number, y2: number): [string, string] {
  const id = uid('g');
  const def = `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}">${stopsXml(stops)}</linearGradient>`;
  return [def, `url(#${id})`];
}

export function radial(stops: Stop[], cx: number, cy: number, r: number): [string, string] {
  const id = uid('r');
  const def = `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}">${stopsXml(stops)}</radialGradient>`;
  return [def, `url(#${id})`];
}

/** Catmull-Rom spline through the points as cubic Béziers (no leading M) */
export function smooth(pts: Pt[]): string {
  let d = '';
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[Math.max(0, i - 1)]!;
    const p1 = pts[i]!;
    const p2 = pts[i + 1]!;
    const p3 = pts[Math.min(pts.length - 1, i + 2)]!;
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${f(c1[0])},${f(c1[1])} ${f(c2[0])},${f(c2[1])} ${f(p2[0])},${f(p2[1])}`;
  }
  return d;
}

/** A closed, smooth, slightly irregular oval. */
export function blob(rng: Rng, cx: number, cy: number, rx: number, ry: number, jitter = 0.12, n = 10): string {
  const pts: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const r = 1 + rng.range(-jitter, jitter);
    pts.push([cx + Math.cos(a) * rx * r, cy + Math.sin(a) * ry * r]);
  }
  const loop = [pts[n - 1]!, ...pts, pts[0]!, pts[1]!];
  let d = smooth(loop);
  // drop the first and last segments, which only served as tangents
  d = d.slice(d.indexOf('C', 1));
  d = d.slice(0, d.lastIndexOf('C'));
  return `M${f(pts[0]![0])},${f(pts[0]![1])}${d}Z`;
}

/** A tapering ribbon along a polyline (width w0 at the start, w1 at the end), as a path. */
export function taper(pts: Pt[], w0: number, w1: number): string {
  const a: Pt[] = [];
  const b: Pt[] = [];
  pts.forEach(([x, y], i) => {
    const [px, py] = pts[Math.max(0, i - 1)]!;
    const [nx, ny] = pts[Math.min(pts.length - 1, i + 1)]!;
    const len = Math.hypot(nx - px, ny - py) || 1;
    const wd = (w0 + ((w1 - w0) * i) / (pts.length - 1)) / 2;
    a.push([x - ((ny - py) / len) * wd, y + ((nx - px) / len) * wd]);
    b.unshift([x + ((ny - py) / len) * wd, y - ((nx - px) / len) * wd]);
  });
  return `M${f(a[0]![0])},${f(a[0]![1])}${smooth(a)}L${f(b[0]![0])},${f(b[0]![1])}${smooth(b)}Z`;
}

export const poly = (pts: Pt[]): string => 'M' + pts.map(([x, y]) => `${f(x)},${f(y)}`).join('L') + 'Z';

export interface RidgeOpts {
  /** y of the lowest points of the ridge */
  base: number;
  /** how far above `base` the highest point reaches */
  amp: number;
  color: string;
  /** number of gentle undulations across the width */
  bumps?: number;
  /** 0 = smooth hills, up to ~0.4 = rocky */
  rough?: number;
  /** where the fill ends (defaults to the bottom of the picture) */
  bottom?: number;
}

export interface Ridge {
  svg: string;
  /** the ridge's height at x (linear between the sampled points) */
  y: (x: number) => number;
}

/** Hills or mountains as a filled silhouette across the full width. */
export function ridge(rng: Rng, { w, h }: Size, o: RidgeOpts): Ridge {
  const bumps = o.bumps ?? 2;
  const rough = o.rough ?? 0.05;
  const waves = [1, 2.3, 4.7].map((m, i) => ({
    k: bumps * m * rng.range(0.8, 1.2),
    ph: rng.range(0, 6.3),
    a: [1, 0.45, 0.2][i]!,
  }));
  const n = 36;
  const vals: number[] = [];
  for (let i = 0; i <= n; i++) {
    const x = i / n;
    let v = waves.reduce((s, wv) => s + wv.a * Math.sin(wv.k * Math.PI * x + wv.ph), 0);
    v += rng.range(-1, 1) * rough * 2;
    vals.push(v);
  }
  const lo = Math.min(...vals);
  const hi = Math.max(...vals);
  const step = (w + 40) / n;
  const pts: Pt[] = vals.map((v, i) => [i * step - 20, o.base - ((v - lo) / (hi - lo || 1)) * o.amp]);
  const bottom = o.bottom ?? h;
  const first = pts[0]!;
  const line =
    rough > 0.2
      ? pts
          .slice(1)
          .map(([x, y]) => `L${f(x)},${f(y)}`)
          .join('')
      : smooth(pts);
  const svg = `<path fill="${o.color}" d="M${f(first[0])},${f(first[1])}${line}L${w + 20},${f(bottom)}L-20,${f(bottom)}Z"/>`;
  const y = (x: number) => {
    const i = Math.max(0, Math.min(n - 1, Math.floor((x + 20) / step)));
    const a = pts[i]!;
    const b = pts[i + 1]!;
    return a[1] + ((b[1] - a[1]) * (x - a[0])) / step;
  };
  return { svg, y };
}
