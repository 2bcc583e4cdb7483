import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CORE, MORE, unicodeRange } from './font-ranges.mjs';

/** The unicode-range of each @font-face in fonts.css, by the file it names. */
const declared = () => {
  const css = readFileSync('src/web/fonts.css', 'utf8');
  return Object.fromEntries(
    [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => [
      /url\('([^']+)'\)/.exec(body!)?.[1],
      /unicode-range:\s*([^;]+);/.exec(body!)?.[1]?.replace(/\s+/g, ' ').trim(),
    ]),
  );
};

describe('the cut typefaces', () => {
  it('are declared in fonts.css with the ranges of the characters they hold', () => {
    const faces = declared();
    for (const name of ['inter', 'fraunces']) {
      expect(faces[`./fonts/${name}-subset.woff2`], name).toBe(unicodeRange(CORE));
      expect(faces[`./fonts/${name}-more.woff2`], name).toBe(unicodeRange(MORE));
    }
  });

  it('split the Latin range without a character in both files', () => {
    expect(CORE.filter((code) => MORE.includes(code))).toEqual([]);
    expect(unicodeRange([0x20, 0x21, 0x22, 0xa0, 0xa3])).toBe('U+0020-0022, U+00A0, U+00A3');
  });
});
