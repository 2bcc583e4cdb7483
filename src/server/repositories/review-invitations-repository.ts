import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Locale } from '#domain/i18n/locales.js';
import type { ReviewSubmissionInput } from '#domain/schemas/review.js';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';

/** What an invitation needs of a request: whom to write, in which language, about which trip and month. */
export interface InvitableRequest {
  locale: Locale;
  email: string;
  firstName: string;
  startDate: string | null;
  tripId: number;
  tripName: string;
}

export interface OpenInvitation {
  id: number;
  requestId: number;
  tripId: number;
  travelledOn: string;
  locale: Locale;
}

const invitationColumns = {
  id: t.reviewInvitations.id,
  requestId: t.reviewInvitations.requestId,
  tripId: t.reviewInvitations.tripId,
  travelledOn: t.reviewInvitations.travelledOn,
  locale: t.reviewInvitations.locale,
};

/** Review invitations: made once per request, opened and used with the link's token (kept as its hash). */
export function createReviewInvitationsRepository(db: DbOrTx) {
  return {
    /** The request with its first trip line, or null when it booked no trip (an inquiry has nothing to review). */
    async invitableRequest(requestId: number): Promise<InvitableRequest | null> {
      const [row] = await db
        .select({
          locale: t.requests.locale,
          email: t.requests.email,
          firstName: t.requests.firstName,
          startDate: t.requests.startDate,
          tripId: t.trips.id,
          tripName: t.trips.name,
        })
        .from(t.requests)
        .innerJoin(t.bookings, and(eq(t.bookings.requestId, t.requests.id), eq(t.bookings.itemType, 'trip')))
        .innerJoin(t.trips, eq(t.trips.id, t.bookings.tripId))
        .where(eq(t.requests.id, requestId))
        .orderBy(asc(t.bookings.requestLine))
        .limit(1);
      return row ?? null;
    },

    /** Stores an invitation; false when the request already has one (the job ran twice). */
    async store(values: {
      requestId: number;
      tripId: number;
      travelledOn: string;
      locale: Locale;
      tokenHash: string;
      createdAt: Date;
    }): Promise<boolean> {
      const stored = await db
        .insert(t.reviewInvitations)
        .values(values)
        .onConflictDoNothing({ target: t.reviewInvitations.requestId })
        .returning({ id: t.reviewInvitations.id });
      return stored.length > 0;
    },

    async tripOf(tripId: number): Promise<{ id: number; name: string }> {
      const [row] = await db.select({ id: t.trips.id, name: t.trips.name }).from(t.trips).where(eq(t.trips.id, tripId));
      return row ?? { id: tripId, name: '' };
    },

    /** An invitation whose link has not been used yet. */
    async findOpen(tokenHash: string): Promise<OpenInvitation | null> {
      const [row] = await db
        .select(invitationColumns)
        .from(t.reviewInvitations)
        .where(and(eq(t.reviewInvitations.tokenHash, tokenHash), isNull(t.reviewInvitations.usedAt)));
      return row ?? null;
    },

    /**
     * Marks an open invitation used and answers it, in one statement: of two submissions racing with the
     * same link, only one gets it (the other waits for the row, then finds it used).
     */
    async use(tokenHash: string, now: Date): Promise<OpenInvitation | null> {
      const [row] = await db
        .update(t.reviewInvitations)
        .set({ usedAt: now })
        .where(and(eq(t.reviewInvitations.tokenHash, tokenHash), isNull(t.reviewInvitations.usedAt)))
        .returning(invitationColumns);
      return row ?? null;
    },

    /** The pending review written with an invitation; answers its uuid. */
    async insertReview(
      invitation: OpenInvitation,
      input: Omit<ReviewSubmissionInput, 'token'>,
      now: Date,
    ): Promise<string> {
      const [request] = await db
        .select({ countryId: t.requests.countryId })
        .from(t.requests)
        .where(eq(t.requests.id, invitation.requestId));
      const [row] = await db
        .insert(t.reviews)
        .values({
          invitationId: invitation.id,
          tripId: invitation.tripId,
          countryId: request?.countryId ?? null,
          rating: input.rating,
          title: input.title,
          body: input.body,
          travellerName: input.traveller_name,
          travelledAs: input.travelled_as ?? null,
          travelledOn: invitation.travelledOn,
          locale: invitation.locale,
          createdAt: now,
        })
        .returning({ uuid: t.reviews.uuid });
      return row!.uuid;
    },
  };
}
