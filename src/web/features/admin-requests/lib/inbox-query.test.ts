import { describe, expect, it } from 'vitest';
import { readList, writeList } from '#web/admin-kit/list/list-params.js';
import { sortingOf, sortOf } from '#web/admin-kit/table/list-columns.js';
import { inboxList, listQuery, SORTABLE } from './inbox-query.js';

const parse = (query: string) => readList(inboxList, new URLSearchParams(query));

describe('inbox query string', () => {
  it('reads every filter, the sort and the page, and writes them back the same', () => {
    const query =
      'type=trip_booking&status=new&q=Okafor&travel_from=2026-12-01&travel_to=2026-12-31&overdue=1&travellers_missing=1&sort=travel_asc&page=3&size=50';
    const state = parse(query);
    expect(state).toEqual({
      type: 'trip_booking',
      status: 'new',
      q: 'Okafor',
      travel_from: '2026-12-01',
      travel_to: '2026-12-31',
      overdue: true,
      travellers_missing: true,
      sort: 'travel_asc',
      page: 2,
      pageSize: 50,
    });
    expect(writeList(inboxList, state).toString()).toBe(query);
  });

  it('falls back to the plain inbox for unknown or malformed values', () => {
    const state = parse('type=cruise&status=lost&travel_from=2026-13-40&overdue=yes&sort=name&page=-2&size=7');
    expect(state).toMatchObject({ type: undefined, status: undefined, travel_from: undefined, overdue: false });
    expect(state).toMatchObject({ sort: 'received_desc', page: 0, pageSize: 25 });
    expect(writeList(inboxList, state).toString()).toBe('');
  });

  it('asks the API for the page as limit and offset, with overdue as true', () => {
    expect(listQuery(parse('page=3&size=50&overdue=1&status=new'))).toEqual({
      type: undefined,
      status: 'new',
      q: undefined,
      travel_from: undefined,
      travel_to: undefined,
      overdue: 'true',
      sort: undefined,
      limit: 50,
      offset: 100,
    });
  });

  it('maps the table’s sorting to the server’s sorts and back', () => {
    expect(sortOf([{ id: 'start_date', desc: false }], SORTABLE)).toBe('travel_asc');
    expect(sortOf([{ id: 'received_at', desc: false }], SORTABLE)).toBe('received_asc');
    expect(sortOf([], SORTABLE)).toBeUndefined();
    expect(sortOf([{ id: 'reference', desc: true }], SORTABLE)).toBeUndefined();
    expect(sortingOf('travel_desc', SORTABLE)).toEqual([{ id: 'start_date', desc: true }]);
    expect(sortingOf('received_desc', SORTABLE)).toEqual([{ id: 'received_at', desc: true }]);
  });
});
