// Mountain building blocks: a shaded massif with an optional snowcap, and a band of cloud.
import { mix, multiply, tone, type Palette, type Rng } from '../palette.js';
import { f, linear, poly, smooth, type Pt } from './common.js';

export interface Massif {
  svg: string;
  pts: Pt[];
}

/**
 * A mountain from key points [u, v]: u across (-0.5..0.5 of W around cx), v up (0..1 of H).
 * Shaded lighter on the sun's side; `snow` (0..1) is the snowline as a fraction of H.
 */
export function massif(
  rng: Rng,
  p: Palette,
  keys: Pt[],
  at: { cx: number; base: number; W: number; H: number },
  rock: string,
  depth: number,
  snow?: number,
): Massif {
  const { cx, base, W, H } = at;
  const pts: Pt[] = keys.map(([u, v]) => [cx + u * W, base - v * H]);
  const lit = tone(p, mix(rock, '#ffffff', 0.12), depth);
  const dark = tone(p, mix(rock, '#000000', 0.2), depth * 0.9);
  const sunLeft = p.sun.x < 0.5;
  const [gd, gu] = linear(
    [
      [0, sunLeft ? lit : dark],
      [0.5, tone(p, rock, depth)],
      [1, sunLeft ? dark : lit],
    ],
    cx - W * 0.3,
    0,
    cx + W * 0.3,
    0,
  );
  const first = pts[0]!;
  const last = pts[pts.length - 1]!;
  let svg = `<defs>${gd}</defs><path fill="${gu}" d="M${f(first[0])},${f(first[1])}${smooth(pts)}L${f(last[0])},${f(base + 40)}L${f(first[0])},${f(base + 40)}Z"/>`;
  if (snow !== undefined) svg += snowcap(rng, p, pts, base - snow * H, H, sunLeft, depth);
  return { svg, pts };
}

/** Fine profile of the smoothed outline, for the snow polygon. */
function sample(pts: Pt[], per = 8): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[Math.max(0, i - 1)]!;
    const p1 = pts[i]!;
    const p2 = pts[i + 1]!;
    const p3 = pts[Math.min(pts.length - 1, i + 2)]!;
    for (let k = 0; k < per; k++) {
      const t = k / per;
      const c = (a: number, b: number, c2: number, d: number) =>
        0.5 * (2 * b + (-a + c2) * t + (2 * a - 5 * b + 4 * c2 - d) * t * t + (-a + 3 * b - 3 * c2 + d) * t * t * t);
      out.push([c(p0[0], p1[0], p2[0], p3[0]), c(p0[1], p1[1], p2[1], p3[1])]);
    }
  }
  out.push(pts[pts.length - 1]!);
  return out;
}

function snowcap(rng: Rng, p: Palette, pts: Pt[], line: number, H: number, sunLeft: boolean, depth: number): string {
  const fine = sample(pts).filter(([, y]) => y < line);
  if (fine.length < 3) return '';
  const cap = (line - Math.min(...fine.map(([, y]) => y))) / H;
  const x0 = fine[0]![0];
  const x1 = fine[fine.length - 1]![0];
  const bottom: Pt[] = [];
  const n = 26;
  for (let i = n; i >= 0; i--) {
    const t = i / n;
    const env = Math.sin(Math.PI * t);
    // glacier tongues reach down in proportion to the size of the cap
    const tongue = (rng.chance(0.3) ? rng.range(0.06, 0.16) : rng.range(0, 0.04)) * Math.min(1, cap / 0.25);
    bottom.push([
      x0 + (x1 - x0) * (t + rng.range(-0.01, 0.01)),
      line + env * H * (tongue - 0.03 * Math.min(1, cap / 0.25)),
    ]);
  }
  const white = mix(multiply('#fbfbfb', p.light), p.sky[2], 0.15 + depth * 0.1);
  const blue = mix(white, p.sky[0], 0.35);
  const [gd, gu] = linear(
    [
      [0, sunLeft ? white : blue],
      [0.55, white],
      [1, sunLeft ? blue : white],
    ],
    x0,
    0,
    x1,
    0,
  );
  return `<defs>${gd}</defs><path fill="${gu}" d="${poly(fine).slice(0, -1)}L${f(bottom[0]![0])},${f(bottom[0]![1])}${smooth(bottom)}Z"/>`;
}

/** A soft band of cloud lying across the picture at y; `gaps` (0..1) breaks it into wisps. */
export function cloudBand(rng: Rng, p: Palette, w: number, y: number, thick: number, opacity = 0.92, gaps = 0): string {
  const col = mix(p.cloud, '#ffffff', p.time === 'midday' ? 0.3 : 0.1);
  const shade = mix(col, p.sky[0], 0.35);
  const [gd, gu] = linear(
    [
      [0, col],
      [0.55, col],
      [1, shade],
    ],
    0,
    y - thick * 1.2,
    0,
    y + thick * 0.35,
  );
  let puffs = '';
  for (let x = -w * 0.05; x < w * 1.05;) {
    const len = thick * rng.range(4, 10);
    if (!rng.chance(gaps)) {
      for (let cx = x; cx < x + len; cx += thick * rng.range(0.6, 1.2)) {
        const env = 0.5 + 0.5 * Math.sin(Math.PI * ((cx - x) / len));
        const ry = thick * rng.range(0.35, 0.7) * env;
        puffs += `<ellipse cx="${f(cx)}" cy="${f(y + rng.range(-0.3, 0.2) * thick)}" rx="${f(ry * rng.range(1.8, 3.2))}" ry="${f(ry)}"/>`;
      }
    }
    x += len * rng.range(0.6, gaps ? 1.6 : 0.9);
  }
  return `<defs>${gd}</defs><g fill="${gu}" opacity="${f(opacity)}">${puffs}</g>`;
}
