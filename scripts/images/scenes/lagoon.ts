// The east-coast lagoon at low tide: sandbanks, seaweed farms and kitesurfers.
import { mix, tone, type Palette, type Rng } from '../palette.js';
import { blob, f, linear, ridge, type SceneFn } from './common.js';
import { seaColors, seascape } from './coast.js';
import { palm } from './palms.js';

const KITES = ['#d9644a', '#f2b33d', '#1e8c93', '#e8e2d0', '#b8475a'];

/** A kitesurfing kite: a curved canopy with lines down to a tiny rider. */
function kite(rng: Rng, p: Palette, x: number, y: number, s: number, seaY: number): string {
  const col = tone(p, rng.pick(KITES), 0.2);
  const tilt = rng.range(-25, 25);
  const rider = x + rng.range(-1.5, 1.5) * s * 3;
  return (
    `<g transform="translate(${f(x)},${f(y)}) rotate(${f(tilt)}) scale(${f(s)})">` +
    `<path fill="${col}" d="M-30,6C-24,-10 24,-10 30,6L24,8C18,-2 -18,-2 -24,8Z"/></g>` +
    `<path stroke="${tone(p, '#3a3a3a', 0.4)}" stroke-width="1" opacity="0.6" fill="none" d="M${f(x - s * 25)},${f(y + s * 7)}L${f(rider)},${f(seaY)}M${f(x + s * 25)},${f(y + s * 7)}L${f(rider)},${f(seaY)}"/>` +
    `<rect x="${f(rider - s * 0.8)}" y="${f(seaY - s * 4)}" width="${f(s * 1.6)}" height="${f(s * 4)}" fill="${tone(p, '#2c2c2c', 0.3)}"/>`
  );
}

export const lagoon: SceneFn = (rng, p, s) => {
  const { w, h } = s;
  const horizon = h * rng.range(0.42, 0.48);
  const [, mid, near] = seaColors(p);
  let out = seascape(rng, p, s, horizon, h, false);
  // surf on the reef edge, far out
  const reef = horizon + h * 0.03;
  out += ridge(rng, s, {
    base: reef,
    amp: h * 0.004,
    color: mix('#ffffff', p.sky[2], 0.2),
    bumps: 8,
    bottom: reef + h * 0.006,
  }).svg;
  // the lagoon: pale turquoise, then sandbanks running out towards the reef
  const [ld, lu] = linear(
    [
      [0, mid],
      [1, near],
    ],
    0,
    reef,
    0,
    h,
  );
  out += `<defs>${ld}</defs><rect y="${f(reef + h * 0.006)}" width="${w}" height="${f(h)}" fill="${lu}"/>`;
  const sand = tone(p, '#f1e6cc', 0.1);
  for (let i = 0; i < 6; i++) {
    const t = (i + rng.next()) / 6;
    const y = reef + h * 0.03 + (h * 0.62 - reef) * t * t;
    const rx = w * rng.range(0.12, 0.3) * (0.6 + t);
    out += `<path fill="${mix(sand, near, 0.35 - t * 0.2)}" d="${blob(rng, rng.range(0, 1) * w, y, rx, h * (0.006 + t * 0.02), 0.15)}"/>`;
  }
  // seaweed farms: rows of sticks with green tufts, converging into the distance
  const rows = rng.int(4, 7);
  const vx = rng.range(0.2, 0.8) * w;
  let sticks = '';
  let weed = '';
  for (let r = 0; r < rows; r++) {
    const x0 = (r / (rows - 1) - 0.5) * w * 1.1 + w / 2;
    for (let k = 0; k < 14; k++) {
      const t = 0.25 + (k / 14) * 0.55;
      const y = reef + (h * 0.85 - reef) * t * t;
      const x = vx + (x0 - vx) * t * t;
      const sz = h * 0.012 * t * t * 4;
      sticks += `M${f(x)},${f(y)}v${f(-sz)}`;
      weed += `<ellipse cx="${f(x + sz * 0.6)}" cy="${f(y - sz * 0.1)}" rx="${f(sz * 0.5)}" ry="${f(sz * 0.15)}"/>`;
    }
  }
  out += `<g fill="${tone(p, '#5d7a3a', 0.3)}" opacity="0.8">${weed}</g><path d="${sticks}" stroke="${tone(p, '#5a4630', 0.3)}" stroke-width="${f(h * 0.0025)}"/>`;
  for (let i = rng.int(2, 4); i > 0; i--) {
    out += kite(
      rng,
      p,
      rng.range(0.1, 0.9) * w,
      horizon * rng.range(0.25, 0.7),
      (h / 1200) * rng.range(1.2, 2),
      reef + h * rng.range(0.005, 0.04),
    );
  }
  // the beach we stand on
  const beach = ridge(rng, s, { base: h * 0.98, amp: h * 0.08, color: tone(p, '#f3ead6', 0.05), bumps: 0.8 });
  out += beach.svg;
  if (rng.chance(0.7)) {
    const right = rng.chance(0.5);
    const x = right ? w * 0.95 : w * 0.05;
    out += palm(rng, x, h * 1.02, h * 0.7, (right ? -1 : 1) * 0.45, tone(p, '#6a5238', 0.05), tone(p, '#3f7040', 0.05));
  }
  return out;
};

/** Reef shallows around (cx, cy): a turquoise halo, coral heads and a ring of surf. */
