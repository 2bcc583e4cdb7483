import type { Locale } from '#domain/i18n/locales.js';
import type { DbOrTx } from '#server/db/client.js';
import { createTranslationsRepository } from '#server/repositories/translations-repository.js';
import { ENGLISH, type Translator } from '#server/translations/catalogue-texts.js';

/**
 * What lays a request's language over the trips it names (their names and itinerary days) in its e-mails and
 * PDFs: the storefront's translations, where one is current for the English, else the English (catalogue-texts.ts).
 */
export async function catalogueIn(db: DbOrTx, locale: Locale, tripIds: readonly number[]): Promise<Translator> {
  if (locale === 'en' || tripIds.length === 0) return ENGLISH;
  return createTranslationsRepository(db).translator(locale, { trips: tripIds });
}

/** A trip's name as the request's language writes it. */
export const tripName = (words: Translator, tripId: number, english: string): string =>
  words.text({ kind: 'trip', itemId: tripId, field: 'name', position: 0 }, english);

/** An itinerary day's title and description (`index`: its place in the trip's days) in the request's language. */
export const tripDay = <Day extends { title: string; description: string }>(
  words: Translator,
  tripId: number,
  index: number,
  day: Day,
): Day => ({
  ...day,
  title: words.text({ kind: 'trip', itemId: tripId, field: 'day_title', position: index }, day.title),
  description: words.text({ kind: 'trip', itemId: tripId, field: 'day_description', position: index }, day.description),
});
