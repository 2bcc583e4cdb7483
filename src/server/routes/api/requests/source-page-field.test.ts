import { describe, expect, it } from 'vitest';
import { sourcePageField } from './source-page-field.js';

describe('sourcePageField', () => {
  it('keeps a path of this site and drops anything else', () => {
    expect(sourcePageField.parse(' /contact ')).toBe('/contact');
    for (const value of ['https://evil.example/', 'contact', '/a b', 42, undefined, '']) {
      expect(sourcePageField.parse(value)).toBeNull();
    }
  });
});
