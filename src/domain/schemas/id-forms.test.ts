import { describe, expect, it } from 'vitest';
import { digitsUpTo } from './id-forms.js';

describe('digitsUpTo', () => {
  it('matches the decimal numbers from 1 to the maximum and no other', () => {
    for (const max of [1, 7, 10, 99, 305, 1000, 2_147_483_647]) {
      const pattern = new RegExp(`^(?:${digitsUpTo(max)})$`);
      const near = [max - 11, max - 10, max - 1, max, max + 1, max + 9, max * 10];
      const samples = [
        0,
        1,
        2,
        9,
        10,
        11,
        99,
        100,
        101,
        999,
        1000,
        ...near,
        ...[...String(max)].map((_, i) => max - 10 ** i),
      ];
      for (const n of samples.filter((n) => n >= 0)) {
        expect(pattern.test(String(n)), `${n} against ${max}`).toBe(n >= 1 && n <= max);
      }
      expect(pattern.test(`0${max}`)).toBe(false);
    }
  });
});
