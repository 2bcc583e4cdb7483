import type { Budget } from '#domain/api/catalogue.js';
import { DEFAULT_SERVICE_CLASS } from '#domain/pricing/booking-total.js';
import { GROUP_TIERS, type GroupTier } from '#domain/pricing/group-tier.js';
import type { SeasonName } from '#domain/pricing/season.js';
import { msg } from '#web/i18n/i18n.js';

export interface BudgetTableRow {
  serviceClass: string;
  /** price per person in USD by group tier; null when the trip has no price for that cell */
  prices: Record<GroupTier, number | null>;
}

export interface BudgetSeasonTable {
  season: SeasonName;
  months: string;
  rows: BudgetTableRow[];
}

// Messages (marked with msg), shown translated.
export const SEASON_MONTHS: Record<SeasonName, string> = { Low: msg('January–June'), High: msg('July–December') };

/** The table's caption, and the name its scrolling region reads out. */
export const SEASON_LABELS: Record<SeasonName, { name: string; prices: string }> = {
  Low: { name: msg('Low season'), prices: msg('Low season prices') },
  High: { name: msg('High season'), prices: msg('High season prices') },
};

export const TIER_LABELS: Record<GroupTier, string> = {
  2: msg('2–3 guests'),
  4: msg('4–5 guests'),
  6: msg('6+ guests'),
};

const SEASONS: readonly SeasonName[] = ['Low', 'High'];

const key = (name: string) => name.trim().toLowerCase();

/**
 * The budget tab's season × class × group-size tables. Rows follow `classOrder` (the reference
 * list, cheapest first) with Economy always on top; classes the list does not know come last in
 * the order the trip lists them. Seasons without a single price are left out.
 */
export function buildBudgetTables(budgets: readonly Budget[], classOrder: readonly string[] = []): BudgetSeasonTable[] {
  const names = new Map<string, string>();
  for (const name of [...classOrder, ...budgets.map((b) => b.service_class.name)]) {
    const trimmed = name.trim();
    if (trimmed && !names.has(key(trimmed))) names.set(key(trimmed), trimmed);
  }
  const classes = [...names.values()].sort((a, b) => rank(a) - rank(b));

  return SEASONS.map((season) => {
    const rows = classes
      .map((serviceClass) => ({
        serviceClass,
        prices: Object.fromEntries(
          GROUP_TIERS.map((tier) => [tier, priceFor(budgets, season, serviceClass, tier)]),
        ) as Record<GroupTier, number | null>,
      }))
      .filter((row) => GROUP_TIERS.some((tier) => row.prices[tier] !== null));
    return { season, months: SEASON_MONTHS[season], rows };
  }).filter((table) => table.rows.length > 0);
}

// Economy first (the default class), everything else keeps its place.
function rank(name: string): number {
  return key(name) === key(DEFAULT_SERVICE_CLASS) ? 0 : 1;
}

function priceFor(
  budgets: readonly Budget[],
  season: SeasonName,
  serviceClass: string,
  tier: GroupTier,
): number | null {
  const row = budgets.find(
    (b) => b.season.name === season && b.quantity === tier && key(b.service_class.name) === key(serviceClass),
  );
  return row && Number.isFinite(row.price) && row.price > 0 ? row.price : null;
}
