import { describe, expect, it } from 'vitest';
import { nameOf } from './reference-name.js';

describe('nameOf', () => {
  it('reads a name or { name }', () => {
    expect(nameOf('Female')).toBe('Female');
    expect(nameOf({ id: 1, name: 'Kenya' })).toBe('Kenya');
    expect(nameOf(null)).toBeNull();
    expect(nameOf('  ')).toBeNull();
  });
});
