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
    display: 'optional',
  },
  {
    name: 'fraunces',
    family: 'Fraunces Variable',
    source: packaged('@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2'),
    weights: { min: 400, max: 600 },
    display: 'swap',
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
 * The server preloads both `-subset` files, so on a usual connection they are there by the first paint, and from
 * the second page on they come from the cache. What happens when they are late differs:
 * - Inter, the text's typeface, is `optional`: a late file is not swapped in, so paragraphs never reflow under a
 *   reader; the system's sans is close enough for one page.
 * - Fraunces, the headings' typeface and the site's face, is `swap`: on a slow first visit (a hotel lobby) the
 *   headings show at once in a stand-in serif and turn into Fraunces when it arrives, instead of staying in the
 *   stand-in for the whole page. The stand-in, 'Fraunces Fallback' (fonts.css), is a local Times cut to Fraunces'
 *   measures (size-adjust, ascent- and descent-override), so the swap moves nothing.
 * Latin Extended is the package's own file, uncut, loaded only by a page that has such letters.
 */
const face = (family, weight, url, range, display) =>
  `@font-face {\n  font-family: '${family}';\n  font-style: normal;\n  font-display: ${display};\n` +
  `  font-weight: ${weight};\n  src: url('${url}') format('woff2-variations');\n  unicode-range: ${range};\n}\n`;
const faces = FONTS.flatMap(({ name, family, weights, display }) => [
  face(
    family,
    '100 900',
    `@fontsource-variable/${name}/files/${name}-latin-ext-wght-normal.woff2`,
    LATIN_EXT_RANGE,
    display,
  ),
  face(family, `${weights.min} ${weights.max}`, `./${name}-subset.woff2`, unicodeRange(CORE), display),
  face(family, `${weights.min} ${weights.max}`, `./${name}-more.woff2`, unicodeRange(MORE), display),
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
