import { parseISO } from 'date-fns';
import type { Locale } from '#domain/i18n/locales.js';
import type { TravelledAs } from '#domain/schemas/review.js';
import { msg } from '#web/i18n/i18n.js';
import { formatDate } from '#web/lib/format-date.js';

/** How they travelled, as the form offers it and a review says it. */
export const TRAVELLED_AS_LABELS: Record<TravelledAs, string> = {
  couple: msg('As a couple'),
  family: msg('With family'),
  friends: msg('With friends'),
  solo: msg('Solo'),
  group: msg('In a group'),
};

/** `2026-08` as the page's language says a month: "August 2026". */
export const travelMonth = (travelledOn: string, locale: Locale, style: 'month' | 'monthShort' = 'month') =>
  formatDate(parseISO(`${travelledOn}-01`), style, locale);
