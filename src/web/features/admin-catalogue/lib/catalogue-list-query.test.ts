import { describe, expect, it } from 'vitest';
import { listQuery, parseCatalogueParams, catalogueSearchParams } from './catalogue-list-query.js';

describe('catalogue list query', () => {
  it('reads the tab, search and page from the address bar and writes them back', () => {
    const state = parseCatalogueParams(new URLSearchParams('status=draft&q=serengeti&page=3'));
    expect(state).toEqual({ status: 'draft', q: 'serengeti', page: 2 });
    expect(catalogueSearchParams(state).toString()).toBe('status=draft&q=serengeti&page=3');
    expect(listQuery(state)).toEqual({ status: 'draft', q: 'serengeti', limit: 25, offset: 50 });
  });

  it('falls back to the plain list for unknown values', () => {
    const state = parseCatalogueParams(new URLSearchParams('status=deleted&page=-1'));
    expect(state).toEqual({ status: undefined, q: '', page: 0 });
    expect(catalogueSearchParams(state).toString()).toBe('');
  });
});
