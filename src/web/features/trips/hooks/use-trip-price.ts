import { useMemo } from 'react';
import { tripPrice, type PartyChoice, type PricedTrip } from '#domain/pricing/trip-price.js';
import { usePartyChoice } from '#web/lib/party-choice.js';
import { useCurrency } from '#web/features/currency/hooks/use-currency.js';
import { useProvidedSplashBasics } from '#web/features/reference/api/splash-basics-context.js';
import { referenceName } from '#web/features/reference/lib/reference-names.js';
import { SEASON_LABELS, TIER_LABELS } from '#web/features/trips/lib/budget-table-model.js';
import { CONTACT_FOR_PRICING } from '#domain/currency/format-price.js';
import { msg, useT } from '#web/i18n/i18n.js';

/** A trip's price as a page shows it, in the tourist's currency (see `tripPrice` for what it is). */
export interface ShownTripPrice {
  kind: 'party' | 'from' | 'none';
  /** per person, as shown ('' for none) */
  perPerson: string;
  /** for a party: the total, made of the shown price per person (shown-price.ts) */
  total: string | null;
  guests: number | null;
  /** the line that gives the price: '9.990 € for 2 guests', 'From 2.208 €', 'Contact for pricing' */
  headline: string;
  /**
   * what the figure is, under it: '4.995 € per person · High season · Comfort' for a party, 'per person · 6+ guests
   * · Low season · Economy' for a starting price; null without a price
   */
  detail: string | null;
  /** for a starting price, the budget cell it is: '6+ guests · Low season · Economy' (null for a base price) */
  basis: string | null;
}

export const PARTY_TOTAL = msg('{total} for {count, plural, one {{count} guest} other {{count} guests}}');
export const PARTY_TOTAL_AFTER = msg('in total for {count, plural, one {{count} guest} other {{count} guests}}');
const PER_PERSON_PRICE = msg('{price} per person');

/**
 * The price that answers "what will we pay": for a date and a party, that party's price per person and in total;
 * otherwise the lowest fitting price, saying which cell of the budget table it is.
 */
export function useTripPrice(trip: PricedTrip, choice: PartyChoice): ShownTripPrice {
  const t = useT();
  const { times, startingPrice } = useCurrency();
  const price = tripPrice(trip, choice);
  if (!price) {
    return {
      kind: 'none',
      perPerson: '',
      total: null,
      guests: null,
      headline: t(CONTACT_FOR_PRICING),
      detail: null,
      basis: null,
    };
  }
  const season = price.season && t(SEASON_LABELS[price.season].name);
  const serviceClass = price.serviceClass && referenceName(t, price.serviceClass);
  if (price.kind === 'party') {
    const shown = times(price.perPerson, price.guests);
    return {
      kind: 'party',
      perPerson: shown.unit,
      total: shown.total,
      guests: price.guests,
      headline: t(PARTY_TOTAL, { total: shown.total, count: price.guests }),
      detail: [t(PER_PERSON_PRICE, { price: shown.unit }), season, serviceClass].join(' · '),
      basis: null,
    };
  }
  const perPerson = startingPrice(price.perPerson) ?? '';
  const basis = [price.tier && t(TIER_LABELS[price.tier]), season, serviceClass].filter(Boolean).join(' · ') || null;
  return {
    kind: 'from',
    perPerson,
    total: null,
    guests: null,
    headline: t('From {price}', { price: perPerson }),
    detail: basis ? `${t('per person')} · ${basis}` : t('per person'),
    basis,
  };
}

/**
 * A trip page's price for the tourist's choice (the URL's, the summary's picker's or the booking form's: the
 * party-choice store), with the choice and its setter.
 */
export function usePartyPrice(trip: PricedTrip & { uuid: string }) {
  const { choice, source, set } = usePartyChoice(trip.uuid);
  const splash = useProvidedSplashBasics();
  const classes = useMemo(() => splash.data?.searviceClasses ?? [], [splash.data]);
  const serviceClass = classes.find((c) => String(c.id) === choice.classId)?.name ?? null;
  const shown = useTripPrice(trip, { startDate: choice.startDate, guests: choice.guests, serviceClass });
  return { shown, choice, source, set, classes };
}
