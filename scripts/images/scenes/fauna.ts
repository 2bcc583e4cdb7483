// Animal silhouettes, drawn facing right with feet at (0, 0) and placed with a transform.
import { f } from './common.js';

const place = (x: number, y: number, s: number, dir: 1 | -1) =>
  `transform="translate(${f(x)},${f(y)}) scale(${dir * s},${s})"`;

/** Giraffe, about 110 units tall. */
export function giraffe(x: number, y: number, s: number, color: string, dir: 1 | -1 = 1, grazing = false): string {
  const neck = grazing ? 'M4,-68L40,-93L45,-86L22,-52Z' : 'M3,-68L27,-104L34,-102L23,-52Z';
  const head = grazing
    ? 'M38,-96C43,-99 48,-95 55,-85C56,-82 53,-81 51,-83L41,-88Z'
    : 'M26,-106C30,-112 37,-110 46,-101C47,-99 45,-97 42,-98L32,-100Z';
  const horns = grazing ? 'M40,-96l0,-6M43,-96l2,-5' : 'M28,-108l-1,-6M31,-109l0,-6';
  return (
    `<g ${place(x, y, s, dir)} fill="${color}" stroke="${color}" stroke-linecap="round">` +
    `<path stroke="none" d="M-20,-58C-10,-62 2,-70 12,-72C20,-70 24,-60 21,-47C8,-43 -8,-44 -19,-46C-24,-48 -25,-55 -20,-58Z"/>` +
    `<path stroke="none" d="${neck}"/><path stroke="none" d="${head}"/>` +
    `<path fill="none" stroke-width="1.6" d="${horns}"/>` +
    `<path fill="none" stroke-width="3.8" d="M-17,-50L-19,0M-12,-48L-10,-1M10,-48L8,0M16,-48L18,0"/>` +
    `<path fill="none" stroke-width="1.2" d="M-22,-55Q-25,-45 -24,-36"/></g>`
  );
}

/** Elephant, about 70 units tall and 95 long (trunk included). */
export function elephant(
  x: number,
  y: number,
  s: number,
  color: string,
  ear: string,
  tusk: string,
  dir: 1 | -1 = 1,
): string {
  return (
    `<g ${place(x, y, s, dir)} fill="${color}">` +
    `<path d="M-42,-24C-46,-50 -30,-66 -8,-67C10,-68 22,-62 26,-50L26,-24Z"/>` +
    `<path d="M14,-56C18,-72 40,-72 45,-58C47,-50 45,-44 43,-40C45,-28 47,-14 45,-3L38,-3C39,-16 37,-28 32,-35C26,-37 18,-40 16,-46Z"/>` +
    `<path fill="${ear}" d="M20,-64C8,-64 2,-50 7,-38C11,-32 20,-34 23,-42Z"/>` +
    `<path d="M-40,-30h12v30h-12zM-26,-30h11v29h-11zM2,-30h11v30h-11zM15,-30h11v29h-11z"/>` +
    `<path fill="none" stroke="${tusk}" stroke-width="2.6" stroke-linecap="round" d="M38,-38Q44,-31 50,-34"/>` +
    `<path fill="none" stroke="${color}" stroke-width="1.6" d="M-43,-44Q-48,-34 -46,-24"/></g>`
  );
}

/** Wildebeest, about 28 units tall: shoulder hump, low head, thin legs. */
export function wildebeest(x: number, y: number, s: number, color: string, dir: 1 | -1 = 1): string {
  return (
    `<g ${place(x, y, s, dir)} fill="${color}" stroke="${color}" stroke-linecap="round">` +
    `<path stroke="none" d="M-18,-14C-18,-20 -12,-21 -4,-22C2,-27 9,-27 11,-22L18,-14L23,-7L19,-5L12,-11C8,-11 4,-10 -2,-10C-10,-9 -16,-9 -18,-14Z"/>` +
    `<path fill="none" stroke-width="2" d="M-15,-11L-16,0M-11,-10L-9,0M5,-11L3,0M9,-12L11,0M11,-23q3,-5 7,-2M-18,-15q-4,3 -3,8"/></g>`
  );
}

/** A hippo's head breaking the water surface, about 16 units high, with a ripple. */
export function hippo(x: number, y: number, s: number, color: string, ripple: string, dir: 1 | -1 = 1): string {
  return (
    `<g ${place(x, y, s, dir)}>` +
    `<ellipse cx="0" cy="1" rx="34" ry="4" fill="none" stroke="${ripple}" stroke-width="1.5" opacity="0.7"/>` +
    `<path fill="${color}" d="M-24,1C-24,-7 -19,-11 -13,-11C-12,-16 -6,-16 -5,-11C3,-11 9,-10 14,-8C20,-8 24,-4 24,1Z"/>` +
    `<ellipse cx="-16" cy="-13" rx="2.5" ry="3.5" fill="${color}"/><ellipse cx="-9" cy="-14" rx="2.5" ry="3.5" fill="${color}"/></g>`
  );
}

/** Standing flamingo, about 60 units tall. */
export function flamingo(
  x: number,
  y: number,
  s: number,
  color: string,
  leg: string,
  dir: 1 | -1 = 1,
  oneLeg = false,
): string {
  const legs = oneLeg ? 'M0,-32L0,0M1,-32L7,-22L1,-18' : 'M-1,-32L-2,0M2,-32L4,0';
  return (
    `<g ${place(x, y, s, dir)}>` +
    `<path fill="none" stroke="${leg}" stroke-width="1.4" d="${legs}"/>` +
    `<path fill="${color}" d="M-14,-40C-10,-46 4,-47 10,-42C12,-38 6,-33 -2,-32C-8,-32 -14,-35 -16,-38Z"/>` +
    `<path fill="none" stroke="${color}" stroke-width="3" stroke-linecap="round" d="M8,-42C15,-50 3,-56 7,-64C9,-68 13,-67 14,-64"/>` +
    `<path fill="${leg}" d="M13,-66L17,-63L15,-59L13,-62Z"/></g>`
  );
}

/** Colobus monkey sitting on a branch, about 30 units tall, long tail hanging. */
export function monkey(x: number, y: number, s: number, color: string, tuft: string, dir: 1 | -1 = 1): string {
  return (
    `<g ${place(x, y, s, dir)} fill="${color}">` +
    `<path d="M-10,0C-14,-10 -12,-22 -2,-25C6,-26 10,-18 8,-8L10,0Z"/>` +
    `<circle cx="5" cy="-29" r="6"/><path fill="none" stroke="${color}" stroke-width="3" stroke-linecap="round" d="M6,-18Q12,-10 10,-2"/>` +
    `<path fill="none" stroke="${color}" stroke-width="2.4" stroke-linecap="round" d="M-9,-2C-14,10 -8,24 -12,42"/>` +
    `<ellipse cx="-12" cy="46" rx="2.6" ry="6" fill="${tuft}"/></g>`
  );
}
