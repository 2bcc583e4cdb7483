import type { SeasonName } from '#domain/pricing/season.js';

/**
 * The demo catalogue's budget tables are derived from one price per trip, with the spreads a
 * Tanzanian operator typically quotes: small groups pay more per head, High season and better
 * lodges cost more. Rounded to whole dollars.
 */
const CLASS_FACTOR: Record<string, number> = { Economy: 1, Comfort: 1.45, Luxury: 2.3 };
const TIER_FACTOR: Record<number, number> = { 6: 1, 4: 1.12, 2: 1.3 };
const SEASON_FACTOR: Record<SeasonName, number> = { Low: 1, High: 1.2 };

export interface DerivedBudget {
  season: SeasonName;
  serviceClass: string;
  quantity: 2 | 4 | 6;
  price: number;
}

export function deriveBudgetTable(basePrice: number, serviceClasses: readonly string[]): DerivedBudget[] {
  const rows: DerivedBudget[] = [];
  for (const season of ['Low', 'High'] as const) {
    for (const serviceClass of serviceClasses) {
      for (const quantity of [2, 4, 6] as const) {
        const factor = SEASON_FACTOR[season] * (CLASS_FACTOR[serviceClass] ?? 1) * (TIER_FACTOR[quantity] ?? 1);
        rows.push({ season, serviceClass, quantity, price: Math.round(basePrice * factor) });
      }
    }
  }
  return rows;
}
