import { describe, expect, it } from 'vitest';
import { locationGroups } from './location-options.js';
import type { RecentSearch } from './recent-searches.js';

const locations = [
  { id: 1, name: 'Stone Town, Zanzibar', is_zanzibar: true },
  { id: 2, name: 'North Coast, Zanzibar', is_zanzibar: true },
  { id: 4, name: 'Central Zanzibar', is_zanzibar: true },
  { id: 5, name: 'Serengeti', is_zanzibar: false },
  { id: 6, name: 'Ngorongoro', is_zanzibar: false },
  { id: 9, name: 'Kilimanjaro', is_zanzibar: false },
];
const destination = (uuid: string, name: string, locationId: number) => ({
  uuid: `00000000-0000-4000-8000-${uuid.padStart(12, '0')}`,
  name,
  location: { id: locationId, name: locations.find((l) => l.id === locationId)!.name },
});
const destinations = [
  destination('1', 'Stone Town', 1),
  destination('2', 'Nungwi', 2),
  destination('3', 'Kendwa', 2),
  destination('5', 'Serengeti', 5),
  destination('6', 'Ngorongoro Crater', 6),
];
const recent = (id: number): RecentSearch => ({
  location: locations.find((l) => l.id === id)!,
  checkIn: '2027-03-12',
  checkOut: '2027-03-15',
});

const summary = (groups: ReturnType<typeof locationGroups>) =>
  groups.map((g) => [g.key, g.options.map((o) => o.location.id)]);

describe('locationGroups', () => {
  it('without a query lists popular destinations and all locations', () => {
    expect(summary(locationGroups({ recent: [], locations, query: '' }))).toEqual([
      ['popular', [1, 2, 5, 6]],
      ['all', [1, 2, 4, 5, 6, 9]],
    ]);
  });

  it('shows at most 3 recent searches, first', () => {
    const groups = locationGroups({ recent: [9, 5, 1, 2].map(recent), locations, query: '' });
    expect(summary(groups)[0]).toEqual(['recent', [9, 5, 1]]);
    expect(groups[0]?.label).toBe('Recent searches');
    expect(groups[0]?.options[0]?.recent?.checkIn).toBe('2027-03-12');
  });

  it('filters recent searches and all locations by the query, and hides the popular group', () => {
    expect(summary(locationGroups({ recent: [recent(5), recent(1)], locations, query: 'zanzibar' }))).toEqual([
      ['recent', [1]],
      ['all', [1, 2, 4]],
    ]);
  });

  it("lists the island's places for its German name, and forgives a typo", () => {
    expect(summary(locationGroups({ recent: [], locations, query: 'Sansibar' }))).toEqual([['all', [1, 2, 4]]]);
    expect(summary(locationGroups({ recent: [], locations, query: 'Serengetti' }))).toEqual([['all', [5]]]);
  });

  it('returns no groups when nothing matches', () => {
    expect(locationGroups({ recent: [], locations, query: 'paris' })).toEqual([]);
  });

  it('gives options unique keys and a region', () => {
    const groups = locationGroups({ recent: [recent(5)], locations, query: '' });
    const keys = groups.flatMap((g) => g.options.map((o) => o.key));
    expect(new Set(keys).size).toBe(keys.length);
    expect(groups[0]?.options[0]?.region).toBe('Mainland');
    expect(groups[1]?.options[0]).toMatchObject({ region: 'Zanzibar', hint: 'The old town and its markets' });
  });
});

const tree = (query: string) =>
  locationGroups({ recent: [], locations, destinations, query })
    .find((g) => g.key === 'all')
    ?.options.map((o) => (o.parent ? `  ${o.location.destination?.name}` : o.location.name));

describe('locationGroups with destinations', () => {
  it('lists each location followed by its destinations, leaving out one named as its location', () => {
    expect(tree('')).toEqual([
      'Stone Town, Zanzibar',
      '  Stone Town',
      'North Coast, Zanzibar',
      '  Nungwi',
      '  Kendwa',
      'Central Zanzibar',
      'Serengeti',
      'Ngorongoro',
      '  Ngorongoro Crater',
      'Kilimanjaro',
    ]);
  });

  it.each(['nungwi', 'NUNGWI', 'Nüngwi', ' nungwi '])('finds Nungwi under North Coast for %j', (query) => {
    expect(tree(query)).toEqual(['North Coast, Zanzibar', '  Nungwi']);
  });

  it('finds a destination by an accented or upper-case name', () => {
    expect(tree('Ngorongóro')).toEqual(['Ngorongoro', '  Ngorongoro Crater']);
    expect(tree('CRATER')).toEqual(['Ngorongoro', '  Ngorongoro Crater']);
  });

  it("shows a matching location's destinations under it", () => {
    expect(tree('north coast')).toEqual(['North Coast, Zanzibar', '  Nungwi', '  Kendwa']);
  });

  it('keeps the destination with its location: the place to search, its key and its region', () => {
    const nungwi = locationGroups({ recent: [], locations, destinations, query: 'nungwi' })[0]!.options[1]!;
    expect(nungwi).toMatchObject({
      key: `all-d-${destinations[1]!.uuid}`,
      parent: 'North Coast, Zanzibar',
      region: 'Zanzibar',
      location: { id: 2, is_zanzibar: true, destination: { uuid: destinations[1]!.uuid, name: 'Nungwi' } },
    });
  });

  it('finds a recent destination search by its name', () => {
    const search: RecentSearch = {
      location: { ...locations[1]!, destination: { uuid: destinations[1]!.uuid, name: 'Nungwi' } },
      checkIn: '2027-03-12',
      checkOut: '2027-03-15',
    };
    const groups = locationGroups({ recent: [search, recent(5)], locations, destinations, query: 'nung' });
    expect(groups[0]?.options.map((o) => o.key)).toEqual([`recent-d-${destinations[1]!.uuid}`]);
  });
});
