import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.js';
import type * as t from '#server/db/schema/index.js';

/** The user tables whose rows their owner edits: ratings and cart rows. */
type EditableTable = typeof t.ratings | typeof t.cartItems;

/**
 * Writes to one of a user's own rows by uuid. Another user's row is untouched and answers false, as
 * an unknown uuid does, so a route cannot tell them apart (and never reveals that the row exists).
 */
export function ownedRows<T extends EditableTable>(db: DbOrTx, table: T) {
  // Both tables have these columns; the union is narrowed to one so Drizzle types the statements.
  const rows = table as typeof t.ratings;
  const own = (userId: number, uuid: string) => and(eq(rows.uuid, uuid), eq(rows.userId, userId));
  return {
    own,
    /** false when the uuid is not one of the user's rows (nothing changes). */
    async update(userId: number, uuid: string, values: Partial<T['$inferInsert']>): Promise<boolean> {
      const changed = await db
        .update(rows)
        .set({ ...(values as Partial<typeof t.ratings.$inferInsert>), updatedAt: sql`now()` })
        .where(own(userId, uuid))
        .returning({ id: rows.id });
      return changed.length > 0;
    },
    async remove(userId: number, uuid: string): Promise<boolean> {
      const removed = await db.delete(rows).where(own(userId, uuid)).returning({ id: rows.id });
      return removed.length > 0;
    },
  };
}
