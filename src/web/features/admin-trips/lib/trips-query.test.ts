import { describe, expect, it } from 'vitest';
import { listQuery, parseTripsParams, tripsSearchParams } from './trips-query.js';

describe('trips list query', () => {
  it('reads the tab, search and page from the address bar and writes them back', () => {
    const state = parseTripsParams(new URLSearchParams('status=draft&q=serengeti&page=3'));
    expect(state).toEqual({ status: 'draft', q: 'serengeti', page: 2 });
    expect(tripsSearchParams(state).toString()).toBe('status=draft&q=serengeti&page=3');
    expect(listQuery(state)).toEqual({ status: 'draft', q: 'serengeti', limit: 25, offset: 50 });
  });

  it('falls back to the plain list for unknown values', () => {
    const state = parseTripsParams(new URLSearchParams('status=deleted&page=-1'));
    expect(state).toEqual({ status: undefined, q: '', page: 0 });
    expect(tripsSearchParams(state).toString()).toBe('');
  });
});
