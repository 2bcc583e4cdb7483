import { count, desc, eq } from 'drizzle-orm';
import type { AdminReview } from '#domain/api/reviews.js';
import type { ReviewStatus } from '#domain/schemas/review.js';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The back office's reviews: every state, with the trip and the request they came from. */
export function createAdminReviewsRepository(db: DbOrTx) {
  const query = () =>
    db
      .select({
        id: t.reviews.id,
        review: t.reviews,
        country: t.countries.name,
        tripUuid: t.trips.uuid,
        tripName: t.trips.name,
        requestUuid: t.requests.uuid,
        reference: t.requests.reference,
      })
      .from(t.reviews)
      .innerJoin(t.trips, eq(t.trips.id, t.reviews.tripId))
      .innerJoin(t.reviewInvitations, eq(t.reviewInvitations.id, t.reviews.invitationId))
      .innerJoin(t.requests, eq(t.requests.id, t.reviewInvitations.requestId))
      .leftJoin(t.countries, eq(t.countries.id, t.reviews.countryId));

  type Row = Awaited<ReturnType<ReturnType<typeof query>['execute']>>[number];
  const toAdmin = ({ review, ...row }: Row): AdminReview => ({
    uuid: review.uuid,
    rating: review.rating,
    title: review.title,
    body: review.body,
    traveller_name: review.travellerName,
    country: row.country,
    travelled_on: review.travelledOn,
    travelled_as: review.travelledAs,
    locale: review.locale,
    status: review.status,
    trip: { uuid: row.tripUuid, name: row.tripName },
    request: { uuid: row.requestUuid, reference: row.reference },
    reply: review.reply && review.repliedAt ? { body: review.reply, replied_at: review.repliedAt.toISOString() } : null,
    created_at: review.createdAt.toISOString(),
    moderated_at: iso(review.moderatedAt),
  });

  return {
    async list(query_: {
      status?: ReviewStatus | undefined;
      limit: number;
      offset: number;
    }): Promise<{ reviews: AdminReview[]; total: number }> {
      const where = query_.status ? eq(t.reviews.status, query_.status) : undefined;
      const [rows, [counted]] = await Promise.all([
        query()
          .where(where)
          .orderBy(desc(t.reviews.createdAt), desc(t.reviews.id))
          .limit(query_.limit)
          .offset(query_.offset),
        db.select({ total: count() }).from(t.reviews).where(where),
      ]);
      return { reviews: rows.map(toAdmin), total: counted?.total ?? 0 };
    },

    async find(uuid: string): Promise<AdminReview | null> {
      const [row] = await query().where(eq(t.reviews.uuid, uuid));
      return row ? toAdmin(row) : null;
    },

    async setStatus(uuid: string, status: ReviewStatus, at: Date): Promise<void> {
      await db.update(t.reviews).set({ status, moderatedAt: at }).where(eq(t.reviews.uuid, uuid));
    },

    async setReply(uuid: string, reply: string | null, staffId: number | null, at: Date): Promise<void> {
      await db
        .update(t.reviews)
        .set({ reply, repliedAt: reply ? at : null, repliedBy: reply ? staffId : null })
        .where(eq(t.reviews.uuid, uuid));
    },
  };
}
