import { sql, type SQL } from 'drizzle-orm';
import type * as t from '#server/db/schema/index.js';

/**
 * The public lists' keyset cursor: which list, and the last row's place in the catalogue's order
 * (`sort_order`, then id), as base64url JSON. Opaque to clients; one made for the other list, or not made
 * here at all, is refused like any bad query parameter.
 */
export type CatalogueList = 'trips' | 'destinations';

export interface CataloguePosition {
  sortOrder: number;
  id: number;
}

export function encodeCatalogueCursor(list: CatalogueList, position: CataloguePosition): string {
  return Buffer.from(JSON.stringify([list, position.sortOrder, position.id])).toString('base64url');
}

export function decodeCatalogueCursor(cursor: string, list: CatalogueList): CataloguePosition | null {
  try {
    const [cursorList, sortOrder, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (cursorList !== list || !isInt32(sortOrder) || !isInt32(id)) return null;
    return { sortOrder, id };
  } catch {
    return null;
  }
}

/** The rows after `position` in the order `(sort_order, id)` of `table`'s public order index. */
export function afterPosition(table: typeof t.trips | typeof t.destinations, position: CataloguePosition): SQL {
  return sql`(${table.sortOrder}, ${table.id}) > (${position.sortOrder}, ${position.id})`;
}

function isInt32(value: unknown): value is number {
  return Number.isInteger(value) && Math.abs(value as number) <= 2_147_483_647;
}

/** A repository page as the API answers it: the next page's position becomes an opaque `next_cursor`. */
export function withNextCursor<P extends { next: CataloguePosition | null }>(
  list: CatalogueList,
  { next, ...page }: P,
): Omit<P, 'next'> & { next_cursor: string | null } {
  return { ...page, next_cursor: next ? encodeCatalogueCursor(list, next) : null };
}
