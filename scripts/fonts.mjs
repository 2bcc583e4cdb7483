// The two typefaces' Latin files, cut to what the storefront uses (docs/decisions/017-islands.md, "Less before the first paint"):
// the packaged Latin characters, and only the weights the styles ask for (Inter 400–700, Fraunces 400–600),
// so the fonts every first paint waits for weigh about 61 KB instead of 86. Written to src/web/fonts (not in
// git) by the build, and again only when this script or the packaged fonts change.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import subsetFont from 'subset-font';

const OUT_DIR = 'src/web/fonts';
const require = createRequire(import.meta.url);
const packaged = (path) => require.resolve(path);

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
// The unicode-range of the packages' Latin files (fonts.css declares the same on the cut files).
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

const FONTS = [
  {
    out: 'inter-subset.woff2',
    source: packaged('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
    weights: { min: 400, max: 700 },
  },
  {
    out: 'fraunces-subset.woff2',
    source: packaged('@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2'),
    weights: { min: 400, max: 600 },
  },
];

const stampOf = () => {
  const hash = createHash('sha1').update(readFileSync(new URL(import.meta.url)));
  for (const font of FONTS) hash.update(readFileSync(font.source));
  return hash.digest('hex');
};

mkdirSync(OUT_DIR, { recursive: true });
const stampPath = join(OUT_DIR, '.stamp');
const stamp = stampOf();
const fresh =
  existsSync(stampPath) &&
  readFileSync(stampPath, 'utf8') === stamp &&
  FONTS.every((font) => existsSync(join(OUT_DIR, font.out)));
if (!fresh) {
  const text = String.fromCodePoint(...LATIN);
  for (const font of FONTS) {
    const cut = await subsetFont(readFileSync(font.source), text, {
      targetFormat: 'woff2',
      variationAxes: { wght: font.weights },
    });
    writeFileSync(join(OUT_DIR, font.out), cut);
    console.log(`fonts: ${font.out} ${(cut.length / 1024).toFixed(1)} KB`);
  }
  writeFileSync(stampPath, stamp);
}
