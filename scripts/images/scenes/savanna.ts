// Open plains: acacias and giraffes, elephants, the migration, baobabs.
import { mix, tone } from '../palette.js';
import { f, type SceneFn } from './common.js';
import { birds } from './sky.js';
import { elephant, giraffe, wildebeest } from './fauna.js';
import { baobab, bush } from './flora.js';
import { bandAcacia, dir, fg, plains } from './plains.js';

export const savannaAcacia: SceneFn = (rng, p, s) => {
  const { w, h } = s;
  const pl = plains(rng, p, s);
  let out = pl.svg + birds(rng, s, pl.horizon, tone(p, '#2d2a24', 0.3));
  const side = rng.chance(0.5) ? 0.2 : 0.8;
  out += pl.mid.svg;
  const gx = (1 - side) * w + rng.range(-0.1, 0.1) * w;
  const n = rng.int(1, 3);
  for (let i = 0; i < n; i++) {
    const x = gx + (i - (n - 1) / 2) * h * rng.range(0.15, 0.2);
    const scale = (h / 1200) * rng.range(2.1, 2.7) * (1 - i * 0.2);
    out += giraffe(x, pl.mid.y(x) + h * (0.02 - i * 0.015), scale, tone(p, '#6a4a2c', 0.3), dir(rng), rng.chance(0.3));
  }
  out += fg(rng, p, s, pl);
  const ax = side * w + rng.range(-0.08, 0.08) * w;
  out += bandAcacia(rng, p, pl, 'near', ax, h * 0.02, h * rng.range(0.36, 0.46));
  if (rng.chance(0.6)) {
    const bx = ax + (side < 0.5 ? 1 : -1) * w * rng.range(0.15, 0.25);
    out += bandAcacia(rng, p, pl, 'mid', bx, h * 0.03, h * rng.range(0.16, 0.22));
  }
  return out;
};

export const savannaElephant: SceneFn = (rng, p, s) => {
  const { w, h } = s;
  const pl = plains(rng, p, s, { grass: '#c2a062' });
  let out = pl.svg + pl.mid.svg;
  const side = rng.chance(0.5) ? 0.18 : 0.82;
  const bx = side * w;
  out += baobab(rng, bx, pl.mid.y(bx) + h * 0.02, h * rng.range(0.34, 0.42), tone(p, '#5a4636', 0.28));
  const body = tone(p, '#59514b', 0.2);
  const ear = mix(body, p.haze, 0.15);
  const tusk = tone(p, '#efe6d2', 0.2);
  const n = rng.int(2, 4);
  const span = (n - 1) * h * 0.17 + h * 0.2;
  const hx = Math.min(w - span / 2, Math.max(span / 2, (1 - side) * w + rng.range(-0.06, 0.06) * w));
  const d = side < 0.5 ? 1 : -1;
  for (let i = 0; i < n; i++) {
    const calf = i === n - 1 && n > 2;
    const x = hx + (i - (n - 1) / 2) * h * 0.17 * d + rng.range(-0.02, 0.02) * h;
    const sc = (h / 1200) * (calf ? 1.4 : rng.range(2.2, 2.8));
    out += elephant(x, pl.near.y(x) - h * rng.range(0.02, 0.05), sc, body, ear, tusk, d === 1 ? -1 : 1);
  }
  return out + fg(rng, p, s, pl) + bush(rng, side * w + w * 0.1, h, h * 0.05, tone(p, '#4a4a2c', 0));
};

export const migration: SceneFn = (rng, p, s) => {
  const { w, h } = s;
  const pl = plains(rng, p, s, { grass: '#c7ad6c' });
  let out = pl.svg;
  const c = tone(p, '#3a342e', 0.45);
  const herd = (y0: number, y1: number, n: number, s0: number, s1: number, col: string) => {
    let g = '';
    for (let i = 0; i < n; i++) {
      const t = Math.pow(rng.next(), 1.4);
      const x = w * (rng.next() * 1.1 - 0.05);
      const wave = Math.sin((x / w) * Math.PI * 2 + 1) * (y1 - y0) * 0.25;
      g += wildebeest(x, y0 + (y1 - y0) * t + wave, (h / 1200) * (s0 + (s1 - s0) * t), col, rng.chance(0.8) ? 1 : -1);
    }
    return g;
  };
  out += herd(pl.horizon + h * 0.04, pl.horizon + h * 0.1, 180, 0.25, 0.6, tone(p, '#3a342e', 0.6));
  out += `<rect y="${f(pl.horizon + h * 0.03)}" width="${w}" height="${f(h * 0.08)}" fill="${p.haze}" opacity="0.25"/>`;
  out += pl.mid.svg + herd(pl.horizon + h * 0.12, pl.horizon + h * 0.2, 70, 0.6, 1.1, c);
  const ax = rng.range(0.05, 0.95) * w;
  out += bandAcacia(rng, p, pl, 'mid', ax, h * 0.02, h * rng.range(0.18, 0.24));
  out += fg(rng, p, s, pl);
  for (let i = rng.int(2, 5); i > 0; i--) {
    const x = rng.range(0.05, 0.95) * w;
    out += wildebeest(
      x,
      pl.near.y(x) + h * rng.range(0.02, 0.08),
      (h / 1200) * rng.range(3, 4),
      tone(p, '#2f2a25', 0.05),
      dir(rng),
    );
  }
  return out;
};

export const baobabScene: SceneFn = (rng, p, s) => {
  const { w, h } = s;
  const pl = plains(rng, p, s, { grass: '#c99a55' });
  let out = pl.svg;
  for (let i = rng.int(2, 4); i > 0; i--) {
    const x = rng.range(0, w);
    out += baobab(rng, x, pl.far.y(x) + h * 0.01, h * rng.range(0.08, 0.14), tone(p, '#5a4636', 0.55));
  }
  out += pl.mid.svg;
  const side = rng.chance(0.5) ? 0.27 : 0.73;
  const x2 = (1 - side) * w + rng.range(-0.1, 0.1) * w;
  out += baobab(rng, x2, pl.mid.y(x2) + h * 0.02, h * rng.range(0.22, 0.3), tone(p, '#5a4232', 0.3));
  out += fg(rng, p, s, pl);
  const x1 = side * w;
  out += baobab(rng, x1, pl.near.y(x1) + h * 0.03, h * rng.range(0.55, 0.68), tone(p, '#4c3628', 0.05));
  return out;
};
