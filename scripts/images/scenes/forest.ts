// Jozani's dense forest, layered into the haze, with a colobus monkey on a branch.
import { mix, tone, type Rng } from '../palette.js';
import { f, linear, poly, ridge, taper, type SceneFn, type Size } from './common.js';
import { monkey } from './fauna.js';
import { frond } from './palms.js';

/** One layer of forest: a canopy hanging from the top, trunks, and undergrowth on the ground. */
function layer(
  rng: Rng,
  { w, h }: Size,
  canopy: number,
  ground: number,
  r: number,
  leaf: string,
  bark: string,
): string {
  let crowns = '';
  let trunks = '';
  let under = '';
  for (let x = -r; x < w + r; x += r * rng.range(0.6, 1.1)) {
    crowns += `<circle cx="${f(x)}" cy="${f(canopy - r * rng.range(0.2, 0.7))}" r="${f(r * rng.range(0.7, 1.2))}"/>`;
    under += `<circle cx="${f(x)}" cy="${f(ground + r * rng.range(0.1, 0.5))}" r="${f(r * rng.range(0.4, 0.8))}"/>`;
  }
  const tw = r * 0.16;
  for (let x = rng.range(0, r); x < w; x += r * rng.range(1.2, 3)) {
    trunks += `<path d="${poly([
      [x - tw, ground + r],
      [x + tw, ground + r],
      [x + tw * 0.6, canopy - r],
      [x - tw * 0.6, canopy - r],
    ])}"/>`;
  }
  return (
    `<g fill="${bark}">${trunks}</g>` +
    `<g fill="${leaf}">${crowns}<rect width="${w}" height="${f(canopy - r * 0.6)}"/>${under}<rect y="${f(ground + r * 0.3)}" width="${w}" height="${f(h)}"/></g>`
  );
}

/** Ferns: fronds fanning up from (x, y). */
export function fern(rng: Rng, x: number, y: number, size: number, color: string): string {
  let out = '';
  for (let i = 0; i < 7; i++) out += frond(rng, x, y, size * rng.range(0.7, 1), Math.PI * (0.1 + (0.8 * i) / 6), color);
  return out;
}

export const forest: SceneFn = (rng, p, s) => {
  const { w, h } = s;
  const [bd, bu] = linear(
    [
      [0, tone(p, '#9fc08a', 0.9)],
      [0.5, mix(tone(p, '#c9dcaa', 0.9), p.sun.glow, 0.3)],
      [1, tone(p, '#7fa06a', 0.8)],
    ],
    0,
    0,
    0,
    h,
  );
  let out = `<defs>${bd}</defs><rect width="${w}" height="${h}" fill="${bu}"/>`;
  const greens = ['#7fa565', '#5e8a4e', '#477640', '#355f34'];
  greens.forEach((g, i) => {
    const depth = 0.8 - i * 0.22;
    const canopy = h * (0.42 - i * 0.09);
    const ground = h * (0.6 + i * 0.09);
    out += layer(
      rng,
      s,
      canopy,
      ground,
      h * (0.05 + i * 0.025),
      tone(p, g, depth),
      tone(p, mix(g, '#3a2e24', 0.55), depth),
    );
    if (i === 1) {
      // shafts of light through the canopy
      const sx = p.sun.x * w;
      let rays = '';
      for (let k = 0; k < 4; k++) {
        const x0 = sx + rng.range(-0.3, 0.3) * w;
        const wd = rng.range(0.02, 0.05) * w;
        rays += `<path d="${poly([
          [x0, 0],
          [x0 + wd, 0],
          [x0 + wd * 3 + h * 0.25, h],
          [x0 + h * 0.25, h],
        ])}"/>`;
      }
      out += `<g fill="${mix(p.sun.glow, '#ffffff', 0.5)}" opacity="0.16">${rays}</g>`;
    }
  });
  const floor = ridge(rng, s, { base: h * 0.95, amp: h * 0.06, color: tone(p, '#2b3f22', 0.05), bumps: 2 });
  out += floor.svg;
  // a big trunk on one side, a branch across, and the monkey sitting on it
  const left = rng.chance(0.5);
  const tx = left ? w * rng.range(0.06, 0.14) : w * rng.range(0.86, 0.94);
  const bark = tone(p, '#3b3226', 0.02);
  out += `<path fill="${bark}" d="${taper(
    [
      [tx, h + 10],
      [tx + rng.range(-0.02, 0.02) * w, h * 0.5],
      [tx, -10],
    ],
    h * 0.12,
    h * 0.08,
  )}"/>`;
  const by = h * rng.range(0.4, 0.5);
  const bend = tx + (left ? 1 : -1) * w * rng.range(0.35, 0.5);
  out += `<path fill="${bark}" d="${taper(
    [
      [tx, by + h * 0.02],
      [(tx + bend) / 2, by - h * 0.03],
      [bend, by - h * 0.08],
    ],
    h * 0.045,
    h * 0.012,
  )}"/>`;
  const mx = tx + (bend - tx) * rng.range(0.45, 0.6);
  out += monkey(
    mx,
    by - h * 0.02,
    (h / 1200) * rng.range(3.6, 4.2),
    tone(p, '#2c2420', 0.02),
    tone(p, '#e9e0cc', 0.1),
    left ? -1 : 1,
  );
  let vines = '';
  for (let i = 0; i < rng.int(3, 6); i++) {
    const x = rng.range(0.1, 0.9) * w;
    vines += `M${f(x)},-5q${f(rng.range(-40, 40))},${f(h * 0.2)} ${f(rng.range(-20, 20))},${f(h * rng.range(0.25, 0.5))}`;
  }
  out += `<path d="${vines}" fill="none" stroke="${tone(p, '#2f4a28', 0.1)}" stroke-width="${f(h * 0.004)}"/>`;
  for (let i = 0; i < 4; i++)
    out += fern(
      rng,
      ((i + rng.next()) / 4) * w,
      h * 1.02,
      h * rng.range(0.22, 0.32),
      tone(p, i % 2 ? '#4f8040' : '#3f7236', 0.1),
    );
  return out;
};

/** A thatched (makuti) hut with mud walls, standing at (x, y). */
