// Sky, sun, clouds, birds and open water.
import { mix, tone, type Palette, type Rng } from '../palette.js';
import { f, linear, radial, type Size } from './common.js';

/** Sky gradient down to the horizon, with a warm glow around the sun. */
export function sky(p: Palette, { w, h }: Size, horizon: number): string {
  const [a, b, c] = p.sky;
  const [d1, u1] = linear(
    [
      [0, a],
      [0.3, mix(a, b, 0.6)],
      [0.55, b],
      [0.8, mix(b, c, 0.6)],
      [1, c],
    ],
    0,
    0,
    0,
    horizon,
  );
  const sx = p.sun.x * w;
  const sy = sunY(p, horizon);
  const [d2, u2] = radial(
    [
      [0, p.sun.glow, 0.75],
      [0.35, p.sun.glow, 0.28],
      [1, p.sun.glow, 0],
    ],
    sx,
    sy,
    h * 0.75,
  );
  return `<defs>${d1}${d2}</defs><rect width="${w}" height="${f(horizon + 4)}" fill="${u1}"/><rect width="${w}" height="${f(horizon + 4)}" fill="${u2}"/>`;
}

export const sunY = (p: Palette, horizon: number): number =>
  horizon - p.sun.elevation * horizon * 0.9 + horizon * 0.015;

export function sun(p: Palette, { w, h }: Size, horizon: number): string {
  const sx = p.sun.x * w;
  const sy = sunY(p, horizon);
  const r = h * 0.042 * p.sun.size * (p.time === 'midday' ? 0.75 : 1);
  let out = `<circle cx="${f(sx)}" cy="${f(sy)}" r="${f(r * 1.5)}" fill="${p.sun.core}" opacity="0.25"/>`;
  out += `<circle cx="${f(sx)}" cy="${f(sy)}" r="${f(r)}" fill="${p.sun.core}"/>`;
  if (p.moon) {
    const mx = (p.sun.x > 0.5 ? 0.2 : 0.8) * w;
    out += `<circle cx="${f(mx)}" cy="${f(horizon * 0.22)}" r="${f(h * 0.022)}" fill="#f7ecd9" opacity="0.85"/>`;
  }
  return out;
}

/** Streaky clouds for low sun, puffy ones at midday. */
export function clouds(rng: Rng, p: Palette, { w, h }: Size, horizon: number, count = 4): string {
  let out = '';
  const n = rng.int(Math.max(1, count - 2), count + 1);
  for (let i = 0; i < n; i++) {
    const cx = rng.range(-0.1, 1.1) * w;
    const cy = rng.range(0.12, 0.7) * horizon;
    const col = mix(p.cloud, p.sky[1], rng.range(0, 0.35));
    if (p.time === 'midday') {
      const s = rng.range(0.5, 1.1) * h * 0.05;
      const lobes = rng.int(3, 6);
      let g = '';
      for (let k = 0; k < lobes; k++) {
        const dx = (k - (lobes - 1) / 2) * s * 1.1;
        const r = s * (1 - Math.abs(k - (lobes - 1) / 2) / lobes) * rng.range(0.9, 1.4);
        g += `<circle cx="${f(cx + dx)}" cy="${f(cy - r * 0.5)}" r="${f(r)}"/>`;
      }
      g += `<rect x="${f(cx - lobes * s * 0.6)}" y="${f(cy - s * 0.5)}" width="${f(lobes * s * 1.2)}" height="${f(s * 0.6)}" rx="${f(s * 0.3)}"/>`;
      out += `<g fill="${col}" opacity="${f(rng.range(0.6, 0.9))}">${g}</g>`;
    } else {
      const len = rng.range(0.15, 0.45) * w;
      const th = rng.range(0.006, 0.018) * h;
      out += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(len / 2)}" ry="${f(th)}" fill="${col}" opacity="${f(rng.range(0.35, 0.75))}"/>`;
      if (rng.chance(0.6)) {
        const l2 = len * rng.range(0.4, 0.8);
        out += `<ellipse cx="${f(cx + rng.range(-0.1, 0.1) * w)}" cy="${f(cy + th * 2.2)}" rx="${f(l2 / 2)}" ry="${f(th * 0.7)}" fill="${col}" opacity="0.45"/>`;
      }
    }
  }
  return out;
}

/** A few distant birds as small curved Vs. */
export function birds(rng: Rng, { w, h }: Size, horizon: number, color: string): string {
  const n = rng.int(0, 5);
  const cx = rng.range(0.2, 0.8) * w;
  const cy = rng.range(0.2, 0.5) * horizon;
  let d = '';
  for (let i = 0; i < n; i++) {
    const x = cx + rng.range(-0.08, 0.08) * w;
    const y = cy + rng.range(-0.05, 0.05) * h;
    const s = rng.range(0.006, 0.011) * h;
    d += `M${f(x - s)},${f(y - s * 0.3)}q${f(s * 0.5)},${f(-s * 0.4)} ${f(s)},${f(s * 0.3)}q${f(s * 0.5)},${f(-s * 0.7)} ${f(s)},${f(-s * 0.3)}`;
  }
  return n
    ? `<path d="${d}" fill="none" stroke="${color}" stroke-width="${f(h * 0.0025)}" stroke-linecap="round"/>`
    : '';
}

/** An open sky down to `horizon`: its light, the sun, `cloudCount` clouds and, given their haze, a few birds. */
export function openSky(rng: Rng, p: Palette, s: Size, horizon: number, cloudCount = 4, birdHaze?: number): string {
  const above = sky(p, s, horizon) + sun(p, s, horizon) + clouds(rng, p, s, horizon, cloudCount);
  return birdHaze === undefined ? above : above + birds(rng, s, horizon, tone(p, '#2d2a30', birdHaze));
}

/** Water from `top` to `bottom`, with glints and the sun's reflection. */
export function water(
  rng: Rng,
  p: Palette,
  { w, h }: Size,
  top: number,
  bottom: number,
  deep = p.water.deep,
  shallow = p.water.shallow,
): string {
  const [d, u] = linear(
    [
      [0, mix(deep, p.sky[2], 0.35)],
      [0.25, deep],
      [1, shallow],
    ],
    0,
    top,
    0,
    bottom,
  );
  let out = `<defs>${d}</defs><rect y="${f(top)}" width="${w}" height="${f(bottom - top)}" fill="${u}"/>`;
  const sx = p.sun.x * w;
  for (let i = 0; i < 28; i++) {
    const t = rng.next();
    const y = top + (bottom - top) * t * t;
    const nearSun = i % 2 === 0 && p.time !== 'midday';
    const x = nearSun ? sx + rng.range(-0.06, 0.06) * w * (1 + t * 3) : rng.range(0, w);
    const len = (nearSun ? rng.range(0.03, 0.1) : rng.range(0.01, 0.05)) * w * (0.4 + t);
    out += `<rect x="${f(x - len / 2)}" y="${f(y)}" width="${f(len)}" height="${f(h * 0.002 * (1 + t * 2))}" fill="${p.water.glint}" opacity="${f(rng.range(0.25, nearSun ? 0.8 : 0.45))}"/>`;
  }
  return out;
}
