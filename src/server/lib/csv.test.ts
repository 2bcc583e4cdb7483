import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument } from './csv.js';

describe('CSV cells', () => {
  it('quotes a field with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Dar es Salaam, Tanzania')).toBe('"Dar es Salaam, Tanzania"');
    expect(csvCell('the "big five"')).toBe('"the ""big five"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('defuses a text cell that a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}SUM(A1)`).replace(/^"/, '')).toMatch(/^'/);
    }
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('writes numbers as they are and null as an empty field', () => {
    expect(csvCell(1234.5)).toBe('1234.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(true)).toBe('true');
  });

  it('ends every row with CRLF', () => {
    expect(csvDocument(['a', 'b'], [[1, 'x']])).toBe('a,b\r\n1,x\r\n');
  });
});
