import { describe, expect, it } from 'vitest';
import type { CartItem } from '#domain/api/personal.js';
import { cartBookHref, cartProblems, cartTotals } from './cart-lines.js';

const line = (overrides: Partial<CartItem> = {}): CartItem => ({
  uuid: 'line-1',
  cartable_type: 'trip',
  cartable_uuid: 'trip-1',
  cartable: {
    uuid: 'trip-1',
    type: 'trip',
    name: 'Serengeti Safari',
    image: '',
    banner: '',
    base_price: 585,
    location: 'Serengeti',
    section: 'safari',
  },
  quantity: 4,
  start_date: '2027-08-10',
  end_date: null,
  class_id: 2,
  days: 7,
  price: {
    season: 'High',
    tier: 4,
    service_class: 'Comfort',
    price_per_person: 760.5,
    total: 3042,
    from_budget: true,
    estimate: false,
  },
  created_at: '2026-11-24T08:00:00.000Z',
  ...overrides,
});

const destination = line({
  uuid: 'line-2',
  cartable_type: 'destination',
  cartable: {
    ...line().cartable,
    uuid: 'dest-1',
    type: 'destination',
    name: 'Nungwi',
    section: null,
    base_price: null,
  },
  start_date: '2027-08-18',
  end_date: '2027-08-22',
  quantity: 2,
  class_id: null,
  days: null,
  price: null,
});

describe('cartBookHref', () => {
  it("opens a trip's Book Now tab with its dates (the end from its length), guests and class", () => {
    expect(cartBookHref(line(), { quantity: 4, start_date: '2027-08-10', end_date: null, class_id: 2 })).toBe(
      '/safari/trip-1?checkIn=2027-08-10&checkOut=2027-08-16&guests=4&class=2&tab=book',
    );
  });

  it("opens a destination's inquiry with its own dates, and leaves out what the line lacks", () => {
    expect(
      cartBookHref(destination, { quantity: 2, start_date: '2027-08-18', end_date: '2027-08-22', class_id: null }),
    ).toBe('/destination/dest-1?checkIn=2027-08-18&checkOut=2027-08-22&guests=2&tab=inquiry');
    expect(cartBookHref(line(), { quantity: 2, start_date: null, end_date: null, class_id: null })).toBe(
      '/safari/trip-1?guests=2&tab=book',
    );
  });
});

describe('cartTotals', () => {
  it('adds the priced lines and counts the destinations to quote and the estimates', () => {
    const undated = line({ uuid: 'line-3', price: { ...line().price!, total: 1170, estimate: true } });
    expect(cartTotals([line(), destination, undated])).toEqual({ total: 4212, priced: 2, quoted: 1, estimated: 1 });
    expect(cartTotals([])).toEqual({ total: 0, priced: 0, quoted: 0, estimated: 0 });
  });
});

describe('cartProblems', () => {
  it('names each line that cannot be requested yet, in cart order', () => {
    expect(cartProblems([line(), destination], '2026-11-25')).toEqual([]);
    expect(cartProblems([line({ start_date: null }), line({ quantity: 1 })], '2026-11-25')).toEqual([
      { id: 'Choose a start date for {name}.', values: { name: 'Serengeti Safari' } },
      { id: '{name} is booked for {count} guests or more.', values: { name: 'Serengeti Safari', count: 2 } },
    ]);
    expect(cartProblems([line({ start_date: '2026-11-24' })], '2026-11-25', 'de')[0]?.values).toEqual({
      name: 'Serengeti Safari',
      date: 'Di., 24. Nov. 2026',
      earliest: 'Mi., 25. Nov. 2026',
    });
  });
});
