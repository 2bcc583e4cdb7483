import { describe, expect, it } from 'vitest';
import { pickFooterDestinations } from './pick-footer-destinations.js';

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
