import { createHash } from 'node:crypto';
import { getTableName, inArray, sql, type AnyColumn } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '#server/db/client.js';
import type * as t from '#server/db/schema/index.js';
import { ratingFigures, toRatingFigures } from './catalogue-ratings.js';

type DocumentTable = typeof t.tripDocuments | typeof t.destinationDocuments;

/** What a kind of catalogue item needs to be stored as JSON text: its table, and how a body is made. */
export interface DocumentKind<Row extends { id: number }> {
  table: DocumentTable;
  /** the public shape without `rating_average` and `ratings_count`, which are read live */
  stored: z.ZodType;
  /**
   * Bumped by hand when `toPublic` makes a different text from the same rows; a change to `stored` is noticed
   * by itself. Bodies of another shape are rebuilt on their next read, so a deploy never serves old texts.
   */
  revision: number;
  /** the relational rows of these items (any order), as the catalogue's relational query loads them */
  build(ids: number[]): Promise<Row[]>;
  /** a row in the public shape (its rating figures are dropped by `stored`) */
  toPublic(row: Row): unknown;
}

/**
 * Catalogue items as the API's JSON text, one string per item: the stored body (trip_documents,
 * destination_documents) with the live rating figures spliced in. A body the triggers of
 * drizzle/0010_catalogue_documents.sql cleared is rebuilt from the relations, passed through the API's schema, and stored back only where its
 * `rev` has not moved since it was read, so a save committed while it was being built is never overwritten
 * by the older text.
 *
 * A list page thus reads 50 stored texts and two indexed rating figures per item, and the process copies
 * text instead of parsing, validating and serializing 280 KB of objects.
 */
export function createCatalogueDocuments<Row extends { id: number }>(db: DbOrTx, kind: DocumentKind<Row>) {
  // Qualified by hand: a one-table select renders its columns bare, and a bare item column inside the
  // ratings subquery would be the rating's own column (every rating of every item).
  const tableName = getTableName(kind.table);
  const itemColumn = kind.table.itemId.name as 'trip_id' | 'destination_id';
  const qualified = sql`${sql.identifier(tableName)}.${sql.identifier(itemColumn)}`;
  const figures = ratingFigures(itemColumn)({ id: qualified });
  const itemId: AnyColumn = kind.table.itemId;
  const shape = createHash('sha1')
    .update(`${kind.revision}:${JSON.stringify(z.toJSONSchema(kind.stored))}`)
    .digest('base64url');

  async function rebuild(missing: { itemId: number; rev: number }[]): Promise<Map<number, string>> {
    const rows = await kind.build(missing.map((m) => m.itemId));
    const bodies = new Map(rows.map((row) => [row.id, JSON.stringify(kind.stored.parse(kind.toPublic(row)))]));
    const stored = missing.filter((m) => bodies.has(m.itemId));
    if (stored.length > 0) {
      const values = stored.map(
        (m) => sql`(${m.itemId}::int, ${m.rev}::int, ${bodies.get(m.itemId)}::text, ${shape}::text)`,
      );
      try {
        await db.execute(sql`update ${sql.identifier(tableName)} d set body = v.body, shape = v.shape
          from (values ${sql.join(values, sql`, `)}) as v(item_id, rev, body, shape)
          where d.${sql.identifier(itemColumn)} = v.item_id and d.rev = v.rev
            and (d.body is null or d.shape is distinct from v.shape)`);
      } catch {
        // Storing only saves the next reader the rebuild (a concurrent save may hold the row); the answer
        // is already built, so a failed store changes nothing the visitor sees.
      }
    }
    return bodies;
  }

  return {
    /** The JSON text of each item, in the order of `ids`; an id without an item is left out. */
    async read(ids: number[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({
          itemId: kind.table.itemId,
          rev: kind.table.rev,
          body: kind.table.body,
          shape: kind.table.shape,
          ratingAverage: figures.ratingAverage,
          ratingsCount: figures.ratingsCount,
        })
        .from(kind.table)
        .where(inArray(itemId, ids));
      const missing = rows.filter((row) => row.body === null || row.shape !== shape);
      const rebuilt = missing.length > 0 ? await rebuild(missing) : new Map<number, string>();
      const byId = new Map(rows.map((row) => [row.itemId, row]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        const body = rebuilt.get(id) ?? row?.body;
        if (!row || !body) return [];
        const { rating_average, ratings_count } = toRatingFigures(row);
        return [
          `${body.slice(0, -1)},"rating_average":${JSON.stringify(rating_average)},"ratings_count":${ratings_count}}`,
        ];
      });
    },
  };
}
