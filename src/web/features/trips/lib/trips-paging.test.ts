import { describe, expect, it } from 'vitest';
import type { Trip } from '#domain/api/catalogue.js';
import { nextTripsOffset, tripsOfPages } from './trips-paging.js';

const trips = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ uuid: `t${from + i}` }) as unknown as Trip);
const page = (from: number, count: number, total: number) => ({ trips: trips(from, count), total, next_cursor: null });

describe('nextTripsOffset', () => {
  it('ends when the first page holds everything', () => {
    expect(nextTripsOffset([page(0, 17, 17)])).toBeUndefined();
  });

  it('asks for the next page while trips remain', () => {
    expect(nextTripsOffset([page(0, 50, 120)])).toBe(50);
    expect(nextTripsOffset([page(0, 50, 120), page(50, 50, 120)])).toBe(100);
  });

  it('ends once loaded reaches the total', () => {
    expect(nextTripsOffset([page(0, 50, 120), page(50, 50, 120), page(100, 20, 120)])).toBeUndefined();
    expect(nextTripsOffset([page(0, 50, 100), page(50, 50, 100)])).toBeUndefined();
  });

  it('ends on an empty page even if the total says otherwise', () => {
    expect(nextTripsOffset([page(0, 50, 120), page(50, 0, 120)])).toBeUndefined();
    expect(nextTripsOffset([])).toBeUndefined();
  });
});

describe('tripsOfPages', () => {
  it('joins the pages in order without duplicates', () => {
    const pages = [page(0, 3, 5), { trips: [...trips(2, 1), ...trips(3, 2)], total: 5, next_cursor: null }];
    expect(tripsOfPages(pages).map((t) => t.uuid)).toEqual(['t0', 't1', 't2', 't3', 't4']);
    expect(tripsOfPages(undefined)).toEqual([]);
  });
});
