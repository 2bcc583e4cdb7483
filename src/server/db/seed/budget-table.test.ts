import { describe, expect, it } from 'vitest';
import { deriveBudgetTable } from './budget-table.js';

describe('deriveBudgetTable', () => {
  const table = deriveBudgetTable(1000, ['Economy', 'Comfort', 'Luxury']);

  it('has one row per season, class and group tier', () => {
    expect(table).toHaveLength(18);
    expect(new Set(table.map((r) => `${r.season}/${r.serviceClass}/${r.quantity}`)).size).toBe(18);
  });

  it('makes Economy, Low season, 6 guests the cheapest row at the base price', () => {
    const cheapest = table.reduce((a, b) => (b.price < a.price ? b : a));
    expect(cheapest).toEqual({ season: 'Low', serviceClass: 'Economy', quantity: 6, price: 1000 });
  });

  it('charges more per head for smaller groups, better classes and High season', () => {
    const price = (season: string, serviceClass: string, quantity: number) =>
      table.find((r) => r.season === season && r.serviceClass === serviceClass && r.quantity === quantity)!.price;
    expect(price('Low', 'Economy', 2)).toBeGreaterThan(price('Low', 'Economy', 4));
    expect(price('Low', 'Comfort', 6)).toBeGreaterThan(price('Low', 'Economy', 6));
    expect(price('High', 'Luxury', 2)).toBeGreaterThan(price('Low', 'Luxury', 2));
  });
});
