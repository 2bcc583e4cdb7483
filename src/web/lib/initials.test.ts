import { describe, expect, it } from 'vitest';
import { initials } from './initials.js';

describe('initials', () => {
  it.each([
    ['Amina Salim', 'AS'],
    ['Thabo Nkosi', 'TN'],
    ['  joseph   ole  laizer ', 'JL'],
    ['  Maria  de la Cruz ', 'MC'],
    ['Fatma', 'F'],
    ['anna', 'A'],
    ['émile zola', 'ÉZ'],
  ])('%s → %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it('shows a question mark for a blank name', () => {
    expect(initials('')).toBe('?');
    expect(initials('   ')).toBe('?');
  });
});
