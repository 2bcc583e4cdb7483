import type { Locale } from '#domain/i18n/locales.js';
import type { DbOrTx } from '#server/db/client.js';
import { createTranslationsRepository } from './translations-repository.js';

/**
 * Trips' names in `locale` for a tourist's own pages (their tracking page, their dashboard), keyed by trip id: the
 * storefront's current translation, else the English given. One query for any number of trips; none in English.
 */
export async function tripNamesIn(
  db: DbOrTx,
  locale: Locale,
  trips: readonly { id: number; name: string }[],
): Promise<Map<number, string>> {
  const names = new Map(trips.map((trip) => [trip.id, trip.name]));
  if (locale === 'en' || trips.length === 0) return names;
  const words = await createTranslationsRepository(db).translator(locale, { trips: [...names.keys()] });
  for (const [id, english] of names) {
    names.set(id, words.text({ kind: 'trip', itemId: id, field: 'name', position: 0 }, english));
  }
  return names;
}
