import { describe, expect, it } from 'vitest';
import type { Budget } from '#domain/api/catalogue.js';
import { buildBudgetTables, TIER_LABELS } from './budget-table-model.js';

const row = (season: 'Low' | 'High', serviceClass: string, quantity: number, price: number): Budget => ({
  season: { name: season },
  service_class: { name: serviceClass },
  quantity,
  price,
});

describe('buildBudgetTables', () => {
  it('makes one table per season, Low first, with prices by class and group tier', () => {
    const tables = buildBudgetTables([
      row('High', 'Economy', 2, 55),
      row('Low', 'Economy', 2, 46),
      row('Low', 'Economy', 4, 39),
      row('Low', 'Economy', 6, 35),
    ]);
    expect(tables.map((t) => [t.season, t.months])).toEqual([
      ['Low', 'January–June'],
      ['High', 'July–December'],
    ]);
    expect(tables[0]?.rows).toEqual([{ serviceClass: 'Economy', prices: { 2: 46, 4: 39, 6: 35 } }]);
    expect(tables[1]?.rows).toEqual([{ serviceClass: 'Economy', prices: { 2: 55, 4: null, 6: null } }]);
  });

  it('puts Economy first, then the reference order, then unknown classes as the trip lists them', () => {
    const tables = buildBudgetTables(
      [
        row('Low', 'Private', 2, 300),
        row('Low', 'Luxury', 2, 200),
        row('Low', 'economy ', 2, 100),
        row('Low', 'Comfort', 2, 150),
      ],
      ['Comfort', 'Economy', 'Luxury'],
    );
    expect(tables[0]?.rows.map((r) => r.serviceClass)).toEqual(['Economy', 'Comfort', 'Luxury', 'Private']);
  });

  it('matches class names regardless of case and spacing', () => {
    const tables = buildBudgetTables([row('Low', ' LUXURY', 4, 90)], ['Luxury']);
    expect(tables[0]?.rows).toEqual([{ serviceClass: 'Luxury', prices: { 2: null, 4: 90, 6: null } }]);
  });

  it('leaves out classes and seasons without any price, and ignores unknown tiers', () => {
    const tables = buildBudgetTables(
      [row('High', 'Economy', 3, 10), row('High', 'Economy', 2, 0)],
      ['Economy', 'Luxury'],
    );
    expect(tables).toEqual([]);
  });

  it('labels the group tiers', () => {
    expect(TIER_LABELS).toEqual({ 2: '2–3 guests', 4: '4–5 guests', 6: '6+ guests' });
  });
});
