// The Zanzibar coast: a dhow under sail, and white sand under leaning palms.
import { mix, tone, type Palette, type Rng } from '../palette.js';
import { f, linear, ridge, type SceneFn, type Size } from './common.js';
import { openSky, water } from './sky.js';
import { palm } from './palms.js';

/** Indian Ocean colours under this light: far (deep blue), turquoise, shallow aqua. */
export function seaColors(p: Palette): [string, string, string] {
  const lit = (c: string) => mix(tone(p, c, 0.15), c, p.time === 'midday' ? 0.5 : 0.25);
  return [mix(lit('#1d6a98'), p.sky[2], 0.15), lit('#1aa7ad'), lit('#7fdccc')];
}

/** A lateen-rigged dhow, about 150 units tall, waterline at (0, 0), with its reflection. */
export function dhow(x: number, y: number, s: number, p: Palette, dir: 1 | -1 = 1, depth = 0.2): string {
  const hull = tone(p, '#4a3426', depth);
  const trim = tone(p, '#c9a26a', depth);
  const lit = tone(p, '#f4ead6', depth * 0.6);
  const shade = tone(p, '#cdbfa6', depth * 0.6);
  const [gd, gu] = linear(
    [
      [0, lit],
      [1, shade],
    ],
    -58,
    -160,
    66,
    -32,
  );
  const boat =
    `<path fill="${hull}" d="M-66,-30L-50,-16L44,-14L92,-36C78,-14 60,2 34,6L-46,6C-58,2 -64,-12 -66,-30Z"/>` +
    `<path fill="${trim}" d="M-64,-26L-50,-12L44,-10L88,-32L86,-28L44,-6L-48,-8L-62,-18Z"/>` +
    `<path stroke="${hull}" stroke-width="2.4" d="M4,-14L8,-124M70,-30L-60,-164"/>` +
    `<path fill="${tone(p, '#d9644a', depth)}" d="M8,-124l16,4l-16,4Z"/>` +
    `<path fill="${gu}" d="M66,-32L-58,-160Q-76,-86 -42,-22Q12,-40 66,-32Z"/>` +
    `<path fill="none" stroke="${shade}" stroke-width="1" d="M34,-68L10,-33M2,-104L-14,-28M-30,-138L-34,-25"/>`;
  const t = `translate(${f(x)},${f(y)}) scale(${dir * s},${s})`;
  return (
    `<defs>${gd}</defs><g transform="${t}">${boat}</g>` +
    `<g transform="translate(${f(x)},${f(y)}) scale(${dir * s},${-s * 0.6})" opacity="0.22">${boat}</g>`
  );
}

/** Sky and sea down to `bottom`, with an optional low far shore. */
export function seascape(rng: Rng, p: Palette, s: Size, horizon: number, bottom: number, shore: boolean): string {
  const { w, h } = s;
  const [far, mid, near] = seaColors(p);
  let out = openSky(rng, p, s, horizon, 5, 0.4);
  out += water(rng, p, s, horizon, bottom, far, mix(mid, near, 0.3));
  const [d2, u2] = linear(
    [
      [0, mid, 0],
      [1, near, 0.6],
    ],
    0,
    horizon,
    0,
    bottom,
  );
  out += `<defs>${d2}</defs><rect y="${f(horizon)}" width="${w}" height="${f(bottom - horizon)}" fill="${u2}"/>`;
  if (shore) {
    const x0 = rng.chance(0.5) ? -0.1 : 0.5;
    out += `<g transform="translate(${f(x0 * w)},0)">`;
    out +=
      ridge(
        rng,
        { w: w * 0.6, h },
        { base: horizon + 1, amp: h * 0.012, color: tone(p, '#4f6a4a', 0.85), bumps: 3, bottom: horizon + 2 },
      ).svg + '</g>';
  }
  return out;
}

export const dhowScene: SceneFn = (rng, p, s) => {
  const { w, h } = s;
  const horizon = h * rng.range(0.52, 0.6);
  let out = seascape(rng, p, s, horizon, h, rng.chance(0.6));
  if (rng.chance(0.6))
    out += dhow(w * rng.range(0.1, 0.9), horizon + h * 0.03, (h / 1200) * 0.45, p, rng.chance(0.5) ? 1 : -1, 0.7);
  const x = w * rng.range(0.35, 0.65);
  out += dhow(
    x,
    horizon + (h - horizon) * rng.range(0.45, 0.6),
    (h / 1200) * rng.range(2.6, 3.2),
    p,
    x < w / 2 ? 1 : -1,
  );
  if (rng.chance(0.6)) {
    // a corner of beach with a palm leaning in
    const right = x < w / 2;
    const bx = right ? w : 0;
    out += `<ellipse cx="${f(bx)}" cy="${f(h * 1.02)}" rx="${f(w * 0.3)}" ry="${f(h * 0.09)}" fill="${tone(p, '#efe3c6', 0.1)}"/>`;
    out += palm(
      rng,
      bx + (right ? -1 : 1) * w * 0.06,
      h * 1.0,
      h * 0.75,
      (right ? -1 : 1) * 0.45,
      tone(p, '#5a4632', 0.05),
      tone(p, '#3f6a3a', 0.05),
    );
  }
  return out;
};

export const beachPalms: SceneFn = (rng, p, s) => {
  const { w, h } = s;
  const horizon = h * rng.range(0.42, 0.5);
  const beach = h * rng.range(0.68, 0.74);
  let out = seascape(rng, p, s, horizon, beach + h * 0.02, rng.chance(0.4));
  if (rng.chance(0.7))
    out += dhow(w * rng.range(0.15, 0.85), horizon + h * 0.04, (h / 1200) * 0.6, p, rng.chance(0.5) ? 1 : -1, 0.6);
  // foam, wet sand, dry white sand
  const sand = ridge(rng, s, { base: beach + h * 0.03, amp: h * 0.03, color: tone(p, '#f3ead6', 0.1), bumps: 1 });
  const foam = ridge(rng, s, {
    base: beach + h * 0.012,
    amp: h * 0.03,
    color: mix(tone(p, '#ffffff', 0.2), '#ffffff', 0.4),
    bumps: 1,
  });
  out +=
    foam.svg +
    ridge(rng, s, { base: beach + h * 0.022, amp: h * 0.03, color: tone(p, '#d9c8a4', 0.15), bumps: 1 }).svg +
    sand.svg;
  const [sd, su] = linear(
    [
      [0, tone(p, '#f3ead6', 0.1), 0],
      [1, tone(p, '#d9c29a', 0), 0.7],
    ],
    0,
    beach,
    0,
    h,
  );
  out += `<defs>${sd}</defs><rect y="${f(beach)}" width="${w}" height="${f(h - beach)}" fill="${su}"/>`;
  const left = rng.chance(0.5);
  const n = rng.int(2, 3);
  const trunk = tone(p, '#6a5238', 0.05);
  const leaf = tone(p, '#3f7040', 0.05);
  let shadows = '';
  let palms = '';
  for (let i = 0; i < n; i++) {
    const x = (left ? 0.06 + i * 0.13 : 0.94 - i * 0.13) * w + rng.range(-0.03, 0.03) * w;
    const y = sand.y(x) + h * (0.12 + i * 0.05);
    const ph = h * rng.range(0.62, 0.82) * (1 - i * 0.08);
    const lean = (left ? 1 : -1) * rng.range(0.25, 0.5);
    shadows += `<ellipse cx="${f(x + lean * ph * 0.5)}" cy="${f(y + h * 0.01)}" rx="${f(ph * 0.28)}" ry="${f(h * 0.018)}"/>`;
    palms = palm(rng, x, y, ph, lean, trunk, leaf) + palms;
  }
  return out + `<g fill="${tone(p, '#7a6a50', 0.1)}" opacity="0.25">${shadows}</g>` + palms;
};
