// The two typefaces' Latin files, cut to what the storefront uses (docs/decisions/017-islands.md, "Less before
// the first paint"): only the weights the styles ask for (Inter 400–700, Fraunces 400–600), and the characters
// in two files, the ones nearly every page writes (preloaded) and the rest of Latin (loaded when a page has
// them), so the fonts every first paint waits for weigh about 44 KB instead of 86. Written to src/web/fonts
// (not in git) by the build, and again only when this script or the packaged fonts change.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import subsetFont from 'subset-font';

const OUT_DIR = 'src/web/fonts';
const require = createRequire(import.meta.url);
const packaged = (path) => require.resolve(path);

import { CORE, MORE } from './font-ranges.mjs';

const FONTS = [
  {
    name: 'inter',
    source: packaged('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
    weights: { min: 400, max: 700 },
  },
  {
    name: 'fraunces',
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
  outputs.every(({ out }) => existsSync(join(OUT_DIR, out)));
if (!fresh) {
  for (const { font, part, out } of outputs) {
    const cut = await subsetFont(readFileSync(font.source), String.fromCodePoint(...part.codes), {
      targetFormat: 'woff2',
      variationAxes: { wght: font.weights },
    });
    writeFileSync(join(OUT_DIR, out), cut);
    console.log(`fonts: ${out} ${(cut.length / 1024).toFixed(1)} KB`);
  }
  writeFileSync(stampPath, stamp);
}
