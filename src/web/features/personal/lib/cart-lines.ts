import type { CartItem } from '#domain/api/personal.js';
import type { Locale } from '#domain/i18n/locales.js';
import { cartLineIssue, type CartLineIssue } from '#domain/pricing/cart-line.js';
import { tripEndDate } from '#domain/trips/duration.js';
import { sitePaths, tripSectionHref } from '#domain/site-paths.js';

/** What a line's form holds: guests, dates and class, as the line would be booked. */
export interface CartLineValues {
  quantity: number;
  start_date: string | null;
  end_date: string | null;
  class_id: number | null;
}

/**
 * 'Book this': the item's page with the line's dates, guests and class, its booking form open
 * (a trip's Book Now tab, a destination's inquiry). A trip's end is its start plus its length.
 */
export function cartBookHref(item: Pick<CartItem, 'cartable' | 'days'>, values: CartLineValues): string {
  const { cartable } = item;
  const checkIn = values.start_date;
  if (cartable.type === 'destination') {
    const query = { checkIn, checkOut: values.end_date, guests: values.quantity, tab: 'inquiry' as const };
    return sitePaths.destination.getHref(cartable.uuid, query);
  }
  const checkOut = tripEndDate(values.start_date, item.days);
  const query = { checkIn, checkOut, guests: values.quantity, classId: values.class_id, tab: 'book' as const };
  return tripSectionHref(cartable.section, cartable.uuid, query);
}

export interface CartTotals {
  /** USD, the sum of the priced (trip) lines */
  total: number;
  priced: number;
  /** destination lines, priced by the agency's proposal */
  quoted: number;
  /** priced lines without a start date: their season is assumed */
  estimated: number;
}

export function cartTotals(items: readonly Pick<CartItem, 'price'>[]): CartTotals {
  const priced = items.flatMap((item) => (item.price ? [item.price] : []));
  return {
    total: priced.reduce((sum, price) => sum + price.total, 0),
    priced: priced.length,
    quoted: items.length - priced.length,
    estimated: priced.filter((price) => price.estimate).length,
  };
}

/** Why each line cannot be requested yet, in the order of the cart; empty when all can go. */
export function cartProblems(items: readonly CartItem[], earliest: string, locale?: Locale): CartLineIssue[] {
  return items.flatMap((item) => {
    const problem = cartLineIssue(
      { type: item.cartable_type, name: item.cartable.name, startDate: item.start_date, guests: item.quantity },
      earliest,
      locale,
    );
    return problem ? [problem] : [];
  });
}
