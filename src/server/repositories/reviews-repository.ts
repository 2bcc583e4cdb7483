import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PublicReview, ReviewSummary } from '#domain/api/reviews.js';
import { countryNameIn } from '#domain/i18n/country-name.js';
import type { Locale } from '#domain/i18n/locales.js';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';

/** Where a page of reviews ends: the last one's time and id (newest first). */
export interface ReviewPosition {
  createdAt: string;
  id: number;
}

export const encodeReviewCursor = (position: ReviewPosition) =>
  Buffer.from(JSON.stringify(['reviews', position.createdAt, position.id])).toString('base64url');

export function decodeReviewCursor(cursor: string): ReviewPosition | null {
  try {
    const [list, createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (list !== 'reviews' || typeof createdAt !== 'string' || Number.isNaN(Date.parse(createdAt))) return null;
    if (!Number.isInteger(id) || (id as number) < 1 || (id as number) > 2_147_483_647) return null;
    return { createdAt, id: id as number };
  } catch {
    return null;
  }
}

const publicColumns = {
  id: t.reviews.id,
  uuid: t.reviews.uuid,
  rating: t.reviews.rating,
  title: t.reviews.title,
  body: t.reviews.body,
  travellerName: t.reviews.travellerName,
  country: t.countries.name,
  countryCode: t.countries.code,
  travelledOn: t.reviews.travelledOn,
  travelledAs: t.reviews.travelledAs,
  reply: t.reviews.reply,
  repliedAt: t.reviews.repliedAt,
  createdAt: t.reviews.createdAt,
  tripId: t.reviews.tripId,
  tripUuid: t.trips.uuid,
  tripName: t.trips.name,
};

interface PublicRow {
  uuid: string;
  rating: number;
  title: string;
  body: string;
  travellerName: string;
  country: string | null;
  countryCode: string | null;
  travelledOn: string;
  travelledAs: PublicReview['travelled_as'];
  reply: string | null;
  repliedAt: Date | null;
}

/** A review as the storefront shows it, its traveller's country named in `locale`. */
export function toPublicReview(row: PublicRow, locale: Locale = 'en'): PublicReview {
  return {
    uuid: row.uuid,
    rating: row.rating,
    title: row.title,
    body: row.body,
    traveller_name: row.travellerName,
    country: row.country && row.countryCode ? countryNameIn(locale, row.countryCode, row.country) : row.country,
    travelled_on: row.travelledOn,
    travelled_as: row.travelledAs,
    verified: true,
    reply: row.reply && row.repliedAt ? { body: row.reply, replied_at: row.repliedAt.toISOString() } : null,
  };
}

const approved = eq(t.reviews.status, 'approved');

/** The storefront's reviews: approved ones only, newest first, with their count, mean and distribution. */
export function createReviewsRepository(db: DbOrTx) {
  const page = async (where: SQL | undefined, limit: number, after?: ReviewPosition) => {
    const rows = await db
      .select(publicColumns)
      .from(t.reviews)
      .innerJoin(t.trips, eq(t.trips.id, t.reviews.tripId))
      .leftJoin(t.countries, eq(t.countries.id, t.reviews.countryId))
      .where(
        and(
          approved,
          where,
          after
            ? sql`(${t.reviews.createdAt}, ${t.reviews.id}) < (${after.createdAt}::timestamptz, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(desc(t.reviews.createdAt), desc(t.reviews.id))
      .limit(limit + 1);
    const last = rows.length > limit ? rows[limit - 1] : undefined;
    return {
      rows: rows.slice(0, limit),
      next: last ? { createdAt: last.createdAt.toISOString(), id: last.id } : null,
    };
  };

  const summary = async (where: SQL | undefined): Promise<ReviewSummary> => {
    const rows = await db
      .select({ rating: t.reviews.rating, n: count() })
      .from(t.reviews)
      .where(and(approved, where))
      .groupBy(t.reviews.rating);
    const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
    let total = 0;
    let sum = 0;
    for (const { rating, n } of rows) {
      if (rating >= 1 && rating <= 5) distribution[rating as 1 | 2 | 3 | 4 | 5] = n;
      total += n;
      sum += rating * n;
    }
    return { count: total, average: total ? Math.round((sum / total) * 10) / 10 : null, distribution };
  };

  return {
    /** A published trip's id by its uuid, or null. */
    async publishedTripId(uuid: string): Promise<number | null> {
      const [row] = await db
        .select({ id: t.trips.id })
        .from(t.trips)
        .where(and(eq(t.trips.uuid, uuid), eq(t.trips.isPublished, true)));
      return row?.id ?? null;
    },
    tripPage: (tripId: number, limit: number, after?: ReviewPosition) =>
      page(eq(t.reviews.tripId, tripId), limit, after),
    tripSummary: (tripId: number) => summary(eq(t.reviews.tripId, tripId)),
    /** Every published trip's newest approved reviews, for /reviews. */
    sitePage: (limit: number) => page(eq(t.trips.isPublished, true), limit),
    siteSummary: () =>
      summary(
        sql`exists (select 1 from ${t.trips} where ${t.trips.id} = ${t.reviews.tripId} and ${t.trips.isPublished})`,
      ),
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
