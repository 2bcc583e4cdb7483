// The characters of the typefaces' two cut files, and as CSS unicode-ranges: scripts/fonts.mjs cuts the files and
// declares them with these ranges, so the two cannot drift apart.

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
 * The letters and marks of the site's other languages: German's umlauts, ß and low quotes, French's accents,
 * ligature and guillemets (and the narrow no-break space its numbers and colons take), Italian's accents. Every
 * page in those languages writes them: outside the preloaded file, a German trip page waited for two more font
 * files before its first paint (Lighthouse's FCP 1.37 s against 1.05 s in English). They add 5 KB to the two files.
 */
const LANGUAGES = [...'äöüÄÖÜß„‚àâæçéèêëîïôœùûÿÀÂÇÉÈÊËÎÏÔŒÙÛìíòóúÌÒ«»']
  .map((char) => char.codePointAt(0))
  .concat(0x202f);

/**
 * What nearly every page writes: ASCII, the letters of the site's languages, the currency symbols of the picker,
 * ©, the middle dot of the card lines, dashes, curly quotes, the ellipsis and the bullet. Preloaded; the rest of
 * Latin is a second file that a page with, say, a Portuguese name loads as it needs it.
 */
export const CORE = [
  ...range(0x20, 0x7e),
  ...LANGUAGES,
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

/** The unicode-range of the packages' Latin Extended files, as their own CSS declares it; those files are used uncut. */
export const LATIN_EXT_RANGE =
  'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, ' +
  'U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF';

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
