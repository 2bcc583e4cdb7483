// Trees and plants, drawn as flat silhouettes standing on (x, y).
import { mix, type Rng } from '../palette.js';
import { f, poly, smooth, taper, type Pt } from './common.js';

/** Umbrella thorn acacia: thin forked trunk under a wide, flat, lumpy canopy. */
export function acacia(rng: Rng, x: number, y: number, h: number, color: string, leaf = color): string {
  const W = h * rng.range(1.3, 2.1);
  const cy = y - h * rng.range(0.8, 0.88);
  const fx = x + rng.range(-0.05, 0.05) * h;
  const fy = y - h * rng.range(0.35, 0.5);
  const t = h * 0.028;
  let out = `<path fill="${color}" d="${poly([
    [x - t, y],
    [x + t, y],
    [fx + t * 0.6, fy],
    [fx - t * 0.6, fy],
  ])}"/>`;
  const limbs = rng.int(3, 5);
  let d = '';
  for (let i = 0; i < limbs; i++) {
    const ex = x + (i / (limbs - 1) - 0.5) * W * rng.range(0.5, 0.75);
    const ey = cy + h * 0.03;
    d += `M${f(fx)},${f(fy)}Q${f(fx + (ex - fx) * 0.45)},${f(fy - (fy - ey) * 0.7)} ${f(ex)},${f(ey)}`;
  }
  out += `<path d="${d}" fill="none" stroke="${color}" stroke-width="${f(t * 0.8)}" stroke-linecap="round"/>`;
  out += canopy(rng, x, cy, W, h * rng.range(0.14, 0.2), leaf);
  if (rng.chance(0.5)) {
    const side = rng.chance(0.5) ? -1 : 1;
    out += canopy(rng, x + side * W * 0.38, cy + h * 0.06, W * 0.38, h * 0.07, leaf);
  }
  return out;
}

function canopy(rng: Rng, x: number, y: number, W: number, th: number, color: string): string {
  const pts: Pt[] = [];
  const k = 11;
  for (let i = 0; i <= k; i++) {
    const t = i / k;
    const lift = Math.pow(Math.sin(Math.PI * t), 0.4) * th * (i % 2 ? rng.range(0.85, 1.05) : rng.range(0.6, 0.85));
    pts.push([x - W / 2 + W * t, y - lift]);
  }
  const under = mix(color, '#000000', 0.2);
  return (
    `<path fill="${color}" d="M${f(x - W / 2)},${f(y)}${smooth(pts)}Q${f(x)},${f(y + th * 0.3)} ${f(x - W / 2)},${f(y)}Z"/>` +
    `<path fill="${under}" d="M${f(x - W * 0.42)},${f(y + th * 0.02)}Q${f(x)},${f(y + th * 0.3)} ${f(x + W * 0.42)},${f(y + th * 0.02)}Q${f(x)},${f(y - th * 0.1)} ${f(x - W * 0.42)},${f(y + th * 0.02)}Z"/>`
  );
}

/** Baobab: a fat bottle trunk with a crown of thick, crooked, nearly bare branches. */
export function baobab(rng: Rng, x: number, y: number, h: number, color: string): string {
  const tw = h * rng.range(0.26, 0.34);
  const th = h * rng.range(0.5, 0.58);
  const top = y - th;
  const flare = tw * 0.12;
  const b = tw * rng.range(0.0, 0.08);
  const d =
    `M${f(x - tw / 2 - flare)},${f(y)}C${f(x - tw / 2 - b)},${f(y - th * 0.3)} ${f(x - tw * 0.4)},${f(y - th * 0.75)} ${f(x - tw * 0.36)},${f(top)}` +
    `Q${f(x)},${f(top - tw * 0.15)} ${f(x + tw * 0.36)},${f(top)}C${f(x + tw * 0.4)},${f(y - th * 0.75)} ${f(x + tw / 2 + b)},${f(y - th * 0.3)} ${f(x + tw / 2 + flare)},${f(y)}Z`;
  let twigs = '';
  let limbs = '';
  const n = rng.int(5, 7);
  for (let i = 0; i < n; i++) {
    const u = i / (n - 1) - 0.5; // -0.5 (left) .. 0.5 (right)
    const sx = x + u * tw * 0.6;
    const ang = Math.PI / 2 - u * rng.range(2.4, 3); // outer branches lean out
    const len = h * rng.range(0.2, 0.28) * (1 + Math.abs(u) * 0.5);
    const pts: Pt[] = [[sx, top + tw * 0.2]];
    let [px, py] = [sx, top];
    let a = ang;
    for (let k = 0; k < 3; k++) {
      a += rng.range(-0.3, 0.3) + (k > 0 ? (u > 0 ? 0.25 : -0.25) * Math.abs(u) * 2 : 0);
      px += (Math.cos(a) * len) / 3;
      py -= (Math.sin(a) * len) / 3;
      pts.push([px, py]);
    }
    limbs += `<path d="${taper(pts, tw * 0.2, tw * 0.05)}"/>`;
    for (let k = 0; k < 3; k++) {
      const c = rng.range(-0.9, 0.9) + Math.PI / 2 - u;
      const l2 = len * rng.range(0.2, 0.4);
      twigs += `M${f(px)},${f(py)}l${f(Math.cos(c) * l2)},${f(-Math.sin(c) * l2)}`;
    }
  }
  return `<g fill="${color}"><path d="${d}"/>${limbs}</g><path d="${twigs}" fill="none" stroke="${color}" stroke-width="${f(tw * 0.035)}" stroke-linecap="round"/>`;
}

/** A rounded broadleaf tree: short trunk and a cloud of circles. */
export function roundTree(rng: Rng, x: number, y: number, h: number, color: string, trunk = color): string {
  const r = h * 0.3;
  let out = `<rect x="${f(x - h * 0.025)}" y="${f(y - h * 0.5)}" width="${f(h * 0.05)}" height="${f(h * 0.5)}" fill="${trunk}"/><g fill="${color}">`;
  for (let i = 0; i < 5; i++) {
    out += `<circle cx="${f(x + rng.range(-0.7, 0.7) * r)}" cy="${f(y - h + r + rng.range(-0.2, 0.6) * r)}" r="${f(r * rng.range(0.55, 0.85))}"/>`;
  }
  return out + '</g>';
}

/** Low scrub: a few overlapping circles sitting on the ground. */
export function bush(rng: Rng, x: number, y: number, r: number, color: string): string {
  let out = '';
  for (let i = 0; i < 4; i++) {
    const rr = r * rng.range(0.5, 1);
    out += `<circle cx="${f(x + rng.range(-1, 1) * r)}" cy="${f(y - rr * 0.45)}" r="${f(rr)}"/>`;
  }
  return `<g fill="${color}">${out}</g>`;
}

/** Tufts of grass between y0 and y1, bigger lower down. */
export function grass(rng: Rng, w: number, y0: number, y1: number, n: number, color: string, scale = 1): string {
  let d = '';
  for (let i = 0; i < n; i++) {
    const t = rng.next();
    const x = rng.range(0, w);
    const y = y0 + (y1 - y0) * t;
    const s = (6 + 26 * t) * scale;
    for (let k = -2; k <= 2; k++)
      d += `M${f(x + k * s * 0.08)},${f(y)}l${f(k * s * 0.25 + rng.range(-2, 2))},${f(-s * rng.range(0.6, 1))}`;
  }
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${f(2 * scale)}" stroke-linecap="round"/>`;
}
