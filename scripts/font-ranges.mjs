// The characters of the typefaces' two cut files (scripts/fonts.mjs), and as CSS unicode-ranges: fonts.css
// declares the same (scripts/font-ranges.test.ts holds it to that).

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** The unicode-range of the packages' Latin files. */
const LATIN = [
  ...range(0x20, 0x7e),
  ...range(0xa0, 0xff),
  0x131,
  0x152,
  0x153,
  0x2bb,
  0x2bc,
  0x2c6,
  0x2da,
  0x2dc,
  0x304,
  0x308,
  0x329,
  ...range(0x2000, 0x206f),
  0x20ac,
  0x2122,
  0x2191,
  0x2193,
  0x2212,
  0x2215,
  0xfeff,
  0xfffd,
];

/**
 * What nearly every page writes: ASCII, the currency symbols of the picker, ©, the middle dot of the card lines,
 * dashes, curly quotes, the ellipsis and the bullet. Preloaded; the rest of Latin is a second file that a page
 * with, say, an accented name loads as it needs it.
 */
export const CORE = [
  ...range(0x20, 0x7e),
  0xa0,
  0xa3,
  0xa5,
  0xa9,
  0xb7,
  0x2013,
  0x2014,
  0x2018,
  0x2019,
  0x201c,
  0x201d,
  0x2022,
  0x2026,
  0x20ac,
];

/** The rest of the packages' Latin range. */
export const MORE = LATIN.filter((code) => !CORE.includes(code));

/** Code points as a CSS unicode-range: `U+0020-007E, U+00A0, …`. */
export function unicodeRange(codes) {
  const hex = (n) => n.toString(16).toUpperCase().padStart(4, '0');
  const sorted = [...new Set(codes)].sort((a, b) => a - b);
  const parts = [];
  let start = sorted[0];
  let end = start;
  for (const code of sorted.slice(1)) {
    if (code === end + 1) {
      end = code;
      continue;
    }
    parts.push(start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`);
    start = end = code;
  }
  parts.push(start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`);
  return parts.join(', ');
}
