import { createPlaceIndex, type PlaceIndex } from '#domain/search/place-index.js';
import type { DbOrTx } from '#server/db/client.js';
import { createPlaceNamesRepository } from '#server/repositories/place-names-repository.js';

/**
 * The search's place index (domain/search/place-index.ts), made once per catalogue version and kept in memory:
 * one index at a time, its size the catalogue's names, so a search costs no query beyond the version's. Made in
 * memory rather than in SQL: the typo rule would need fuzzystrmatch or pg_trgm's similarity, which the embedded
 * database loads only when named (db/pglite.ts), and a few thousand names compare faster than a round trip.
 * Readers asking while it is made share the one read; a failed read is not kept.
 */
export function createPlaceFinder(db: DbOrTx, catalogueVersion: () => Promise<number>) {
  const names = createPlaceNamesRepository(db);
  let current: { version: number; index: Promise<PlaceIndex> } | undefined;

  return {
    async index(): Promise<PlaceIndex> {
      const version = await catalogueVersion();
      // A reader that saw an older version than the one kept uses the newer index: it is as true or truer.
      if (!current || current.version < version) {
        const index = names.placeCatalogue().then(createPlaceIndex);
        const made = { version, index };
        current = made;
        index.catch(() => {
          if (current === made) current = undefined;
        });
      }
      return current.index;
    },
  };
}

export type PlaceFinder = ReturnType<typeof createPlaceFinder>;
