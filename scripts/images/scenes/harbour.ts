// Stone Town seen from the water: the seafront houses, a minaret and moored dhows.
import { mix, tone } from '../palette.js';
import { f, type SceneFn } from './common.js';
import { dhow, seaColors } from './coast.js';
import { palm } from './palms.js';
import { clouds, sky, sun, water } from './sky.js';
import { SHUTTERS, WALLS, minaret, stoneTownStreet, windowAt } from './town.js';

export const stoneTownSeafront: SceneFn = (rng, p, s) => {
  const { w, h } = s;
  const shore = h * rng.range(0.6, 0.66);
  let out = sky(p, s, shore) + sun(p, s, shore - h * 0.12) + clouds(rng, p, s, shore - h * 0.2, 4);
  out += minaret(
    w * rng.range(0.1, 0.9),
    shore,
    shore - h * rng.range(0.42, 0.5),
    h * 0.045,
    tone(p, '#f2ead8', 0.35),
    tone(p, '#c9b48e', 0.35),
  );
  // an old fort-like tower or clock tower rising above the roofs
  if (rng.chance(0.6)) {
    const tx = w * rng.range(0.2, 0.8);
    const tw = h * 0.07;
    const top = shore - h * rng.range(0.36, 0.42);
    out += `<rect x="${f(tx - tw / 2)}" y="${f(top)}" width="${f(tw)}" height="${f(shore - top)}" fill="${tone(p, '#ece2cc', 0.3)}"/>`;
    out += `<path fill="${tone(p, '#8a6a4a', 0.3)}" d="M${f(tx - tw * 0.6)},${f(top)}L${f(tx)},${f(top - tw * 0.7)}L${f(tx + tw * 0.6)},${f(top)}Z"/>`;
    out += `<circle cx="${f(tx)}" cy="${f(top + tw * 0.5)}" r="${f(tw * 0.22)}" fill="${tone(p, '#3a3a3a', 0.3)}"/>`;
  }
  // two rows of houses: the back row higher and hazier
  for (const [row, depth] of [
    [1, 0.45],
    [0, 0.2],
  ] as const) {
    let x = -rng.range(0, 0.05) * w;
    while (x < w) {
      const bw = h * rng.range(0.14, 0.26);
      const top = shore - h * (rng.range(0.12, 0.22) + row * 0.08);
      const wall = tone(p, rng.pick(WALLS), depth);
      out += `<rect x="${f(x)}" y="${f(top)}" width="${f(bw + 1)}" height="${f(shore - top)}" fill="${wall}"/>`;
      out += `<rect x="${f(x)}" y="${f(top)}" width="${f(bw + 1)}" height="${f(h * 0.008)}" fill="${mix(wall, '#000000', 0.12)}"/>`;
      if (row === 0) {
        const shutter = rng.pick(SHUTTERS);
        const style = rng.int(0, 1);
        const cols = Math.max(2, Math.round(bw / (h * 0.07)));
        for (let y = shore - h * 0.02; y - h * 0.05 > top; y -= h * 0.065) {
          for (let c = 0; c < cols; c++)
            out += windowAt(rng, p, x + ((c + 0.5) / cols) * bw, y - h * 0.01, h * 0.012, h * 0.03, style, shutter);
        }
      }
      x += bw;
    }
    if (row === 1) {
      for (let i = rng.int(1, 3); i > 0; i--) {
        out += palm(
          rng,
          w * rng.range(0, 1),
          shore - h * 0.1,
          h * rng.range(0.2, 0.28),
          rng.range(-0.3, 0.3),
          tone(p, '#5a4632', 0.3),
          tone(p, '#3f6a3a', 0.3),
        );
      }
    }
  }
  // the sea wall, the water and the moored dhows
  out += `<rect y="${f(shore - h * 0.015)}" width="${w}" height="${f(h * 0.03)}" fill="${tone(p, '#b8a27e', 0.2)}"/>`;
  const [, mid, near] = seaColors(p);
  out += water(rng, p, s, shore + h * 0.015, h, mix(mid, p.sky[2], 0.2), near);
  const n = rng.int(1, 3);
  for (let i = 0; i < n; i++) {
    const t = (i + 1) / (n + 1);
    const y = shore + (h - shore) * rng.range(0.3, 0.75);
    out += dhow(
      w * (t + rng.range(-0.08, 0.08)),
      y,
      (h / 1200) * (0.9 + ((y - shore) / h) * 4),
      p,
      rng.chance(0.5) ? 1 : -1,
      0.15,
    );
  }
  return out;
};

export const stoneTown: SceneFn = (rng, p, s) => (rng.chance(0.5) ? stoneTownStreet : stoneTownSeafront)(rng, p, s);
