import type { Destination, Trip } from '#domain/api/catalogue.js';
import type { Locale } from '#domain/i18n/locales.js';
import type { DbOrTx } from '#server/db/client.js';
import { jsonText, type JsonPieces } from '#server/repositories/catalogue-documents.js';
import { translateDestination, translateTrip } from './catalogue-texts.js';
import { createTranslationsRepository } from '#server/repositories/translations-repository.js';

const asPieces = (value: unknown): JsonPieces => [Buffer.from(JSON.stringify(value), 'utf8')];

/**
 * The stored English bodies of trips and destinations in another language: each translated text laid over its
 * English, field by field, so a text without a current translation shows its English, never an empty one.
 * English bodies pass through untouched (their bytes are copied as stored). Two statements per page, whatever
 * its length; the answers are cached as English ones are, by URL (which names the locale) and catalogue version.
 */
export function createTranslatedDocuments(db: DbOrTx) {
  const translations = createTranslationsRepository(db);
  return {
    async trips(bodies: JsonPieces[], locale: Locale): Promise<JsonPieces[]> {
      if (locale === 'en' || bodies.length === 0) return bodies;
      const trips = bodies.map((body) => JSON.parse(jsonText(body)) as Trip);
      const translator = await translations.translator(locale, {
        trips: trips.map((trip) => trip.id),
        destinations: trips.flatMap((trip) => trip.trip_destinations.map(({ destination }) => destination.id)),
      });
      return trips.map((trip) => asPieces(translateTrip(trip, translator)));
    },

    async destinations(bodies: JsonPieces[], locale: Locale): Promise<JsonPieces[]> {
      if (locale === 'en' || bodies.length === 0) return bodies;
      const destinations = bodies.map((body) => JSON.parse(jsonText(body)) as Destination);
      const translator = await translations.translator(locale, { destinations: destinations.map((d) => d.id) });
      return destinations.map((destination) => asPieces(translateDestination(destination, translator)));
    },
  };
}
