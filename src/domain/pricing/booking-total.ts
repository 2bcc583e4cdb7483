import { groupTierFor, type GroupTier } from './group-tier.js';
import { fromCents, toCents } from './money.js';
import { seasonFor, type SeasonName } from './season.js';

export const DEFAULT_SERVICE_CLASS = 'Economy';

/** One row of a trip's budget table: the price per person for a season, class and group tier. */
export interface BudgetRow {
  season: SeasonName;
  serviceClass: string;
  quantity: number;
  price: number;
}

export interface BookingTotalInput {
  startDate: string | Date | null | undefined;
  guestCount: number;
  serviceClass: string | null | undefined;
  basePrice: number;
  budgets: readonly BudgetRow[];
}

export interface BookingTotal {
  season: SeasonName;
  tier: GroupTier;
  serviceClass: string;
  pricePerPerson: number;
  total: number;
  /** false when no budget row matched and the trip's base price was used. */
  fromBudget: boolean;
}

// Class names come from reference data on one side and budget rows on the other; a stray
// capital or space must not silently switch a booking to the base price.
const sameClass = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The price the server charges for a trip booking (docs/behaviour/trip-detail.md 'Pricing'). The client shows
 * the same figure before submitting, but the server never takes it from the request.
 */
export function bookingTotal(input: BookingTotalInput): BookingTotal {
  const season = seasonFor(input.startDate);
  const tier = groupTierFor(input.guestCount);
  const serviceClass = input.serviceClass?.trim() || DEFAULT_SERVICE_CLASS;
  const row = input.budgets.find(
    (b) => b.season === season && b.quantity === tier && sameClass(b.serviceClass, serviceClass),
  );
  const guests = Number.isFinite(input.guestCount) && input.guestCount > 0 ? Math.floor(input.guestCount) : 0;
  const perPersonCents = Math.max(0, toCents(row ? row.price : input.basePrice));
  return {
    season,
    tier,
    serviceClass,
    pricePerPerson: fromCents(perPersonCents),
    total: fromCents(perPersonCents * guests),
    fromBudget: row !== undefined,
  };
}
