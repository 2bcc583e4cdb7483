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
 * One item's JSON text as pieces to be written one after the other: its stored body, then its live figures.
 * Kept apart until the whole answer is put together, so a page of 50 items is copied once, not twice (each
 * item's own copy was 50 allocations of ~6 KB per page, and the collector ran a full mark-compact about every
 * second under load).
 */
export type JsonPieces = readonly Buffer[];

/** The text the pieces make. */
export const jsonText = (pieces: JsonPieces): string => pieces.map((piece) => piece.toString('utf8')).join('');

/** A body this process has read or built, as bytes, with the `rev` it had then. */
interface KnownBody {
  rev: number;
  bytes: Buffer;
}

/** Bodies kept per database handle, table and shape, so two databases in one process never share one. */
const knownBodies = new WeakMap<object, Map<string, Map<number, KnownBody>>>();
/** Enough for every item of a large catalogue (2,000 trips are ~11 MB); the oldest read goes first. */
const MAX_KNOWN_BODIES = 20_000;

function knownBodiesOf(db: object, tableAndShape: string): Map<number, KnownBody> {
  let tables = knownBodies.get(db);
  if (!tables) knownBodies.set(db, (tables = new Map()));
  let bodies = tables.get(tableAndShape);
  if (!bodies) tables.set(tableAndShape, (bodies = new Map()));
  return bodies;
}

/**
 * Catalogue items as the API's JSON bytes, one Buffer per item: the stored body (trip_documents,
 * destination_documents) with the live rating figures spliced in. A body the triggers of
 * drizzle/0010_catalogue_documents.sql cleared is rebuilt from the relations, passed through the API's schema,
 * and stored back only where its `rev` has not moved since it was read, so a save committed while it was being
 * built is never overwritten by the older text.
 *
 * Every read asks the database for each item's `rev` (and its rating figures); the body itself is read only
 * when this process does not already hold the bytes of that `rev`. Since every change to what a body shows
 * bumps `rev` in the same transaction, a held body is never stale, and a list page costs one small statement
 * and a copy of bytes: no 280 KB of text decoded from the driver and encoded again for the socket.
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
  const known = knownBodiesOf(db, `${tableName}:${shape}`);

  function remember(id: number, rev: number, bytes: Buffer) {
    known.delete(id);
    known.set(id, { rev, bytes });
    if (known.size > MAX_KNOWN_BODIES) known.delete(known.keys().next().value as number);
  }

  async function rebuild(missing: { itemId: number; rev: number }[]): Promise<void> {
    const rows = await kind.build(missing.map((m) => m.itemId));
    const bodies = new Map(rows.map((row) => [row.id, JSON.stringify(kind.stored.parse(kind.toPublic(row)))]));
    const stored = missing.filter((m) => bodies.has(m.itemId));
    for (const m of stored) remember(m.itemId, m.rev, Buffer.from(bodies.get(m.itemId)!, 'utf8'));
    if (stored.length === 0) return;
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

  /** Puts the bytes of each of these items' current `rev` in `known`: stored bodies first, rebuilt ones else. */
  async function fetchBodies(unknown: number[]): Promise<void> {
    const rows = await db
      .select({ itemId: kind.table.itemId, rev: kind.table.rev, body: kind.table.body, shape: kind.table.shape })
      .from(kind.table)
      .where(inArray(itemId, unknown));
    const missing: { itemId: number; rev: number }[] = [];
    for (const row of rows) {
      if (row.body === null || row.shape !== shape) missing.push(row);
      else remember(row.itemId, row.rev, Buffer.from(row.body, 'utf8'));
    }
    if (missing.length > 0) await rebuild(missing);
  }

  return {
    /** The JSON text of each item, in the order of `ids`; an id without an item is left out. */
    async read(ids: number[]): Promise<JsonPieces[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({
          itemId: kind.table.itemId,
          rev: kind.table.rev,
          ratingAverage: figures.ratingAverage,
          ratingsCount: figures.ratingsCount,
        })
        .from(kind.table)
        .where(inArray(itemId, ids));
      const unknown = rows.filter((row) => known.get(row.itemId)?.rev !== row.rev).map((row) => row.itemId);
      if (unknown.length > 0) await fetchBodies(unknown);
      const byId = new Map(rows.map((row) => [row.itemId, row]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        const body = row && known.get(id);
        // A body whose rev moved between the two reads is the newer one: this answer is as fresh as its last read.
        if (!row || !body) return [];
        const { rating_average, ratings_count } = toRatingFigures(row);
        const figuresJson = `,"rating_average":${JSON.stringify(rating_average)},"ratings_count":${ratings_count}}`;
        return [[body.bytes.subarray(0, -1), Buffer.from(figuresJson, 'latin1')]];
      });
    },
  };
}
