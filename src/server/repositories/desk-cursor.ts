import { and, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DeskSort } from '#domain/schemas/admin-requests.js';
import * as t from '#server/db/schema/index.js';

/**
 * The inbox's keyset cursor: the sort, and the last row's sort value and id, as base64url JSON. Opaque to
 * clients; one made for another sort, or not made here at all, is refused like any bad filter.
 */
interface Position {
  sort: DeskSort;
  /** received_at as PostgreSQL writes it (to the microsecond), or start_date (null for an undated request) */
  value: string | null;
  id: number;
}

const INSTANT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function encodeCursor(position: Position): string {
  return Buffer.from(JSON.stringify([position.sort, position.value, position.id])).toString('base64url');
}

export function decodeCursor(cursor: string, sort: DeskSort): Position | null {
  try {
    const [cursorSort, value, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (cursorSort !== sort || !Number.isSafeInteger(id) || (value !== null && typeof value !== 'string')) return null;
    if (value !== null && !(sort.startsWith('received') ? INSTANT : CALENDAR_DATE).test(value)) return null;
    return { sort, value, id: id as number };
  } catch {
    return null;
  }
}

/** The rows after `position` in its order (each order is `desk-list-repository.ts`'s, ties by id). */
export function afterCursor({ sort, value, id }: Position): SQL | undefined {
  const r = t.requests;
  switch (sort) {
    case 'received_desc':
      return sql`(${r.receivedAt}, ${r.id}) < (${value}::timestamptz, ${id})`;
    case 'received_asc':
      return sql`(${r.receivedAt}, ${r.id}) > (${value}::timestamptz, ${id})`;
    case 'travel_asc':
      // dated rows first, ascending; then the undated ones by id
      return value === null
        ? and(isNull(r.startDate), gt(r.id, id))
        : or(sql`(${r.startDate}, ${r.id}) > (${value}::date, ${id})`, isNull(r.startDate));
    case 'travel_desc':
      return value === null
        ? and(isNull(r.startDate), lt(r.id, id))
        : or(sql`(${r.startDate}, ${r.id}) < (${value}::date, ${id})`, isNull(r.startDate));
  }
}

/** Where the next page starts: the last row's position. */
export function positionOf(
  sort: DeskSort,
  row: { id: number; receivedAtExact: string; startDate: string | null },
): Position {
  const value = sort.startsWith('received') ? row.receivedAtExact : row.startDate;
  return { sort, value, id: row.id };
}
