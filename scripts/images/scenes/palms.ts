// Coconut palms and their feathery fronds.
import { mix, type Rng } from '../palette.js';
import { f, poly, type Pt } from './common.js';

/** Coconut palm: a curved tapering trunk and drooping, feathery fronds. */
export function palm(rng: Rng, x: number, y: number, h: number, lean: number, color: string, leaf = color): string {
  const cx = x + lean * h * 0.45;
  const cy = y - h * (1 - Math.abs(lean) * 0.12);
  const kx = x + lean * h * 0.05;
  const ky = y - h * 0.55;
  const at = (t: number): Pt => [
    (1 - t) ** 2 * x + 2 * (1 - t) * t * kx + t * t * cx,
    (1 - t) ** 2 * y + 2 * (1 - t) * t * ky + t * t * cy,
  ];
  const left: Pt[] = [];
  const right: Pt[] = [];
  for (let i = 0; i <= 10; i++) {
    const t = i / 10;
    const [px, py] = at(t);
    const [qx, qy] = at(Math.min(1, t + 0.01));
    const len = Math.hypot(qx - px, qy - py) || 1;
    const wdt = h * (0.028 - 0.013 * t);
    const nx = (-(qy - py) / len) * wdt;
    const ny = ((qx - px) / len) * wdt;
    left.push([px + nx, py + ny]);
    right.unshift([px - nx, py - ny]);
  }
  let out = `<path fill="${color}" d="${poly([...left, ...right])}"/>`;
  const n = rng.int(8, 10);
  for (let i = 0; i < n; i++) {
    const a = Math.PI * (-0.15 + (1.3 * i) / (n - 1)) + rng.range(-0.1, 0.1);
    out += frond(rng, cx, cy, h * rng.range(0.34, 0.46), a, i % 2 ? leaf : mix(leaf, '#000000', 0.12));
  }
  for (let i = 0; i < 3; i++)
    out += `<circle cx="${f(cx + (i - 1) * h * 0.018)}" cy="${f(cy + h * 0.025)}" r="${f(h * 0.016)}" fill="${color}"/>`;
  return out;
}

export function frond(rng: Rng, x: number, y: number, L: number, a: number, color: string): string {
  const dx = Math.cos(a);
  const up = Math.sin(a); // 1 = straight up, 0 = sideways, < 0 = hanging
  const droop = L * (0.55 - up * 0.35);
  const end: Pt = [x + dx * L * 0.85, y - up * L * 0.4 + droop];
  const ctl: Pt = [x + dx * L * 0.55, y - up * L * 0.55 - L * 0.22];
  const at = (t: number): Pt => [
    (1 - t) ** 2 * x + 2 * (1 - t) * t * ctl[0] + t * t * end[0],
    (1 - t) ** 2 * y + 2 * (1 - t) * t * ctl[1] + t * t * end[1],
  ];
  const top: Pt[] = [];
  const bot: Pt[] = [];
  const k = 34;
  for (let i = 0; i <= k; i++) {
    const t = i / k;
    const [px, py] = at(t);
    const [qx, qy] = at(Math.min(1, t + 0.02));
    const len = Math.hypot(qx - px, qy - py) || 1;
    const env = Math.pow(Math.sin(Math.PI * (0.06 + t * 0.94)), 0.6) * (1 - t * 0.3);
    const wd = L * 0.085 * env * (i % 2 ? 1.5 : 0.45) * rng.range(0.85, 1.1);
    const nx = -(qy - py) / len;
    const ny = (qx - px) / len;
    // leaflets hang down from the rib: a little above it, more below
    const sgn = dx >= 0 ? 1 : -1;
    top.push([px - nx * sgn * wd * 0.35, py - ny * sgn * wd * 0.35]);
    // long leaflet tips slant towards the frond's tip
    const [lx, ly] = i % 2 ? at(Math.min(1, t + 0.04)) : [px, py];
    bot.unshift([lx + nx * sgn * wd, ly + ny * sgn * wd + wd * 0.4]);
  }
  return `<path fill="${color}" d="${poly([...top, ...bot])}"/>`;
}
