import { describe, expect, it } from 'vitest';
import { bookingTotal } from './booking-total.js';
import { budgetRowsOf, tripPrice, type PricedTrip } from './trip-price.js';

const cell = (season: 'Low' | 'High', serviceClass: string, quantity: number, price: number) => ({
  season: { name: season },
  service_class: { name: serviceClass },
  quantity,
  price,
});

// The demo's shape: base 2,208 is the low-season, 6-guest Economy cell; a couple on Comfort in August pays more.
const trip: PricedTrip = {
  base_price: 2208,
  budgets: [
    cell('Low', 'Economy', 2, 2870),
    cell('Low', 'Economy', 4, 2473),
    cell('Low', 'Economy', 6, 2208),
    cell('High', 'Economy', 2, 3445),
    cell('High', 'Economy', 6, 2650),
    cell('High', 'Comfort', 2, 4995),
    cell('High', 'Comfort', 6, 3842),
    cell('Low', 'Luxury', 6, 0),
  ],
};

describe('tripPrice', () => {
  it('with nothing chosen, is the lowest cell and names it', () => {
    expect(tripPrice(trip)).toEqual({ kind: 'from', perPerson: 2208, season: 'Low', tier: 6, serviceClass: 'Economy' });
  });

  it('with a date only, is the lowest cell of that season', () => {
    expect(tripPrice(trip, { startDate: '2027-08-14' })).toEqual({
      kind: 'from',
      perPerson: 2650,
      season: 'High',
      tier: 6,
      serviceClass: 'Economy',
    });
  });

  it('with a party only, is the lowest cell of its group tier', () => {
    expect(tripPrice(trip, { guests: 3 })).toMatchObject({ kind: 'from', perPerson: 2870, tier: 2, season: 'Low' });
  });

  it('with a class only, is that class’s lowest cell', () => {
    expect(tripPrice(trip, { serviceClass: ' comfort' })).toMatchObject({
      kind: 'from',
      perPerson: 3842,
      serviceClass: 'Comfort',
    });
  });

  it('with a date and a party, is what the booking costs: the server’s own figure', () => {
    const choice = { startDate: '2027-08-14', guests: 2, serviceClass: 'Comfort' };
    const price = tripPrice(trip, choice);
    expect(price).toEqual({
      kind: 'party',
      perPerson: 4995,
      guests: 2,
      total: 9990,
      season: 'High',
      tier: 2,
      serviceClass: 'Comfort',
    });
    const charged = bookingTotal({
      startDate: choice.startDate,
      guestCount: 2,
      serviceClass: 'Comfort',
      basePrice: trip.base_price,
      budgets: budgetRowsOf(trip),
    });
    expect(price).toMatchObject({ perPerson: charged.pricePerPerson, total: charged.total });
  });

  it('counts a party of one as the minimum of two, and ignores a party that is not a number', () => {
    expect(tripPrice(trip, { startDate: '2027-02-01', guests: 1 })).toMatchObject({ kind: 'party', guests: 2 });
    expect(tripPrice(trip, { startDate: '2027-02-01', guests: Number.NaN })).toMatchObject({ kind: 'from' });
    expect(tripPrice(trip, { startDate: 'soon', guests: 4 })).toMatchObject({ kind: 'from', tier: 4 });
  });

  it('skips cells without a price, and falls back to the base price when no cell fits', () => {
    expect(tripPrice(trip, { serviceClass: 'Luxury' })).toEqual({
      kind: 'from',
      perPerson: 2208,
      season: null,
      tier: null,
      serviceClass: null,
    });
    expect(tripPrice({ base_price: 990, budgets: [] }, { startDate: '2027-03-01', guests: 3 })).toMatchObject({
      kind: 'party',
      perPerson: 990,
      total: 2970,
    });
  });

  it('is none for a trip without any price', () => {
    expect(tripPrice({ base_price: 0, budgets: [] })).toBeNull();
    expect(tripPrice({ base_price: 0, budgets: [] }, { startDate: '2027-03-01', guests: 3 })).toBeNull();
  });
});
