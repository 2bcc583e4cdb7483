import { describe, expect, it } from 'vitest';
import { bookingTotal, type BudgetRow } from './booking-total.js';
import { cartDefaultGuests, cartLinePrice, cartLineProblem } from './cart-line.js';

const budgets: BudgetRow[] = [
  { season: 'High', serviceClass: 'Comfort', quantity: 4, price: 760.5 },
  { season: 'Low', serviceClass: 'Economy', quantity: 2, price: 585 },
];

describe('cartLinePrice', () => {
  it('is the booking total for the same date, guests and class', () => {
    const line = {
      type: 'trip' as const,
      startDate: '2027-08-10',
      guests: 4,
      serviceClass: 'Comfort',
      basePrice: 585,
      budgets,
    };
    const price = cartLinePrice(line)!;
    expect(price.total).toBe(3042);
    expect(price).toEqual({
      ...bookingTotal({ ...line, guestCount: 4 }),
      estimate: false,
    });
  });

  it('prices a line without a date in Economy and Low season, marked as an estimate', () => {
    const price = cartLinePrice({
      type: 'trip',
      startDate: null,
      guests: 2,
      serviceClass: null,
      basePrice: 585,
      budgets,
    });
    expect(price).toMatchObject({ season: 'Low', serviceClass: 'Economy', total: 1170, estimate: true });
  });

  it('has no price for a destination', () => {
    expect(
      cartLinePrice({
        type: 'destination',
        startDate: '2027-08-10',
        guests: 2,
        serviceClass: null,
        basePrice: null,
        budgets: [],
      }),
    ).toBeNull();
  });
});

describe('cartLineProblem', () => {
  const earliest = '2026-11-25';
  const trip = { type: 'trip' as const, name: 'Serengeti Safari', startDate: '2026-12-12', guests: 2 };

  it('lets a dated trip for two or more go', () => {
    expect(cartLineProblem(trip, earliest)).toBeNull();
  });

  it('asks a trip for a start date, a date from tomorrow on and two guests', () => {
    expect(cartLineProblem({ ...trip, startDate: null }, earliest)).toBe('Choose a start date for Serengeti Safari.');
    expect(cartLineProblem({ ...trip, startDate: '2026-11-24' }, earliest)).toBe(
      'Serengeti Safari starts on Tue, 24 Nov 2026, which is too soon: bookings start from Wed, 25 Nov 2026.',
    );
    expect(cartLineProblem({ ...trip, guests: 1 }, earliest)).toBe('Serengeti Safari is booked for 2 guests or more.');
  });

  it('refuses a start date more than 2 years ahead, for a trip and a destination alike', () => {
    // Today is 2026-11-24: the last day is 2028-11-23 (730 days on).
    expect(cartLineProblem({ ...trip, startDate: '2028-11-23' }, earliest)).toBeNull();
    expect(cartLineProblem({ ...trip, startDate: '9999-12-31' }, earliest)).toBe(
      'Serengeti Safari starts on Fri, 31 Dec 9999, which is too far ahead: bookings reach Thu, 23 Nov 2028 at most.',
    );
    const nungwi = { type: 'destination' as const, name: 'Nungwi', startDate: '2028-11-24', guests: 1 };
    expect(cartLineProblem(nungwi, earliest)).toMatch(/too far ahead/);
  });

  it('lets a destination leave its dates open, for one guest', () => {
    expect(cartLineProblem({ type: 'destination', name: 'Nungwi', startDate: null, guests: 1 }, earliest)).toBeNull();
  });
});

describe('cartDefaultGuests', () => {
  it('starts a trip line at two guests and a destination at one', () => {
    expect(cartDefaultGuests('trip')).toBe(2);
    expect(cartDefaultGuests('destination')).toBe(1);
  });
});
