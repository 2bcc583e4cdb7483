import { describe, expect, it } from 'vitest';
import { defineList, flag, identifier, oneOfOr, pageQuery, readList, searchText, writeList } from './list-params.js';

const list = defineList({
  params: { state: oneOfOr(['pending', 'approved'], 'pending'), q: searchText, who: identifier, mine: flag },
  sorts: { values: ['name_asc', 'updated_desc'], fallback: 'updated_desc' },
  pageSizes: [20],
});
const read = (query: string) => readList(list, new URLSearchParams(query));

describe('a list in the address bar', () => {
  it('reads each parameter by its rule and writes the same query back', () => {
    const state = read(
      'state=approved&q=serengeti&who=0a8b7c6d-0000-4000-8000-0000000000aa&mine=1&sort=name_asc&page=2',
    );
    expect(state).toEqual({
      state: 'approved',
      q: 'serengeti',
      who: '0a8b7c6d-0000-4000-8000-0000000000aa',
      mine: true,
      sort: 'name_asc',
      page: 1,
      pageSize: 20,
    });
    expect(writeList(list, state).toString()).toBe(
      'state=approved&q=serengeti&who=0a8b7c6d-0000-4000-8000-0000000000aa&mine=1&sort=name_asc&page=2',
    );
    expect(pageQuery(state)).toEqual({ limit: 20, offset: 20 });
  });

  it('leaves every default out, so the plain list is the plain path', () => {
    const state = read('state=pending&q=%20%20&sort=updated_desc&page=1&size=20');
    expect(state).toMatchObject({ state: 'pending', q: '', sort: 'updated_desc', page: 0, pageSize: 20 });
    expect(writeList(list, state).toString()).toBe('');
  });

  it('falls back to the default for anything unknown or malformed, never an error', () => {
    const state = read('state=deleted&who=%3Cscript%3E&mine=yes&sort=price&page=1.5&size=500');
    expect(state).toEqual({
      state: 'pending',
      q: '',
      who: undefined,
      mine: false,
      sort: 'updated_desc',
      page: 0,
      pageSize: 20,
    });
  });

  it('trims the search and keeps at most 200 characters of it', () => {
    expect(read(`q=${encodeURIComponent(`  ${'a'.repeat(300)}  `)}`).q).toHaveLength(200);
  });

  it('keeps parameters it does not own (a page’s tab) and drops its own that went back to default', () => {
    const base = new URLSearchParams('tab=ratings&q=old&page=3');
    expect(writeList(list, { ...read(''), q: 'new' }, base).toString()).toBe('tab=ratings&q=new');
  });
});
