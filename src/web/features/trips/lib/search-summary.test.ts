import { describe, expect, it } from 'vitest';
import type { Trip } from '#domain/api/catalogue.js';
import { parseDestinationUuid, parseLocationId } from './list-query.js';
import { destinationNameIn, formatSearchDate, searchDateRange } from './search-summary.js';

describe('searchDateRange', () => {
  it('formats both dates', () => {
    expect(searchDateRange('2027-03-12', '2027-03-15', 'en')).toBe('12 Mar 2027 – 15 Mar 2027');
  });

  it('shows what is valid and null without dates', () => {
    expect(searchDateRange('2027-03-12', 'soon', 'en')).toBe('12 Mar 2027');
    expect(searchDateRange(null, undefined, 'en')).toBeNull();
    expect(formatSearchDate('2027-02-30', 'en')).toBeNull();
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

describe('parseDestinationUuid', () => {
  it('accepts uuids only', () => {
    const uuid = '2b1d0c1e-7f0a-4c4e-9d55-3f5b2a1c9e77';
    expect(parseDestinationUuid(uuid)).toBe(uuid);
    expect(parseDestinationUuid('nungwi')).toBeUndefined();
    expect(parseDestinationUuid(`${uuid}x`)).toBeUndefined();
    expect(parseDestinationUuid(null)).toBeUndefined();
  });
});

describe('destinationNameIn', () => {
  it('reads the name from the first trip visiting it', () => {
    const trips = [
      { trip_destinations: [{ destination: { uuid: 'a', name: 'Paje' } }] },
      { trip_destinations: [{ destination: { uuid: 'b', name: 'Nungwi' } }] },
    ] as unknown as Trip[];
    expect(destinationNameIn(trips, 'b')).toBe('Nungwi');
    expect(destinationNameIn(trips, 'c')).toBeUndefined();
  });
});
