import { describe, expect, it } from 'vitest';
import { bookingTotal, DEFAULT_SERVICE_CLASS, type BudgetRow } from './booking-total.js';

const budgets: BudgetRow[] = [
  { season: 'Low', serviceClass: 'Economy', quantity: 2, price: 1450 },
  { season: 'Low', serviceClass: 'Economy', quantity: 4, price: 1280.1 },
  { season: 'High', serviceClass: 'Economy', quantity: 2, price: 1690 },
  { season: 'High', serviceClass: 'Luxury', quantity: 6, price: 2333.33 },
];

describe('bookingTotal', () => {
  it('charges the budget row for season, class and tier per person', () => {
    expect(
      bookingTotal({ startDate: '2027-08-10', guestCount: 3, serviceClass: 'Economy', basePrice: 999, budgets }),
    ).toEqual({
      season: 'High',
      tier: 2,
      serviceClass: 'Economy',
      pricePerPerson: 1690,
      total: 5070,
      fromBudget: true,
    });
  });

  it('works in cents, so decimal prices multiply cleanly', () => {
    const low = bookingTotal({
      startDate: '2027-02-01',
      guestCount: 5,
      serviceClass: 'Economy',
      basePrice: 0,
      budgets,
    });
    expect(low).toMatchObject({ season: 'Low', tier: 4, pricePerPerson: 1280.1, total: 6400.5 });
    const luxury = bookingTotal({
      startDate: '2027-12-31',
      guestCount: 7,
      serviceClass: 'luxury ',
      basePrice: 0,
      budgets,
    });
    expect(luxury).toMatchObject({ tier: 6, serviceClass: 'luxury', total: 16333.31, fromBudget: true });
  });

  it('defaults the class to Economy when none is given', () => {
    expect(DEFAULT_SERVICE_CLASS).toBe('Economy');
    for (const serviceClass of [null, undefined, '  ']) {
      const result = bookingTotal({ startDate: '2027-01-10', guestCount: 2, serviceClass, basePrice: 10, budgets });
      expect(result).toMatchObject({ serviceClass: 'Economy', pricePerPerson: 1450, total: 2900, fromBudget: true });
    }
  });

  it('falls back to the base price per person when no row matches', () => {
    const result = bookingTotal({
      startDate: '2027-08-10',
      guestCount: 4,
      serviceClass: 'Mid-range',
      basePrice: 1234.56,
      budgets,
    });
    expect(result).toEqual({
      season: 'High',
      tier: 4,
      serviceClass: 'Mid-range',
      pricePerPerson: 1234.56,
      total: 4938.24,
      fromBudget: false,
    });
  });

  it('uses Low season when the start date is missing', () => {
    const result = bookingTotal({ startDate: null, guestCount: 2, serviceClass: 'Economy', basePrice: 0, budgets: [] });
    expect(result).toMatchObject({ season: 'Low', total: 0, fromBudget: false });
  });
});
