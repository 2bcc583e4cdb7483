// A river winding across the plains, with hippos and palms (Nyerere, Ruaha).
import { mix, tone } from '../palette.js';
import { f, linear, poly, ridge, smooth, type Pt, type SceneFn } from './common.js';
import { hippo } from './fauna.js';
import { bush, grass } from './flora.js';
import { palm } from './palms.js';
import { openSky } from './sky.js';

export const river: SceneFn = (rng, p, s) => {
  const { w, h } = s;
  const horizon = h * rng.range(0.46, 0.54);
  let out = openSky(rng, p, s, horizon, 4, 0.3);
  out += ridge(rng, s, { base: horizon, amp: h * 0.07, color: tone(p, '#6f7d6a', 0.92), bumps: 2 }).svg;
  out += ridge(rng, s, { base: horizon + h * 0.02, amp: h * 0.02, color: tone(p, '#7d8450', 0.7), bumps: 4 }).svg;
  const [gd, gu] = linear(
    [
      [0, tone(p, '#a39a55', 0.6)],
      [1, tone(p, '#8a8445', 0.15)],
    ],
    0,
    horizon,
    0,
    h,
  );
  out += `<defs>${gd}</defs><rect y="${f(horizon + h * 0.02)}" width="${w}" height="${f(h)}" fill="${gu}"/>`;
  out += grass(rng, w, horizon + h * 0.1, h, 80, tone(p, '#6a6630', 0.05), h / 1200);
  // the river: a centreline winding towards us, widening with perspective
  const cx = w * rng.range(0.35, 0.65);
  const ph = rng.range(0, 6.3);
  const left: Pt[] = [];
  const right: Pt[] = [];
  const at = (t: number): [number, number, number] => {
    const y = horizon + h * 0.025 + (h - horizon) * 1.05 * Math.pow(t, 1.6);
    const x = cx + Math.sin(t * 5 + ph) * w * 0.22 * Math.pow(t, 0.7);
    return [x, y, w * (0.015 + 0.4 * Math.pow(t, 1.8))];
  };
  for (let i = 0; i <= 20; i++) {
    const [x, y, half] = at(i / 20);
    left.push([x - half, y]);
    right.unshift([x + half, y]);
  }
  const bank = tone(p, '#7a5e3c', 0.3);
  const lb = left.map(([x, y]): Pt => [x - h * 0.012, y]);
  const rb = right.map(([x, y]): Pt => [x + h * 0.012, y]);
  out += `<path fill="${bank}" d="${poly([...lb, ...rb])}"/>`;
  const [wd, wu] = linear(
    [
      [0, mix(p.sky[2], p.water.shallow, 0.3)],
      [1, mix(p.water.deep, '#6b6a48', 0.4)],
    ],
    0,
    horizon,
    0,
    h,
  );
  out += `<defs>${wd}</defs><path fill="${wu}" d="M${f(left[0]![0])},${f(left[0]![1])}${smooth(left)}L${f(right[0]![0])},${f(right[0]![1])}${smooth(right)}Z"/>`;
  for (let i = rng.int(3, 5); i > 0; i--) {
    const t = rng.range(0.55, 0.85);
    const [x, y, half] = at(t);
    out += hippo(
      x + rng.range(-0.6, 0.6) * half,
      y,
      (h / 1200) * (1 + t * 2.2),
      tone(p, '#4c4248', 0.2),
      p.water.glint,
      rng.chance(0.5) ? 1 : -1,
    );
  }
  const ts = Array.from({ length: rng.int(4, 7) }, () => rng.range(0.15, 0.7)).sort((a, b) => a - b);
  for (const t of ts) {
    const [x, y, half] = at(t);
    const side = rng.chance(0.5) ? 1 : -1;
    const hh = h * (0.08 + t * 0.35);
    out += palm(
      rng,
      x + side * (half + hh * 0.3),
      y + h * 0.01,
      hh,
      side * rng.range(0.05, 0.25),
      tone(p, '#4a4030', 0.5 - t * 0.5),
      tone(p, '#4f6a36', 0.5 - t * 0.5),
    );
  }
  return out + bush(rng, rng.chance(0.5) ? w * 0.05 : w * 0.95, h, h * 0.09, tone(p, '#3d5030', 0));
};
