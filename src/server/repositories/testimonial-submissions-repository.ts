import { eq } from 'drizzle-orm';
import type { SubmittedTestimonial } from '#domain/api/personal.js';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';

export function createTestimonialSubmissionsRepository(db: DbOrTx) {
  return {
    /**
     * Stores a signed-in user's testimonial under their name and country. It waits as 'pending'
     * until the agency approves it; GET /get-testimonals shows approved ones only.
     */
    async submit(userId: number, input: { comments: string; rating: number }): Promise<SubmittedTestimonial | null> {
      const [author] = await db
        .select({ name: t.users.name, countryId: t.users.countryId, country: t.countries.name })
        .from(t.users)
        .innerJoin(t.countries, eq(t.countries.id, t.users.countryId))
        .where(eq(t.users.id, userId));
      if (!author) return null;
      const [row] = await db
        .insert(t.testimonials)
        .values({ userId, authorName: author.name, countryId: author.countryId, ...input, status: 'pending' })
        .returning({ uuid: t.testimonials.uuid, createdAt: t.testimonials.createdAt });
      if (!row) throw new Error('the testimonial was not stored');
      return {
        uuid: row.uuid,
        rating: input.rating,
        comments: input.comments,
        status: 'pending',
        tourist: { name: author.name, country: author.country },
        created_at: row.createdAt.toISOString(),
      };
    },
  };
}
