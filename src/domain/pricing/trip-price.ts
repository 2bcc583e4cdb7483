import { isCalendarDate } from '../dates/calendar-date.js';
import { bookingTotal, type BudgetRow } from './booking-total.js';
import { groupTierFor, MIN_TRIP_GUESTS, type GroupTier } from './group-tier.js';
import { seasonFor, type SeasonName } from './season.js';

/** What a tourist has told the site of their trip so far: any of a start date, a party and a class. */
export interface PartyChoice {
  /** yyyy-MM-dd */
  startDate?: string | null | undefined;
  guests?: number | null | undefined;
  serviceClass?: string | null | undefined;
}

/**
 * The price a trip's page or card gives, in USD per person (docs/behaviour/trip-detail.md 'What will we pay'):
 * - `party`: a date and a party are known, so this is what the booking will cost: the same figures the server
 *   charges (`bookingTotal`), per person and in total for that many guests;
 * - `from`: the lowest price per person among the budget cells that fit what is known (the season of the date,
 *   the party's group tier, the chosen class), with the cell it is, so the page can say what it is.
 * The season, tier and class are null when the price is the trip's base price (no budget cell fits).
 */
export type TripPrice =
  | {
      kind: 'party';
      perPerson: number;
      guests: number;
      total: number;
      season: SeasonName;
      tier: GroupTier;
      serviceClass: string;
    }
  | {
      kind: 'from';
      perPerson: number;
      season: SeasonName | null;
      tier: GroupTier | null;
      serviceClass: string | null;
    };

export interface PricedTrip {
  base_price: number;
  budgets: readonly {
    season: { name: SeasonName };
    service_class: { name: string };
    quantity: number;
    price: number;
  }[];
}

const sameClass = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const isPrice = (value: number) => Number.isFinite(value) && value > 0;

/** A party of at least 2 (a trip's minimum), or null when none is given. */
function partyOf(guests: number | null | undefined): number | null {
  if (guests == null || !Number.isFinite(guests) || guests < 1) return null;
  return Math.max(MIN_TRIP_GUESTS, Math.floor(guests));
}

export function budgetRowsOf(trip: PricedTrip): BudgetRow[] {
  return trip.budgets.map((b) => ({
    season: b.season.name,
    serviceClass: b.service_class.name,
    quantity: b.quantity,
    price: b.price,
  }));
}

/** The trip's price for what the tourist has chosen, or null when it has none (contact for pricing). */
export function tripPrice(trip: PricedTrip, choice: PartyChoice = {}): TripPrice | null {
  const date = isCalendarDate(choice.startDate) ? choice.startDate : null;
  const guests = partyOf(choice.guests);
  const serviceClass = choice.serviceClass?.trim() || null;
  const budgets = budgetRowsOf(trip);

  if (date && guests) {
    const total = bookingTotal({
      startDate: date,
      guestCount: guests,
      serviceClass,
      basePrice: trip.base_price,
      budgets,
    });
    if (!isPrice(total.pricePerPerson)) return null;
    return {
      kind: 'party',
      perPerson: total.pricePerPerson,
      guests,
      total: total.total,
      season: total.season,
      tier: total.tier,
      serviceClass: total.serviceClass,
    };
  }

  const season = date ? seasonFor(date) : null;
  const tier = guests ? groupTierFor(guests) : null;
  const fitting = budgets.filter(
    (row) =>
      isPrice(row.price) &&
      (season === null || row.season === season) &&
      (tier === null || row.quantity === tier) &&
      (serviceClass === null || sameClass(row.serviceClass, serviceClass)),
  );
  const lowest = fitting.reduce<BudgetRow | null>(
    (low, row) => (low === null || row.price < low.price ? row : low),
    null,
  );
  if (lowest) {
    return {
      kind: 'from',
      perPerson: lowest.price,
      season: lowest.season,
      tier: groupTierFor(lowest.quantity),
      serviceClass: lowest.serviceClass.trim(),
    };
  }
  return isPrice(trip.base_price)
    ? { kind: 'from', perPerson: trip.base_price, season: null, tier: null, serviceClass: null }
    : null;
}
