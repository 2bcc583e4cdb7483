import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminRating, AdminTestimonial } from '#domain/api/admin-moderation.js';
import type { RatingListQuery, TestimonialListQuery, TestimonialStatus } from '#domain/schemas/admin-moderation.js';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';
import { containing } from './like-pattern.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const testimonialColumns = {
  uuid: t.testimonials.uuid,
  authorName: t.testimonials.authorName,
  country: t.countries.name,
  rating: t.testimonials.rating,
  comments: t.testimonials.comments,
  status: t.testimonials.status,
  createdAt: t.testimonials.createdAt,
  moderatedAt: t.testimonials.moderatedAt,
};

interface TestimonialRow {
  uuid: string;
  authorName: string;
  country: string | null;
  rating: number;
  comments: string;
  status: TestimonialStatus;
  createdAt: Date;
  moderatedAt: Date | null;
}

function toAdminTestimonial(row: TestimonialRow): AdminTestimonial {
  return {
    uuid: row.uuid,
    author_name: row.authorName,
    country: row.country ?? null,
    rating: row.rating,
    comments: row.comments,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    moderated_at: iso(row.moderatedAt),
  };
}

const itemName = sql<string>`coalesce(${t.trips.name}, ${t.destinations.name})`;

const ratingColumns = {
  uuid: t.ratings.uuid,
  rating: t.ratings.rating,
  comment: t.ratings.comment,
  hiddenAt: t.ratings.hiddenAt,
  createdAt: t.ratings.createdAt,
  touristName: t.users.name,
  touristEmail: t.users.email,
  tripUuid: t.trips.uuid,
  destinationUuid: t.destinations.uuid,
  itemName,
};

/** The back office's moderation: testimonials by state, ratings with their tourist and item. */
export function createAdminModerationRepository(db: DbOrTx) {
  const testimonialsQuery = () =>
    db
      .select(testimonialColumns)
      .from(t.testimonials)
      .leftJoin(t.countries, eq(t.countries.id, t.testimonials.countryId));

  const ratingsQuery = () =>
    db
      .select(ratingColumns)
      .from(t.ratings)
      .innerJoin(t.users, eq(t.users.id, t.ratings.userId))
      .leftJoin(t.trips, eq(t.trips.id, t.ratings.tripId))
      .leftJoin(t.destinations, eq(t.destinations.id, t.ratings.destinationId));
  const ratingsCount = (where: SQL | undefined) =>
    db
      .select({ total: count() })
      .from(t.ratings)
      .innerJoin(t.users, eq(t.users.id, t.ratings.userId))
      .leftJoin(t.trips, eq(t.trips.id, t.ratings.tripId))
      .leftJoin(t.destinations, eq(t.destinations.id, t.ratings.destinationId))
      .where(where);

  return {
    async listTestimonials(query: TestimonialListQuery): Promise<{ testimonials: AdminTestimonial[]; total: number }> {
      const where = query.status ? eq(t.testimonials.status, query.status) : undefined;
      const [rows, [counted]] = await Promise.all([
        testimonialsQuery()
          .where(where)
          .orderBy(desc(t.testimonials.createdAt), desc(t.testimonials.id))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ total: count() }).from(t.testimonials).where(where),
      ]);
      return { testimonials: rows.map(toAdminTestimonial), total: counted?.total ?? 0 };
    },

    async findTestimonial(uuid: string): Promise<AdminTestimonial | null> {
      const [row] = await testimonialsQuery().where(eq(t.testimonials.uuid, uuid));
      return row ? toAdminTestimonial(row) : null;
    },

    async setTestimonialStatus(uuid: string, status: TestimonialStatus, at: Date): Promise<void> {
      await db.update(t.testimonials).set({ status, moderatedAt: at }).where(eq(t.testimonials.uuid, uuid));
    },

    async listRatings(query: RatingListQuery): Promise<{ ratings: AdminRating[]; total: number }> {
      const filters: (SQL | undefined)[] = [];
      if (query.hidden !== undefined)
        filters.push(query.hidden ? isNotNull(t.ratings.hiddenAt) : isNull(t.ratings.hiddenAt));
      if (query.q) {
        const pattern = containing(query.q);
        filters.push(
          or(
            ilike(t.ratings.comment, pattern),
            ilike(t.users.name, pattern),
            ilike(t.users.email, pattern),
            ilike(itemName, pattern),
          ),
        );
      }
      const where = and(...filters);
      const [rows, [counted]] = await Promise.all([
        ratingsQuery()
          .where(where)
          .orderBy(desc(t.ratings.createdAt), desc(t.ratings.id))
          .limit(query.limit)
          .offset(query.offset),
        ratingsCount(where),
      ]);
      return { ratings: rows.map(toAdminRating), total: counted?.total ?? 0 };
    },

    async findRating(uuid: string): Promise<AdminRating | null> {
      const [row] = await ratingsQuery().where(eq(t.ratings.uuid, uuid));
      return row ? toAdminRating(row) : null;
    },

    async setRatingHidden(uuid: string, hiddenAt: Date | null): Promise<void> {
      await db.update(t.ratings).set({ hiddenAt }).where(eq(t.ratings.uuid, uuid));
    },
  };
}

interface RatingRow {
  uuid: string;
  rating: number;
  comment: string;
  hiddenAt: Date | null;
  createdAt: Date;
  touristName: string;
  touristEmail: string;
  tripUuid: string | null;
  destinationUuid: string | null;
  itemName: string;
}

function toAdminRating(row: RatingRow): AdminRating {
  return {
    uuid: row.uuid,
    rating: row.rating,
    comment: row.comment,
    hidden_at: iso(row.hiddenAt),
    created_at: row.createdAt.toISOString(),
    tourist: { name: row.touristName, email: row.touristEmail },
    item: row.tripUuid
      ? { type: 'trip', uuid: row.tripUuid, name: row.itemName }
      : { type: 'destination', uuid: row.destinationUuid ?? '', name: row.itemName },
  };
}

export type AdminModerationRepository = ReturnType<typeof createAdminModerationRepository>;
