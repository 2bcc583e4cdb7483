import { describe, expect, it } from 'vitest';
import { addRecentSearch, parseRecentSearches, type RecentSearch } from './recent-searches.js';

const search = (id: number, checkIn = '2027-03-10'): RecentSearch => ({
  location: { id, name: `Place ${id}`, is_zanzibar: id < 5 },
  checkIn,
  checkOut: '2027-03-13',
});

describe('addRecentSearch', () => {
  it('puts the newest search first', () => {
    expect(addRecentSearch([search(1)], search(2)).map((s) => s.location.id)).toEqual([2, 1]);
  });

  it('keeps one entry per location, the newest', () => {
    const list = addRecentSearch([search(1), search(2, '2027-01-01')], search(2, '2027-05-05'));
    expect(list.map((s) => s.location.id)).toEqual([2, 1]);
    expect(list[0]?.checkIn).toBe('2027-05-05');
  });

  it('keeps at most 5', () => {
    let list: RecentSearch[] = [];
    for (let id = 1; id <= 7; id++) list = addRecentSearch(list, search(id));
    expect(list.map((s) => s.location.id)).toEqual([7, 6, 5, 4, 3]);
  });
});

describe('recent destinations', () => {
  const nungwi = (checkIn = '2027-03-10'): RecentSearch => ({
    ...search(2, checkIn),
    location: { ...search(2).location, destination: { uuid: '00000000-0000-4000-8000-000000000002', name: 'Nungwi' } },
  });

  it('keeps a destination apart from its location', () => {
    expect(addRecentSearch([search(2)], nungwi()).map((s) => s.location.destination?.name ?? s.location.name)).toEqual([
      'Nungwi',
      'Place 2',
    ]);
    expect(addRecentSearch([nungwi('2027-01-01')], nungwi())).toHaveLength(1);
  });

  it('reads a saved destination back and drops a broken one', () => {
    expect(parseRecentSearches(JSON.stringify([nungwi()]))).toEqual([nungwi()]);
    const broken = { ...search(3), location: { ...search(3).location, destination: { uuid: 'x', name: 'Nungwi' } } };
    expect(parseRecentSearches(JSON.stringify([broken, search(4)])).map((s) => s.location.id)).toEqual([4]);
  });
});

describe('parseRecentSearches', () => {
  it('reads what was saved', () => {
    const saved = [search(3), search(1)];
    expect(parseRecentSearches(JSON.stringify(saved))).toEqual(saved);
  });

  it('reads a search without dates back, and drops one whose dates are not dates', () => {
    const placeOnly = { location: search(3).location };
    expect(parseRecentSearches(JSON.stringify([placeOnly]))).toEqual([placeOnly]);
    expect(parseRecentSearches(JSON.stringify([{ ...placeOnly, checkIn: '12 March' }]))).toEqual([]);
  });

  it('returns an empty list for nothing, bad JSON or another shape', () => {
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches('{oops')).toEqual([]);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
  });

  it('drops broken entries, duplicates and anything past 5', () => {
    const raw = JSON.stringify([
      search(1),
      { location: 'Serengeti' },
      search(1, '2020-01-01'),
      search(2),
      search(3),
      search(4),
      search(5),
      search(6),
    ]);
    const list = parseRecentSearches(raw);
    expect(list.map((s) => s.location.id)).toEqual([1, 2, 3, 4, 5]);
    expect(list[0]?.checkIn).toBe('2027-03-10');
  });
});
