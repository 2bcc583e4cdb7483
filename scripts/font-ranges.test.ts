import { describe, expect, it } from 'vitest';
import { CORE, MORE, unicodeRange } from './font-ranges.mjs';

describe('the cut typefaces', () => {
  it('split the Latin range without a character in both files', () => {
    expect(CORE.filter((code) => MORE.includes(code))).toEqual([]);
    expect(unicodeRange([0x20, 0x21, 0x22, 0xa0, 0xa3])).toBe('U+0020-0022, U+00A0, U+00A3');
  });

  it('preload every letter German, French and Italian pages write', () => {
    const core = new Set(CORE);
    const written =
      'Grüße aus Sansibar: „Reiseverlauf“ · Île de Zanzibar, « à bientôt », cœur, Ça · Città, perché, più';
    expect([...written].filter((char) => !core.has(char.codePointAt(0)!))).toEqual([]);
    expect(core.has(0x202f)).toBe(true);
  });
});
