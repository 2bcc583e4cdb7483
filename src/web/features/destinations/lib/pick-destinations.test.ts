import { describe, expect, it } from 'vitest';
import { mixDestinations, pickFooterDestinations } from './pick-destinations.js';

const d = (name: string, location: string) => ({ name, location: { name: location } });

describe('pickFooterDestinations', () => {
  it('keeps the first 2 Zanzibar and the first 2 mainland destinations', () => {
    const list = [
      d('Stone Town', 'Stone Town, Zanzibar'),
      d('Serengeti', 'Serengeti'),
      d('Nungwi', 'North Coast, Zanzibar'),
      d('Paje', 'South-East Coast, Zanzibar'),
      d('Ngorongoro Crater', 'Ngorongoro'),
      d('Tarangire', 'Tarangire'),
    ];
    const { zanzibar, mainland } = pickFooterDestinations(list);
    expect(zanzibar.map((x) => x.name)).toEqual(['Stone Town', 'Nungwi']);
    expect(mainland.map((x) => x.name)).toEqual(['Serengeti', 'Ngorongoro Crater']);
  });

  it('leaves a group empty when the list has none of that kind', () => {
    const { zanzibar, mainland } = pickFooterDestinations([d('Kendwa', 'North Coast, Zanzibar')]);
    expect(zanzibar).toHaveLength(1);
    expect(mainland).toEqual([]);
  });

  it('counts a destination with no Zanzibar hint as mainland', () => {
    expect(pickFooterDestinations([d('Ruaha', 'Iringa')]).mainland).toHaveLength(1);
  });

  it('handles an empty list', () => {
    expect(pickFooterDestinations([])).toEqual({ zanzibar: [], mainland: [] });
  });
});

describe('mixDestinations', () => {
  // The demo catalogue's order: the island's places first, then the parks.
  const catalogue = [
    d('Stone Town', 'Stone Town, Zanzibar'),
    d('Nungwi', 'North Coast, Zanzibar'),
    d('Kendwa', 'North Coast, Zanzibar'),
    d('Paje', 'South-East Coast, Zanzibar'),
    d('Jambiani', 'South-East Coast, Zanzibar'),
    d('Serengeti', 'Serengeti'),
    d('Ngorongoro Crater', 'Ngorongoro'),
    d('Kilimanjaro', 'Kilimanjaro'),
  ];
  const names = (list: { name: string }[]) => list.map((x) => x.name);

  it('alternates Zanzibar and the mainland, each in list order', () => {
    expect(names(mixDestinations(catalogue, 6))).toEqual([
      'Stone Town',
      'Serengeti',
      'Nungwi',
      'Ngorongoro Crater',
      'Kendwa',
      'Kilimanjaro',
    ]);
  });

  it('fills up with the other side when one runs out, and stops at the count or the list', () => {
    expect(names(mixDestinations(catalogue, 8)).slice(6)).toEqual(['Paje', 'Jambiani']);
    expect(mixDestinations(catalogue, 3)).toHaveLength(3);
    expect(names(mixDestinations([d('Ruaha', 'Iringa'), d('Serengeti', 'Serengeti')], 8))).toEqual([
      'Ruaha',
      'Serengeti',
    ]);
    expect(mixDestinations([], 8)).toEqual([]);
  });
});
