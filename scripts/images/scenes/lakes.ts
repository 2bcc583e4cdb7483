// Ngorongoro's crater and a soda lake with flamingos.
import { mix, tone } from '../palette.js';
import { blob, f, linear, ridge, smooth, type Pt, type SceneFn } from './common.js';
import { clouds, openSky, sky, sun, water } from './sky.js';
import { flamingo, wildebeest } from './fauna.js';
import { acacia, bush, grass, roundTree } from './flora.js';
import { cloudBand } from './peaks.js';

export const crater: SceneFn = (rng, p, s) => {
  const { w, h } = s;
  const horizon = h * rng.range(0.3, 0.36);
  let out = sky(p, s, horizon + h * 0.1) + sun(p, s, horizon) + clouds(rng, p, s, horizon, 3);
  // the far wall of the caldera curves up towards us on both sides
  const wall = (base: number, rise: number, col: string) => {
    const pts: Pt[] = [];
    const ph = rng.range(0, 6);
    for (let i = 0; i <= 16; i++) {
      const u = (i / 16) * 2 - 1;
      pts.push([((u + 1) / 2) * w, base - rise * u * u - Math.sin(u * 4 + ph) * h * 0.012]);
    }
    return `<path fill="${col}" d="M${f(pts[0]![0])},${f(pts[0]![1])}${smooth(pts)}L${w},${h}L0,${h}Z"/>`;
  };
  out += wall(horizon + h * 0.04, h * 0.1, tone(p, '#4c6a5a', 0.85));
  out += cloudBand(rng, p, w, horizon + h * 0.01, h * 0.035, 0.8, 0.55);
  out += wall(horizon + h * 0.1, h * 0.12, tone(p, '#4f6e4a', 0.7));
  const floorTop = horizon + h * 0.16;
  out += ridge(rng, s, { base: floorTop, amp: h * 0.03, color: tone(p, '#6a8450', 0.65), bumps: 2.5 }).svg;
  const [fd, fu] = linear(
    [
      [0, tone(p, '#b4b064', 0.6)],
      [1, tone(p, '#8f9a4e', 0.35)],
    ],
    0,
    floorTop,
    0,
    h * 0.8,
  );
  out += `<defs>${fd}</defs><rect y="${f(floorTop)}" width="${w}" height="${f(h - floorTop)}" fill="${fu}"/>`;
  // Lake Magadi with its pale soda shore and a pink fringe of flamingos
  const lx = w * rng.range(0.3, 0.7);
  const ly = floorTop + h * rng.range(0.08, 0.12);
  const rx = h * rng.range(0.36, 0.5);
  const ry = h * 0.045;
  const side = rng.chance(0.5) ? 1 : -1;
  out += `<path fill="${tone(p, '#e9e1cc', 0.55)}" opacity="0.85" d="${blob(rng, lx + side * rx * 0.25, ly + ry * 0.2, rx * 1.05, ry * 1.5, 0.2)}"/>`;
  const [ld, lu] = linear(
    [
      [0, mix(p.sky[2], p.water.shallow, 0.4)],
      [1, mix(p.sky[1], p.water.shallow, 0.6)],
    ],
    0,
    ly - ry,
    0,
    ly + ry,
  );
  out += `<defs>${ld}</defs><path fill="${lu}" d="${blob(rng, lx, ly, rx, ry, 0.14)}"/>`;
  let pinks = '';
  for (let i = 0; i < 5; i++) {
    const a = rng.range(0.1, 0.9) * Math.PI;
    pinks += `<ellipse cx="${f(lx + Math.cos(a) * rx * 0.92)}" cy="${f(ly + Math.sin(a) * ry * 0.85)}" rx="${f(rx * rng.range(0.08, 0.2))}" ry="${f(ry * 0.16)}"/>`;
  }
  out += `<g fill="${tone(p, '#ec9aa8', 0.5)}" opacity="0.85">${pinks}</g>`;
  // Lerai forest, and herds as specks
  const fx = lx + (lx < w / 2 ? 1 : -1) * rx * rng.range(1.3, 1.7);
  for (let i = 0; i < 9; i++) {
    const x = fx + rng.range(-1, 1) * h * 0.09;
    out += roundTree(rng, x, ly + h * rng.range(0.0, 0.05), h * rng.range(0.04, 0.06), tone(p, '#3d5a34', 0.55));
  }
  for (let i = 0; i < 60; i++) {
    const x = rng.range(0, w);
    const y = floorTop + h * rng.range(0.04, 0.3);
    if (Math.abs(x - lx) < rx * 1.2 && Math.abs(y - ly) < ry * 2) continue;
    out += wildebeest(x, y, (h / 1200) * (0.25 + ((y - floorTop) / h) * 1.2), tone(p, '#3a342e', 0.5));
  }
  // the rim we stand on, with trees and grass
  const left = rng.chance(0.5);
  const near = ridge(rng, s, {
    base: h * 0.97,
    amp: h * rng.range(0.12, 0.2),
    color: tone(p, '#46603a', 0.1),
    bumps: 0.6,
    rough: 0.01,
  });
  out += near.svg;
  for (let i = rng.int(1, 2); i > 0; i--) {
    const x = (left ? 0.1 + i * 0.15 : 0.9 - i * 0.15) * w + rng.range(-0.04, 0.04) * w;
    out += acacia(
      rng,
      x,
      near.y(x) + h * 0.03,
      h * rng.range(0.22, 0.3) * (i === 1 ? 1 : 0.7),
      tone(p, '#3a3428', 0.05),
      tone(p, '#3f5a30', 0.05),
    );
  }
  out += bush(rng, left ? w * 0.9 : w * 0.1, h, h * 0.08, tone(p, '#344a2a', 0));
  return out + grass(rng, w, h * 0.85, h, 60, tone(p, '#34482a', 0), h / 1200);
};

export const lakeFlamingo: SceneFn = (rng, p, s) => {
  const { w, h } = s;
  const horizon = h * rng.range(0.5, 0.56);
  let out = openSky(rng, p, s, horizon, 4, 0.3);
  out += ridge(rng, s, { base: horizon, amp: h * 0.05, color: tone(p, '#7c7f86', 0.9), bumps: 1.5 }).svg;
  // the rift escarpment: a long flat-topped wall, lower into the distance, ending in a steep face
  const leftWall = rng.chance(0.5);
  const top = horizon - h * rng.range(0.16, 0.24);
  const end = w * rng.range(0.6, 0.85);
  const X = (x: number) => (leftWall ? x : w - x);
  const pts: Pt[] = [];
  for (let i = 0; i <= 14; i++) {
    const t = i / 14;
    const face = Math.pow(Math.max(0, (t - 0.78) / 0.22), 0.8);
    const y = top + (horizon - top) * (t * 0.35 + face * 0.65) + rng.range(-1, 1) * h * 0.004;
    pts.push([X(t * end - w * 0.02), Math.min(horizon, y)]);
  }
  const wallCol = tone(p, '#77695a', 0.72);
  out += `<path fill="${wallCol}" d="M${f(X(-w * 0.02))},${f(horizon + 10)}L${f(pts[0]![0])},${f(pts[0]![1])}${smooth(pts)}L${f(X(end))},${f(horizon + 10)}Z"/>`;
  let strata = '';
  for (let k = 1; k <= 3; k++) {
    const q = pts.map(([x, y]): Pt => [x, y + (horizon - y) * k * 0.22]);
    strata += `M${f(q[0]![0])},${f(q[0]![1])}${smooth(q.slice(0, 12))}`;
  }
  out += `<path d="${strata}" fill="none" stroke="${tone(p, '#5a4f44', 0.72)}" stroke-width="${f(h * 0.005)}" opacity="0.45"/>`;
  out += ridge(rng, s, {
    base: horizon + h * 0.004,
    amp: h * 0.035,
    color: tone(p, '#445d3a', 0.6),
    bumps: 6,
    rough: 0.12,
    bottom: horizon + h * 0.02,
  }).svg;
  const shore = h * rng.range(0.76, 0.82);
  out += water(rng, p, s, horizon, shore, mix(p.water.deep, '#c9a7a8', 0.45), mix(p.water.shallow, '#e8c9c0', 0.45));
  // a long pink line of flamingos, with reflections
  const pink = tone(p, '#f08fa0', 0.35);
  const band = horizon + (shore - horizon) * rng.range(0.25, 0.4);
  let flock = '';
  for (let i = 0; i < 200; i++) {
    const x = rng.range(-0.02, 1.02) * w;
    const y = band + Math.sin((x / w) * 5 + 1) * h * 0.012 + rng.range(-1, 1) * h * 0.012;
    const sz = h * (0.004 + ((y - horizon) / h) * 0.02);
    flock += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(sz * 1.4)}" ry="${f(sz * 0.7)}"/><rect x="${f(x - sz * 0.1)}" y="${f(y)}" width="${f(sz * 0.2)}" height="${f(sz * 2)}"/>`;
  }
  out += `<g fill="${pink}" opacity="0.35" transform="translate(0,${f(2 * band + h * 0.03)}) scale(1,-1)">${flock}</g><g fill="${pink}">${flock}</g>`;
  const n = rng.int(3, 6);
  for (let i = 0; i < n; i++) {
    const x = rng.range(0.1, 0.9) * w;
    const y = shore - h * rng.range(0.01, 0.06);
    out += flamingo(
      x,
      y,
      (h / 1200) * rng.range(2.2, 2.8),
      tone(p, '#f28a9c', 0.15),
      tone(p, '#c96f7f', 0.2),
      rng.chance(0.5) ? 1 : -1,
      rng.chance(0.3),
    );
  }
  const beach = ridge(rng, s, { base: h * 0.97, amp: h * 0.12, color: tone(p, '#d8c9a8', 0.15), bumps: 0.8 });
  out += `<path d="M0,${f(shore)}H${w}V${h}H0Z" fill="${tone(p, '#cdbd9a', 0.2)}"/>` + beach.svg;
  const ax = rng.chance(0.5) ? w * 0.06 : w * 0.94;
  out += acacia(
    rng,
    ax,
    beach.y(ax) + h * 0.02,
    h * rng.range(0.22, 0.3),
    tone(p, '#6b6a3a', 0.1),
    tone(p, '#7d8a43', 0.1),
  );
  return out + grass(rng, w, h * 0.88, h, 50, tone(p, '#8a7a50', 0.05), h / 1200);
};
