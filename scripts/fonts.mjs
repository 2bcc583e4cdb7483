// The two typefaces' Latin files, cut to what the storefront uses (docs/decisions/017-islands.md, "Less before
// the first paint"): only the weights the styles ask for (Inter 400–700, Fraunces 400–600), and the characters
// in two files, the ones nearly every page writes (preloaded) and the rest of Latin (loaded when a page has
// them), so the fonts every first paint waits for weigh about 44 KB instead of 86. Written to src/web/fonts
// (not in git) by the build, and again only when this script, its ranges or the packaged fonts change, with
// faces.css: the @font-face rules that name them (src/web/fonts.css imports it).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import subsetFont from 'subset-font';

const OUT_DIR = 'src/web/fonts';
const require = createRequire(import.meta.url);
const packaged = (path) => require.resolve(path);

import { CORE, LATIN_EXT_RANGE, MORE, unicodeRange } from './font-ranges.mjs';

const FONTS = [
  {
    name: 'inter',
    family: 'Inter Variable',
    source: packaged('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
    weights: { min: 400, max: 700 },
  },
  {
    name: 'fraunces',
    family: 'Fraunces Variable',
    source: packaged('@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2'),
    weights: { min: 400, max: 600 },
  },
];
// `-subset` files are the ones the server preloads (route-preloads.ts); `-more` ones load on demand.
const PARTS = [
  { suffix: 'subset', codes: CORE },
  { suffix: 'more', codes: MORE },
];
const outputs = FONTS.flatMap((font) =>
  PARTS.map((part) => ({ font, part, out: `${font.name}-${part.suffix}.woff2` })),
);

/**
 * `optional`: a font that is not there by the first paint is not swapped in later, so text never jumps under a
 * reader (no layout shift); the server preloads both `-subset` files, so on a usual connection they are there, and
 * from the second page on they come from the cache. Latin Extended is the package's own file, uncut, loaded only by
 * a page that has such letters.
 */
const face = (family, weight, url, range) =>
  `@font-face {\n  font-family: '${family}';\n  font-style: normal;\n  font-display: optional;\n` +
  `  font-weight: ${weight};\n  src: url('${url}') format('woff2-variations');\n  unicode-range: ${range};\n}\n`;
const faces = FONTS.flatMap(({ name, family, weights }) => [
  face(family, '100 900', `@fontsource-variable/${name}/files/${name}-latin-ext-wght-normal.woff2`, LATIN_EXT_RANGE),
  face(family, `${weights.min} ${weights.max}`, `./${name}-subset.woff2`, unicodeRange(CORE)),
  face(family, `${weights.min} ${weights.max}`, `./${name}-more.woff2`, unicodeRange(MORE)),
]).join('\n');

const stampOf = () => {
  const hash = createHash('sha1').update(readFileSync(new URL(import.meta.url)));
  hash.update(readFileSync(new URL('./font-ranges.mjs', import.meta.url)));
  for (const font of FONTS) hash.update(readFileSync(font.source));
  return hash.digest('hex');
};

mkdirSync(OUT_DIR, { recursive: true });
const stampPath = join(OUT_DIR, '.stamp');
const stamp = stampOf();
const fresh =
  existsSync(stampPath) &&
  readFileSync(stampPath, 'utf8') === stamp &&
  [...outputs.map(({ out }) => out), 'faces.css'].every((out) => existsSync(join(OUT_DIR, out)));
if (!fresh) {
  for (const { font, part, out } of outputs) {
    const cut = await subsetFont(readFileSync(font.source), String.fromCodePoint(...part.codes), {
      targetFormat: 'woff2',
      variationAxes: { wght: font.weights },
    });
    writeFileSync(join(OUT_DIR, out), cut);
    console.log(`fonts: ${out} ${(cut.length / 1024).toFixed(1)} KB`);
  }
  writeFileSync(join(OUT_DIR, 'faces.css'), faces);
  writeFileSync(stampPath, stamp);
}
