import type { Trip } from '#domain/api/catalogue.js';
import { parseCalendarDate } from '#domain/dates/calendar-date.js';
import { formatDate } from '#web/lib/format-date.js';
import type { Locale } from '#domain/i18n/locales.js';

/** '12 Mar 2027' for a yyyy-MM-dd query value; null when it is not a real date. */
export function formatSearchDate(value: string | null | undefined, locale: Locale): string | null {
  const date = value ? parseCalendarDate(value) : null;
  return date ? formatDate(new Date(date.year, date.month - 1, date.day), 'day', locale) : null;
}

/** '12 Mar 2027 – 15 Mar 2027', one date alone, or null without dates. */
export function searchDateRange(
  checkIn: string | null | undefined,
  checkOut: string | null | undefined,
  locale: Locale,
): string | null {
  const parts = [formatSearchDate(checkIn, locale), formatSearchDate(checkOut, locale)].filter((part) => part !== null);
  return parts.length ? parts.join(' – ') : null;
}

/** A destination's name as the trips visiting it carry it; undefined when none of them is loaded. */
export function destinationNameIn(trips: readonly Trip[], uuid: string): string | undefined {
  for (const trip of trips) {
    const found = trip.trip_destinations.find((d) => d.destination.uuid === uuid);
    if (found) return found.destination.name;
  }
  return undefined;
}
