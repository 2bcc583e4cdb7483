// Grassland building blocks shared by the savanna and mountain scenes.
import { mix, tone, type Palette, type Rng } from '../palette.js';
import { linear, ridge, type Ridge, type Size } from './common.js';
import { openSky } from './sky.js';
import { acacia, grass } from './flora.js';

export interface Plains {
  svg: string;
  horizon: number;
  far: Ridge;
  mid: Ridge;
  near: Ridge;
}

export interface PlainsOpts {
  grass?: string;
  /** range of the horizon as a fraction of the height */
  horizon?: [number, number];
  /** drawn behind the grassland instead of the default distant hills */
  backdrop?: (horizon: number) => string;
}

/** Sky, distant hills and three bands of grassland. */
export function plains(rng: Rng, p: Palette, s: Size, o: PlainsOpts = {}): Plains {
  const { w, h } = s;
  const grassColor = o.grass ?? '#c9a55a';
  const [h0, h1] = o.horizon ?? [0.55, 0.63];
  const horizon = h * rng.range(h0, h1);
  let svg = openSky(rng, p, s, horizon);
  svg += o.backdrop
    ? o.backdrop(horizon)
    : ridge(rng, s, {
        base: horizon,
        amp: h * rng.range(0.05, 0.12),
        color: tone(p, '#6f7d6a', 0.95),
        bumps: rng.range(1, 2.5),
        bottom: horizon + h * 0.05,
      }).svg;
  svg += ridge(rng, s, {
    base: horizon + h * 0.01,
    amp: h * rng.range(0.015, 0.04),
    color: tone(p, '#8d8a55', 0.8),
    bumps: 3,
  }).svg;
  const [gd, gu] = linear(
    [
      [0, tone(p, grassColor, 0.6)],
      [1, tone(p, grassColor, 0.25)],
    ],
    0,
    horizon,
    0,
    h,
  );
  const far = ridge(rng, s, { base: horizon + h * 0.04, amp: h * 0.012, color: gu, bumps: 2 });
  svg += `<defs>${gd}</defs>` + far.svg;
  for (let i = rng.int(3, 7); i > 0; i--) {
    const x = rng.range(0, w);
    svg += acacia(rng, x, far.y(x) + h * 0.005, h * rng.range(0.035, 0.06), tone(p, '#3e4430', 0.65));
  }
  const mid = ridge(rng, s, { base: horizon + h * 0.13, amp: h * 0.03, color: tone(p, grassColor, 0.3), bumps: 1.5 });
  const near = ridge(rng, s, {
    base: h * 0.9,
    amp: h * 0.06,
    color: tone(p, mix(grassColor, '#7a5a2a', 0.35), 0.05),
    bumps: 1.2,
  });
  return { svg, horizon, far, mid, near };
}

export const fg = (rng: Rng, p: Palette, s: Size, pl: Plains) =>
  pl.near.svg + grass(rng, s.w, s.h * 0.86, s.h, 90, tone(p, '#8a6a34', 0.02), s.h / 1200);

export const dir = (rng: Rng): 1 | -1 => (rng.chance(0.5) ? 1 : -1);

/**
 * An acacia standing on the near or the middle band of the plains, `lift` below its ridge line, `height` tall: dark
 * and crisp up close, paler in the haze of the middle distance.
 */
export function bandAcacia(
  rng: Rng,
  p: Palette,
  pl: Plains,
  band: 'near' | 'mid',
  x: number,
  lift: number,
  height: number,
) {
  const haze = band === 'near' ? 0.05 : 0.25;
  const leaf = band === 'near' ? '#445133' : '#4a5636';
  return acacia(rng, x, pl[band].y(x) + lift, height, tone(p, '#3a3022', haze), tone(p, leaf, haze));
}
