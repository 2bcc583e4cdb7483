import { describe, expect, it } from 'vitest';
import type { ItemCard } from '#domain/api/personal.js';
import { cardHref, formatDay } from './dashboard-items.js';

const card = (overrides: Partial<ItemCard>): ItemCard => ({
  uuid: 'u-1',
  type: 'trip',
  name: 'Serengeti Calving Season Safari',
  image: '',
  banner: '',
  base_price: 1350,
  location: 'Serengeti',
  section: 'safari',
  ...overrides,
});

describe('cardHref', () => {
  it("links a trip to its list's detail page and a destination to its own", () => {
    expect(cardHref(card({}))).toBe('/safari/u-1');
    expect(cardHref(card({ section: 'zanzibar' }))).toBe('/zanzibar-tour/u-1');
    expect(cardHref(card({ type: 'destination', section: null }))).toBe('/destination/u-1');
  });
});

describe('formatDay', () => {
  it('reads a calendar date or a timestamp, and nothing else', () => {
    expect(formatDay('2027-09-12', 'en')).toBe('12 Sep 2027');
    expect(formatDay('2027-09-12T08:30:00.000Z', 'en')).toMatch(/^1[12] Sep 2027$/);
    expect(formatDay(null, 'en')).toBeNull();
    expect(formatDay('soon', 'en')).toBeNull();
  });
});
