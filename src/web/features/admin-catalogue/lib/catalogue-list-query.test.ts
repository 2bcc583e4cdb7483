import { describe, expect, it } from 'vitest';
import { readList, writeList } from '#web/admin-kit/list/list-params.js';
import { catalogueList, listQuery } from './catalogue-list-query.js';

const parse = (query: string) => readList(catalogueList, new URLSearchParams(query));

describe('catalogue list query', () => {
  it('reads the tab, search, sort and page from the address bar and writes them back', () => {
    const state = parse('status=draft&q=serengeti&sort=name_asc&page=3');
    expect(state).toEqual({ status: 'draft', q: 'serengeti', sort: 'name_asc', page: 2, pageSize: 25 });
    expect(writeList(catalogueList, state).toString()).toBe('status=draft&q=serengeti&sort=name_asc&page=3');
    expect(listQuery(state)).toEqual({ status: 'draft', q: 'serengeti', sort: 'name_asc', limit: 25, offset: 50 });
  });

  it('falls back to the plain list for unknown values', () => {
    const state = parse('status=deleted&sort=price&page=-1');
    expect(state).toEqual({ status: undefined, q: '', sort: 'updated_desc', page: 0, pageSize: 25 });
    expect(writeList(catalogueList, state).toString()).toBe('');
    expect(listQuery(state)).toEqual({ limit: 25, offset: 0 });
  });
});
