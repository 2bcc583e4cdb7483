import { and, asc, eq, inArray } from 'drizzle-orm';
import type { IndexedTrip, PlaceCatalogue, PlaceNames } from '#domain/search/place-index.js';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';
import { sourceHash } from '#server/translations/catalogue-texts.js';

type Named = 'trip' | 'destination';

/**
 * What the search's place index is made from (domain/search/place-index.ts): the locations, the published
 * destinations with their interests, the published trips with the destinations they visit, and every current
 * translation of their names. Six statements, whatever the catalogue's size; read once per catalogue version.
 */
export function createPlaceNamesRepository(db: DbOrTx) {
  return {
    async placeCatalogue(): Promise<PlaceCatalogue> {
      const [locations, destinations, interests, trips, visits, translations] = await Promise.all([
        db
          .select({ id: t.locations.id, name: t.locations.name, isZanzibar: t.locations.isZanzibar })
          .from(t.locations)
          .orderBy(asc(t.locations.sortOrder), asc(t.locations.id)),
        db
          .select({
            id: t.destinations.id,
            uuid: t.destinations.uuid,
            name: t.destinations.name,
            locationId: t.destinations.locationId,
          })
          .from(t.destinations)
          .where(eq(t.destinations.isPublished, true))
          .orderBy(asc(t.destinations.sortOrder), asc(t.destinations.id)),
        db
          .select({ destinationId: t.destinationCategories.destinationId, name: t.categories.name })
          .from(t.destinationCategories)
          .innerJoin(t.categories, eq(t.categories.id, t.destinationCategories.categoryId))
          .where(eq(t.categories.kind, 'interest')),
        db
          .select({ id: t.trips.id, name: t.trips.name })
          .from(t.trips)
          .where(eq(t.trips.isPublished, true))
          .orderBy(asc(t.trips.sortOrder), asc(t.trips.id)),
        db
          .select({ tripId: t.tripDestinations.tripId, destinationId: t.tripDestinations.destinationId })
          .from(t.tripDestinations)
          .innerJoin(t.trips, eq(t.trips.id, t.tripDestinations.tripId))
          .where(eq(t.trips.isPublished, true)),
        db
          .select({
            kind: t.catalogueTranslations.itemKind,
            itemId: t.catalogueTranslations.itemId,
            locale: t.catalogueTranslations.locale,
            text: t.catalogueTranslations.text,
            sourceHash: t.catalogueTranslations.sourceHash,
          })
          .from(t.catalogueTranslations)
          .where(
            and(
              eq(t.catalogueTranslations.field, 'name'),
              inArray(t.catalogueTranslations.itemKind, ['trip', 'destination']),
            ),
          ),
      ]);

      const english = new Map<string, string>([
        ...destinations.map((d) => [`destination:${d.id}`, d.name] as const),
        ...trips.map((trip) => [`trip:${trip.id}`, trip.name] as const),
      ]);
      // Only a translation of the English as it is now: the one the storefront shows (translations-repository.ts).
      const translated = new Map<string, Record<string, string>>();
      for (const row of translations) {
        const key = `${row.kind as Named}:${row.itemId}`;
        const source = english.get(key);
        if (source === undefined || row.sourceHash !== sourceHash(source)) continue;
        translated.set(key, { ...translated.get(key), [row.locale]: row.text });
      }
      const namesOf = (kind: Named, id: number, name: string): PlaceNames => ({
        ...translated.get(`${kind}:${id}`),
        en: name,
      });

      const locationById = new Map(locations.map((location) => [location.id, location]));
      const interestsOf = new Map<number, string[]>();
      for (const { destinationId, name } of interests) {
        interestsOf.set(destinationId, [...(interestsOf.get(destinationId) ?? []), name]);
      }
      const visited = new Map<number, number[]>();
      for (const { tripId, destinationId } of visits)
        visited.set(tripId, [...(visited.get(tripId) ?? []), destinationId]);

      return {
        locations,
        places: destinations.flatMap((d) => {
          const location = locationById.get(d.locationId);
          if (!location) return [];
          return [
            {
              id: d.id,
              uuid: d.uuid,
              names: namesOf('destination', d.id, d.name),
              location,
              interests: interestsOf.get(d.id) ?? [],
            },
          ];
        }),
        trips: trips.map((trip): IndexedTrip => ({
          names: namesOf('trip', trip.id, trip.name),
          destinationIds: visited.get(trip.id) ?? [],
        })),
      };
    },
  };
}
