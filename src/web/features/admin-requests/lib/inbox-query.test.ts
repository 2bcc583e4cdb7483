import { describe, expect, it } from 'vitest';
import { inboxSearchParams, listQuery, parseInboxParams, sortOf, sortingOf, withFilters } from './inbox-query.js';

const parse = (query: string) => parseInboxParams(new URLSearchParams(query));

describe('inbox query string', () => {
  it('reads every filter, the sort and the page, and writes them back the same', () => {
    const query =
      'type=trip_booking&status=new&q=Okafor&travel_from=2026-12-01&travel_to=2026-12-31&overdue=1&sort=travel_asc&page=3&size=50';
    const state = parse(query);
    expect(state).toEqual({
      type: 'trip_booking',
      status: 'new',
      q: 'Okafor',
      travelFrom: '2026-12-01',
      travelTo: '2026-12-31',
      overdue: true,
      sort: 'travel_asc',
      page: 2,
      pageSize: 50,
    });
    expect(inboxSearchParams(state).toString()).toBe(query);
  });

  it('falls back to the plain inbox for unknown or malformed values', () => {
    const state = parse('type=cruise&status=lost&travel_from=2026-13-40&overdue=yes&sort=name&page=-2&size=7');
    expect(state).toMatchObject({ type: undefined, status: undefined, travelFrom: undefined, overdue: false });
    expect(state).toMatchObject({ sort: 'received_desc', page: 0, pageSize: 25 });
    expect(inboxSearchParams(state).toString()).toBe('');
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

  it('starts again at the first page when a filter changes', () => {
    expect(withFilters(parse('page=4'), { status: 'quoted' })).toMatchObject({ status: 'quoted', page: 0 });
  });

  it('maps the table’s sorting to the server’s sorts and back', () => {
    expect(sortOf([{ id: 'start_date', desc: false }])).toBe('travel_asc');
    expect(sortOf([{ id: 'received_at', desc: false }])).toBe('received_asc');
    expect(sortOf([])).toBe('received_desc');
    expect(sortOf([{ id: 'reference', desc: true }])).toBe('received_desc');
    expect(sortingOf('travel_desc')).toEqual([{ id: 'start_date', desc: true }]);
    expect(sortingOf('received_desc')).toEqual([{ id: 'received_at', desc: true }]);
  });
});
