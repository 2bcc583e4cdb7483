// Mount Meru above Arusha's green hills and rooftops.
import { mix, tone } from '../palette.js';
import { f, poly, ridge, type SceneFn } from './common.js';
import { bush, grass, roundTree } from './flora.js';
import { cloudBand, massif } from './peaks.js';
import { plains } from './plains.js';

const ROOFS = ['#a4492f', '#b5653a', '#7b4a3a', '#5f7d86', '#9a3f2c'];

function house(x: number, y: number, sz: number, wall: string, roof: string): string {
  const wd = sz * 1.4;
  const ht = sz * 0.7;
  return (
    `<rect x="${f(x - wd / 2)}" y="${f(y - ht)}" width="${f(wd)}" height="${f(ht)}" fill="${wall}"/>` +
    `<path fill="${roof}" d="${poly([
      [x - wd * 0.6, y - ht],
      [x - wd * 0.35, y - ht - sz * 0.45],
      [x + wd * 0.35, y - ht - sz * 0.45],
      [x + wd * 0.6, y - ht],
    ])}"/>` +
    `<rect x="${f(x - wd * 0.1)}" y="${f(y - ht * 0.6)}" width="${f(wd * 0.16)}" height="${f(ht * 0.6)}" fill="${mix(wall, '#3a2a20', 0.6)}"/>`
  );
}

export const mountainTown: SceneFn = (rng, p, s) => {
  const { w, h } = s;
  const cx = w * rng.range(0.35, 0.65);
  const pl = plains(rng, p, s, {
    grass: '#7f9a4c',
    horizon: [0.56, 0.62],
    backdrop: (horizon) => {
      const H = h * rng.range(0.34, 0.4);
      const meru: [number, number][] = [
        [-0.6, 0],
        [-0.35, 0.2],
        [-0.16, 0.6],
        [-0.05, 0.94],
        [0, 1],
        [0.03, 0.9],
        [0.07, 0.95],
        [0.16, 0.64],
        [0.35, 0.22],
        [0.6, 0],
      ];
      const snow = p.time === 'dawn' || rng.chance(0.3) ? 0.9 : undefined;
      let out = massif(rng, p, meru, { cx, base: horizon, W: h * 1.6, H }, '#4a5660', 0.55, snow).svg;
      out += cloudBand(rng, p, w, horizon - H * rng.range(0.3, 0.5), h * 0.03, 0.75, 0.5);
      return out;
    },
  });
  let out = pl.svg;
  const greens = ['#6f8f45', '#587a3a', '#4a6a32'];
  const hills = greens.map((g, i) =>
    ridge(rng, s, {
      base: pl.horizon + h * (0.1 + i * 0.11),
      amp: h * rng.range(0.05, 0.09),
      color: tone(p, g, 0.5 - i * 0.2),
      bumps: rng.range(1, 2.2),
    }),
  );
  hills.forEach((hill, i) => {
    out += hill.svg;
    const depth = 0.5 - i * 0.2;
    const sz = h * (0.018 + i * 0.014);
    for (let k = rng.int(6, 12) - i * 2; k > 0; k--) {
      const x = rng.range(0.02, 0.98) * w;
      const y = hill.y(x) + sz * rng.range(0.4, 1.6);
      if (rng.chance(0.55))
        out += house(
          x,
          y,
          sz,
          tone(p, rng.pick(['#efe6d6', '#e8d3b0', '#f3efe6']), depth),
          tone(p, rng.pick(ROOFS), depth),
        );
      else
        out += roundTree(
          rng,
          x,
          y,
          sz * rng.range(2, 3.4),
          tone(p, rng.chance(0.15) ? '#8c6fb0' : '#3f5b2e', depth),
          tone(p, '#3a2c22', depth),
        );
    }
  });
  const near = ridge(rng, s, { base: h * 0.95, amp: h * 0.05, color: tone(p, '#3f5b2e', 0), bumps: 1.3 });
  out += near.svg + grass(rng, w, h * 0.92, h, 50, tone(p, '#2e4422', 0), h / 1200);
  const bx = rng.chance(0.5) ? w * 0.08 : w * 0.92;
  return (
    out +
    bush(rng, bx, h, h * 0.07, tone(p, '#34502a', 0)) +
    roundTree(rng, bx, near.y(bx) + h * 0.03, h * 0.34, tone(p, '#3b5a2c', 0.02), tone(p, '#3a2c22', 0))
  );
};
