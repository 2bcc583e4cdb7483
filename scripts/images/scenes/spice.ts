// A spice farm: rows of clove and spice bushes, coconut palms and a thatched hut.
import { mix, tone, type Palette } from '../palette.js';
import { f, linear, poly, ridge, type SceneFn } from './common.js';
import { openSky } from './sky.js';
import { roundTree } from './flora.js';
import { palm } from './palms.js';
import { fern } from './forest.js';

/** A thatched (makuti) hut with mud walls, standing at (x, y). */
function hut(x: number, y: number, sz: number, p: Palette, depth: number): string {
  const thatch = tone(p, '#b58c4f', depth);
  let lines = '';
  for (let i = 1; i < 10; i++)
    lines += `M${f(x - sz * 0.9 + (i * sz * 1.8) / 10)},${f(y - sz * 0.6)}l${f((i - 5) * sz * 0.03)},${f(-sz * 0.4)}`;
  return (
    `<rect x="${f(x - sz * 0.65)}" y="${f(y - sz * 0.62)}" width="${f(sz * 1.3)}" height="${f(sz * 0.62)}" fill="${tone(p, '#a57650', depth)}"/>` +
    `<rect x="${f(x - sz * 0.12)}" y="${f(y - sz * 0.42)}" width="${f(sz * 0.24)}" height="${f(sz * 0.42)}" fill="${tone(p, '#3a2a1e', depth)}"/>` +
    `<path fill="${thatch}" d="${poly([
      [x - sz * 0.95, y - sz * 0.52],
      [x - sz * 0.35, y - sz * 1.15],
      [x + sz * 0.35, y - sz * 1.15],
      [x + sz * 0.95, y - sz * 0.52],
    ])}"/>` +
    `<path d="${lines}" stroke="${mix(thatch, '#000000', 0.25)}" stroke-width="${f(sz * 0.012)}"/>`
  );
}

export const spiceFarm: SceneFn = (rng, p, s) => {
  const { w, h } = s;
  const horizon = h * rng.range(0.4, 0.46);
  let out = openSky(rng, p, s, horizon);
  out += ridge(rng, s, { base: horizon, amp: h * 0.05, color: tone(p, '#5f7f55', 0.9), bumps: 1.5 }).svg;
  const back = ridge(rng, s, { base: horizon + h * 0.06, amp: h * 0.05, color: tone(p, '#4f7a3e', 0.7), bumps: 2 });
  out += back.svg;
  for (let i = rng.int(6, 10); i > 0; i--) {
    const x = rng.range(0, w);
    out += palm(
      rng,
      x,
      back.y(x) + h * 0.01,
      h * rng.range(0.1, 0.16),
      rng.range(-0.2, 0.2),
      tone(p, '#4a4030', 0.65),
      tone(p, '#3f6a36', 0.65),
    );
  }
  const field = horizon + h * 0.1;
  const [gd, gu] = linear(
    [
      [0, tone(p, '#86a050', 0.55)],
      [1, tone(p, '#5f8a3a', 0.1)],
    ],
    0,
    field,
    0,
    h,
  );
  out += `<defs>${gd}</defs>` + ridge(rng, s, { base: field, amp: h * 0.02, color: gu, bumps: 1 }).svg;
  // rows of clove and spice bushes running away from us
  const vx = rng.range(0.3, 0.7) * w;
  const rows: string[] = [];
  for (let r = -6; r <= 6; r++) {
    let row = '';
    for (let k = 9; k >= 0; k--) {
      const t = (k + 0.5) / 10;
      const x = vx + r * w * 0.09 * Math.pow(t, 1.4) * 2.2;
      const y = field + h * 0.02 + (h - field) * Math.pow(t, 1.4);
      if (x < -h * 0.1 || x > w + h * 0.1) continue;
      const sz = h * (0.012 + 0.06 * Math.pow(t, 1.4));
      row += `<circle cx="${f(x)}" cy="${f(y - sz * 0.8)}" r="${f(sz)}"/><circle cx="${f(x)}" cy="${f(y - sz * 1.7)}" r="${f(sz * 0.7)}"/>`;
    }
    rows.push(`<g fill="${tone(p, Math.abs(r) % 2 ? '#3f6a34' : '#4d7a3a', 0.25)}">${row}</g>`);
  }
  out += rows.join('');
  const hx = w * (vx < w / 2 ? rng.range(0.72, 0.88) : rng.range(0.12, 0.28));
  out += roundTree(rng, hx + h * 0.12, field + h * 0.09, h * 0.22, tone(p, '#355f30', 0.3), tone(p, '#4a3a2a', 0.3));
  out += hut(hx, field + h * 0.1, h * 0.13, p, 0.3);
  return out + fern(rng, vx < w / 2 ? w * 0.95 : w * 0.05, h * 1.02, h * 0.3, tone(p, '#2f5a2c', 0.02));
};
