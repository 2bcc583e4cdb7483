// A small island ringed by reef shallows (Prison Island, Mnemba).
import { mix, tone, type Palette, type Rng } from '../palette.js';
import { blob, f, type SceneFn } from './common.js';
import { water } from './sky.js';
import { dhow, seaColors, seascape } from './coast.js';
import { roundTree } from './flora.js';
import { palm } from './palms.js';

function shallows(rng: Rng, p: Palette, h: number, cx: number, cy: number, R: number): string {
  const [far, mid, near] = seaColors(p);
  let out = `<path fill="${mix(mid, far, 0.2)}" d="${blob(rng, cx, cy, R * 1.5, R * 0.42, 0.12)}"/>`;
  out += `<path fill="none" stroke="${mix('#ffffff', mid, 0.3)}" stroke-width="${f(h * 0.012)}" opacity="0.35" d="${blob(rng, cx, cy, R * 1.45, R * 0.4, 0.08)}"/>`;
  out += `<path fill="${near}" d="${blob(rng, cx, cy, R * 1.05, R * 0.3, 0.12)}"/>`;
  let coral = '';
  for (let i = 0; i < 18; i++) {
    const a = rng.range(0, Math.PI * 2);
    const r = rng.range(0.75, 1.35);
    coral += `<ellipse cx="${f(cx + Math.cos(a) * R * r)}" cy="${f(cy + Math.sin(a) * R * 0.3 * r)}" rx="${f(R * rng.range(0.05, 0.12))}" ry="${f(R * rng.range(0.015, 0.035))}"/>`;
  }
  out += `<g fill="${tone(p, '#3f7f7a', 0.3)}" opacity="0.55">${coral}</g>`;
  return out + `<path fill="${tone(p, '#f6eedb', 0.15)}" d="${blob(rng, cx, cy, R * 0.7, R * 0.19, 0.1)}"/>`;
}

export const reefIsland: SceneFn = (rng, p, s) => {
  const { w, h } = s;
  const horizon = h * rng.range(0.26, 0.42);
  const [far, mid] = seaColors(p);
  let out = seascape(rng, p, s, horizon, h, rng.chance(0.4));
  out += water(rng, p, s, horizon, h, far, mix(far, mid, 0.6));
  const cx = w * rng.range(0.3, 0.7);
  const cy = horizon + (h - horizon) * rng.range(0.4, 0.5);
  const R = h * rng.range(0.34, 0.46) * (1.2 - horizon / h);
  if (rng.chance(0.5)) {
    // a bare sandbank further out
    const sx = cx + (cx < w / 2 ? 1 : -1) * w * rng.range(0.3, 0.4);
    out += shallows(rng, p, h, sx, horizon + (cy - horizon) * 0.45, R * 0.35);
  }
  out += shallows(rng, p, h, cx, cy, R);
  // the island: a green dome of bush, palms and a house with a red roof
  const green = tone(p, '#3f6e3a', 0.25);
  out += `<path fill="${green}" d="${blob(rng, cx, cy - R * 0.03, R * 0.56, R * 0.11, 0.08)}"/>`;
  for (let i = 0; i < 22; i++) {
    const u = rng.range(-0.48, 0.48);
    out += roundTree(
      rng,
      cx + u * R,
      cy,
      R * rng.range(0.17, 0.28) * (1 - Math.abs(u) * 1.2),
      i % 2 ? green : mix(green, '#000000', 0.12),
      green,
    );
  }
  if (rng.chance(0.75)) {
    const hx = cx + rng.range(-0.2, 0.2) * R;
    const hy = cy + R * 0.06;
    const u = R * 0.1;
    out += `<rect x="${f(hx - u * 0.9)}" y="${f(hy - u)}" width="${f(u * 1.8)}" height="${f(u)}" fill="${tone(p, '#efe6d4', 0.2)}"/>`;
    out += `<path fill="${tone(p, '#b0533a', 0.2)}" d="M${f(hx - u * 1.1)},${f(hy - u)}L${f(hx)},${f(hy - u * 1.6)}L${f(hx + u * 1.1)},${f(hy - u)}Z"/>`;
  }
  for (let i = rng.int(2, 5); i > 0; i--) {
    const x = cx + rng.range(-0.5, 0.5) * R;
    out += palm(
      rng,
      x,
      cy + R * 0.08,
      R * rng.range(0.35, 0.5),
      rng.range(-0.3, 0.3),
      tone(p, '#5a4632', 0.2),
      tone(p, '#3c6a3a', 0.2),
    );
  }
  for (let i = rng.int(0, 2); i > 0; i--) {
    const side = rng.chance(0.5) ? -1 : 1;
    out += dhow(
      cx + side * R * rng.range(1.1, 1.5),
      cy + R * rng.range(0.45, 0.7),
      (h / 1200) * rng.range(0.6, 0.9),
      p,
      side === 1 ? -1 : 1,
      0.3,
    );
  }
  return out;
};
