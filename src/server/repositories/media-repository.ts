import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.js';
import { destinations, media, trips } from '#server/db/schema/index.js';
import { mediaPaths } from '#server/media/media-paths.js';

export type MediaRow = typeof media.$inferSelect;

/** The `media` rows, and the trips and destinations that show one. */
export function createMediaRepository(db: DbOrTx) {
  return {
    async byUuid(uuid: string, options: { lock?: boolean } = {}): Promise<MediaRow | undefined> {
      const query = db.select().from(media).where(eq(media.uuid, uuid));
      const [row] = options.lock ? await query.for('update') : await query;
      return row;
    },

    async insert(values: typeof media.$inferInsert): Promise<MediaRow> {
      const [row] = await db.insert(media).values(values).returning();
      return row!;
    },

    async update(id: number, change: Partial<typeof media.$inferInsert>): Promise<MediaRow> {
      const [row] = await db.update(media).set(change).where(eq(media.id, id)).returning();
      return row!;
    },

    /** Points every trip and destination that shows this picture at its current revision's files. */
    async repointUsers(row: MediaRow): Promise<void> {
      const paths = { ...mediaPaths(row), updatedAt: new Date() };
      await db.update(trips).set(paths).where(eq(trips.mediaId, row.id));
      await db.update(destinations).set(paths).where(eq(destinations.mediaId, row.id));
    },
  };
}
