import { isValid, parseISO } from 'date-fns';
import type { ItemCard } from '#domain/api/personal.js';
import { tripSectionHref } from '#domain/site-paths.js';
import { paths } from '#web/config/paths.js';
import { formatDate } from '#web/lib/format-date.js';
import type { Locale } from '#domain/i18n/locales.js';

/** '12 Sep 2027', or null for a missing or malformed date. */
export function formatDay(value: string | null | undefined, locale: Locale): string | null {
  const date = value ? parseISO(value) : null;
  return date && isValid(date) ? formatDate(date, 'day', locale) : null;
}

/** The page of a liked, rated or carted item: the server says which list a trip belongs to. */
export function cardHref(card: Pick<ItemCard, 'uuid' | 'type' | 'section'>): string {
  if (card.type === 'destination') return paths.destination.getHref(card.uuid);
  return tripSectionHref(card.section, card.uuid);
}
