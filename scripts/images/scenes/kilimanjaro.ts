// Kilimanjaro: Kibo's snowcap above its cloud band, over the Amboseli-side plains.
import { mix, tone } from '../palette.js';
import { ridge, type SceneFn } from './common.js';
import { elephant, giraffe } from './fauna.js';
import { cloudBand, massif } from './peaks.js';
import { bandAcacia, dir, fg, plains } from './plains.js';

export const kilimanjaro: SceneFn = (rng, p, s) => {
  const { w, h } = s;
  const cx = w * rng.range(0.4, 0.6);
  const pl = plains(rng, p, s, {
    horizon: [0.64, 0.7],
    backdrop: (horizon) => {
      const base = horizon + h * 0.02;
      const H = h * rng.range(0.4, 0.46);
      const W = h * rng.range(1.9, 2.3);
      const side = rng.chance(0.5) ? 1 : -1;
      const maw: [number, number][] = [
        [-0.3, 0],
        [-0.12, 0.4],
        [-0.06, 0.52],
        [-0.03, 0.6],
        [0, 0.55],
        [0.03, 0.62],
        [0.07, 0.5],
        [0.14, 0.36],
        [0.3, 0],
      ];
      let out = massif(rng, p, maw, { cx: cx + side * W * 0.42, base, W, H }, '#5b6577', 0.62, 0.5).svg;
      const kibo: [number, number][] = [
        [-0.6, 0],
        [-0.4, 0.18],
        [-0.24, 0.5],
        [-0.13, 0.84],
        [-0.07, 0.97],
        [0, 1],
        [0.07, 0.985],
        [0.13, 0.9],
        [0.24, 0.6],
        [0.4, 0.22],
        [0.6, 0],
      ];
      out += massif(rng, p, kibo, { cx, base, W, H }, '#58627a', 0.5, rng.range(0.72, 0.8)).svg;
      out += cloudBand(rng, p, w, base - H * rng.range(0.3, 0.42), h * 0.05, 0.95, 0.1);
      out += ridge(rng, s, { base: base, amp: h * 0.05, color: tone(p, '#4f6248', 0.7), bumps: 2.5 }).svg;
      return out;
    },
  });
  let out = pl.svg + pl.mid.svg;
  const x = w * (rng.chance(0.5) ? rng.range(0.1, 0.3) : rng.range(0.7, 0.9));
  if (rng.chance(0.5)) {
    const body = tone(p, '#59514b', 0.22);
    for (let i = rng.int(1, 3); i > 0; i--) {
      const ex = x + (x < w / 2 ? 1 : -1) * i * h * 0.12;
      out += elephant(
        ex,
        pl.mid.y(ex) + h * 0.03,
        (h / 1200) * rng.range(1.5, 1.8),
        body,
        mix(body, p.haze, 0.15),
        tone(p, '#eee4cf', 0.2),
        -1,
      );
    }
  } else {
    out += giraffe(x, pl.mid.y(x) + h * 0.03, (h / 1200) * 1.8, tone(p, '#6a4a2c', 0.3), dir(rng));
  }
  out += fg(rng, p, s, pl);
  const ax = w - x + rng.range(-0.1, 0.1) * w;
  return out + bandAcacia(rng, p, pl, 'near', ax, h * 0.02, h * rng.range(0.22, 0.3));
};
