// Stone Town: coral-stone houses, shuttered arched windows, a carved door and a minaret.
import { mix, tone, type Palette, type Rng } from '../palette.js';
import { f, type SceneFn } from './common.js';
import { clouds, sky, sun } from './sky.js';
import { palm } from './palms.js';

export const WALLS = ['#e9d9bb', '#dcc39a', '#eddcc8', '#d8b48a', '#e6cfc0', '#f1e7d5', '#d3dbd0', '#e8c8a4'];
export const SHUTTERS = ['#2f6f6a', '#3f5f7a', '#6a4a2c', '#2d6a52'];

/** A carved Zanzibar door, 100 units wide and 210 tall, standing at (0, 0). */
function door(x: number, y: number, s: number, p: Palette): string {
  const frame = tone(p, '#8a5a34', 0.1);
  const wood = tone(p, '#4a2e1c', 0.1);
  const brass = tone(p, '#e0b04a', 0.05);
  let studs = '';
  for (let r = 0; r < 7; r++)
    for (const c of [-34, -14, 14, 34]) studs += `<circle cx="${c}" cy="${-20 - r * 20}" r="2.6"/>`;
  let rosettes = '';
  for (let i = 0; i <= 8; i++) {
    const a = Math.PI * (i / 8);
    rosettes += `<circle cx="${f(-Math.cos(a) * 56)}" cy="${f(-160 - Math.sin(a) * 56)}" r="3"/>`;
  }
  return (
    `<g transform="translate(${f(x)},${f(y)}) scale(${f(s)})">` +
    `<rect x="-70" y="-4" width="140" height="10" fill="${tone(p, '#b9a88a', 0.1)}"/>` +
    `<path fill="${frame}" d="M-62,0V-160A62,62 0 0 1 62,-160V0Z"/>` +
    `<path fill="${wood}" d="M-48,0V-158A48,48 0 0 1 48,-158V0Z"/>` +
    `<path fill="none" stroke="${mix(frame, '#000000', 0.3)}" stroke-width="2" d="M0,0V-206M-55,-4V-158M55,-4V-158" stroke-dasharray="6 4"/>` +
    `<g fill="${brass}">${studs}</g><g fill="${mix(frame, '#ffffff', 0.25)}">${rosettes}</g></g>`
  );
}

export function windowAt(
  rng: Rng,
  p: Palette,
  x: number,
  y: number,
  ww: number,
  wh: number,
  style: number,
  shutterColor: string,
): string {
  const depth = 0.2;
  const dark = tone(p, '#3a2c26', depth);
  const shutter = tone(p, shutterColor, depth);
  if (style === 2 || rng.chance(0.12)) {
    // a carved wooden balcony (roshan) with lattice
    let lat = '';
    for (let i = 1; i < 8; i++) lat += `M${f(x - ww * 0.8 + (i * ww * 1.6) / 8)},${f(y - wh * 0.5)}v${f(wh * 0.5)}`;
    return (
      `<rect x="${f(x - ww * 0.8)}" y="${f(y - wh * 1.1)}" width="${f(ww * 1.6)}" height="${f(wh * 1.1)}" fill="${tone(p, '#6a4a30', depth)}"/>` +
      `<rect x="${f(x - ww * 0.9)}" y="${f(y - wh * 1.2)}" width="${f(ww * 1.8)}" height="${f(wh * 0.12)}" fill="${tone(p, '#4a3020', depth)}"/>` +
      `<path d="${lat}" stroke="${tone(p, '#3a2418', depth)}" stroke-width="${f(ww * 0.05)}"/>`
    );
  }
  const r = style === 1 ? 0 : ww / 2;
  return (
    `<rect x="${f(x - ww * 1.05)}" y="${f(y - wh)}" width="${f(ww * 0.5)}" height="${f(wh)}" fill="${shutter}"/>` +
    `<rect x="${f(x + ww * 0.55)}" y="${f(y - wh)}" width="${f(ww * 0.5)}" height="${f(wh)}" fill="${shutter}"/>` +
    (r
      ? `<path fill="${dark}" d="M${f(x - r)},${f(y)}V${f(y - wh + r)}A${f(r)},${f(r)} 0 0 1 ${f(x + r)},${f(y - wh + r)}V${f(y)}Z"/>`
      : `<rect x="${f(x - ww / 2)}" y="${f(y - wh)}" width="${f(ww)}" height="${f(wh)}" fill="${dark}"/><rect x="${f(x - ww * 0.65)}" y="${f(y - wh - ww * 0.25)}" width="${f(ww * 1.3)}" height="${f(ww * 0.2)}" fill="${mix(shutter, '#ffffff', 0.5)}"/>`)
  );
}

export function minaret(x: number, base: number, top: number, wd: number, col: string, shade: string): string {
  const ht = base - top;
  return (
    `<rect x="${f(x - wd / 2)}" y="${f(top + ht * 0.2)}" width="${f(wd)}" height="${f(ht * 0.8)}" fill="${col}"/>` +
    `<rect x="${f(x - wd * 0.75)}" y="${f(top + ht * 0.18)}" width="${f(wd * 1.5)}" height="${f(ht * 0.03)}" fill="${shade}"/>` +
    `<rect x="${f(x - wd * 0.35)}" y="${f(top + ht * 0.08)}" width="${f(wd * 0.7)}" height="${f(ht * 0.12)}" fill="${col}"/>` +
    `<path fill="${shade}" d="M${f(x - wd * 0.45)},${f(top + ht * 0.08)}Q${f(x)},${f(top - ht * 0.02)} ${f(x)},${f(top - ht * 0.06)}Q${f(x)},${f(top - ht * 0.02)} ${f(x + wd * 0.45)},${f(top + ht * 0.08)}Z"/>` +
    `<path fill="${shade}" d="M${f(x - wd * 0.12)},${f(top + ht * 0.3)}a${f(wd * 0.12)},${f(wd * 0.12)} 0 0 1 ${f(wd * 0.24)},0v${f(ht * 0.08)}h${f(-wd * 0.24)}Z"/>`
  );
}

export const stoneTownStreet: SceneFn = (rng, p, s) => {
  const { w, h } = s;
  const street = h * 0.9;
  const floor = h * 0.17;
  let out = sky(p, s, h * 0.6) + sun(p, s, h * 0.45) + clouds(rng, p, s, h * 0.4, 3);
  // far roofs and the minaret, hazy
  let x = -rng.range(0, 0.1) * w;
  const far = tone(p, '#d9c7aa', 0.65);
  while (x < w) {
    const bw = h * rng.range(0.25, 0.45);
    out += `<rect x="${f(x)}" y="${f(h * rng.range(0.2, 0.32))}" width="${f(bw + 2)}" height="${f(h)}" fill="${far}"/>`;
    x += bw;
  }
  out += minaret(
    w * rng.range(0.15, 0.85),
    street,
    h * rng.range(0.02, 0.07),
    h * 0.075,
    tone(p, '#f2ead8', 0.45),
    tone(p, '#c9b48e', 0.45),
  );
  if (rng.chance(0.6))
    out += palm(
      rng,
      w * rng.range(0.1, 0.9),
      h * 0.45,
      h * 0.35,
      rng.range(-0.3, 0.3),
      tone(p, '#5a4632', 0.5),
      tone(p, '#3f6a3a', 0.5),
    );
  // the street front: houses of three or four storeys; the widest gets the carved door
  const houses: { x: number; bw: number; top: number }[] = [];
  x = -rng.range(0.02, 0.08) * w;
  while (x < w) {
    const bw = h * rng.range(0.34, 0.55);
    houses.push({ x, bw, top: street - floor * rng.int(3, 4) - h * rng.range(0.02, 0.08) });
    x += bw;
  }
  const hero = houses.reduce(
    (best, hs, i) => (hs.x > 0 && hs.x + hs.bw < w && hs.bw > houses[best]!.bw ? i : best),
    Math.min(1, houses.length - 1),
  );
  houses.forEach((hs, i) => {
    const wall = tone(p, rng.pick(WALLS), 0.2);
    const style = rng.int(0, 2);
    const shutter = rng.pick(SHUTTERS);
    out += `<rect x="${f(hs.x)}" y="${f(hs.top)}" width="${f(hs.bw + 1)}" height="${f(street - hs.top)}" fill="${wall}"/>`;
    out += `<rect x="${f(hs.x - h * 0.005)}" y="${f(hs.top - h * 0.012)}" width="${f(hs.bw + h * 0.01)}" height="${f(h * 0.016)}" fill="${mix(wall, '#000000', 0.12)}"/>`;
    out += `<rect x="${f(hs.x)}" y="${f(street - h * 0.05)}" width="${f(hs.bw + 1)}" height="${f(h * 0.05)}" fill="${mix(wall, '#6a5a48', 0.35)}" opacity="0.5"/>`;
    const cols = Math.max(2, Math.round(hs.bw / (h * 0.16)));
    for (let y = street - floor; y - floor * 0.8 > hs.top; y -= floor) {
      if (style === 2 && y < street - floor && y > street - floor * 3 && rng.chance(0.6)) {
        out += windowAt(rng, p, hs.x + hs.bw / 2, y - floor * 0.12, hs.bw * 0.5, floor * 0.55, 2, shutter);
        continue;
      }
      for (let c = 0; c < cols; c++) {
        const wx = hs.x + ((c + 0.5) / cols) * hs.bw;
        if (i === hero && y === street - floor) continue;
        out += windowAt(rng, p, wx, y - floor * 0.15, h * 0.035, floor * 0.55, style === 2 ? 0 : style, shutter);
      }
    }
    if (i === hero) out += door(hs.x + hs.bw / 2, street, (floor * 1.7) / 210, p);
    else if (rng.chance(0.35)) {
      // bougainvillea spilling over the parapet
      let bl = '';
      const bx = hs.x + rng.range(0.2, 0.8) * hs.bw;
      for (let k = 0; k < 26; k++)
        bl += `<circle cx="${f(bx + rng.range(-1, 1) * h * 0.07)}" cy="${f(hs.top + Math.pow(rng.next(), 2) * h * 0.18)}" r="${f(h * rng.range(0.01, 0.02))}"/>`;
      out += `<g fill="${tone(p, rng.pick(['#c23a78', '#d9644a', '#b8407a']), 0.2)}">${bl}</g>`;
    }
  });
  // the street, and the shadow of the houses opposite falling across the facades
  out += `<rect y="${f(street)}" width="${w}" height="${f(h - street)}" fill="${tone(p, '#a8957a', 0.15)}"/>`;
  const sy = street - h * rng.range(0.25, 0.55);
  const slope = (p.sun.x < 0.5 ? -1 : 1) * h * 0.15;
  out += `<path fill="${tone(p, '#3a3050', 0.3)}" opacity="${p.time === 'midday' ? 0.14 : 0.2}" d="M-10,${f(sy + slope)}L${w + 10},${f(sy - slope)}L${w + 10},${h}L-10,${h}Z"/>`;
  return out;
};
