import { describe, expect, it } from 'vitest';
import { formatSearchDate, parseLocationId, searchDateRange } from './search-summary.js';

describe('searchDateRange', () => {
  it('formats both dates', () => {
    expect(searchDateRange('2027-03-12', '2027-03-15')).toBe('12 Mar 2027 – 15 Mar 2027');
  });

  it('shows what is valid and null without dates', () => {
    expect(searchDateRange('2027-03-12', 'soon')).toBe('12 Mar 2027');
    expect(searchDateRange(null, undefined)).toBeNull();
    expect(formatSearchDate('2027-02-30')).toBeNull();
  });
});

describe('parseLocationId', () => {
  it('accepts positive whole numbers only', () => {
    expect(parseLocationId('5')).toBe(5);
    expect(parseLocationId('0')).toBeUndefined();
    expect(parseLocationId('-3')).toBeUndefined();
    expect(parseLocationId('5a')).toBeUndefined();
    expect(parseLocationId('')).toBeUndefined();
    expect(parseLocationId(null)).toBeUndefined();
  });
});
