import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { BookingSummary, Dashboard } from '#domain/api/personal.js';
import { TOURIST_STATUS_LABELS } from '#domain/requests/request-status.js';
import { builtOnce } from '#server/db/built-once.js';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';
import { createCartRepository } from './cart-repository.js';
import { createLikesRepository } from './likes-repository.js';
import { createRatingsRepository } from './ratings-repository.js';
import { eventsByRequest, touristTimeline, touristVisible, visibleEventsQuery } from './tourist-timeline.js';
import { createUsersRepository } from './users-repository.js';
import type { Locale } from '#domain/i18n/locales.js';
import { tripNamesIn } from './trip-names-in.js';
import { travellersCompleteCondition } from './travellers-repository.js';

export function createDashboardRepository(db: DbOrTx) {
  const users = createUsersRepository(db);
  const likes = createLikesRepository(db);
  const ratings = createRatingsRepository(db);
  const cart = createCartRepository(db);

  /** The user's bookings and destination inquiries, newest first, each with its request's history: two statements. */
  async function bookings(userId: number, locale: Locale = 'en'): Promise<BookingSummary[]> {
    const ownEvents = builtOnce(db, 'dashboard_events', (name) => {
      const ownRequestIds = db
        .selectDistinct({ id: t.bookings.requestId })
        .from(t.bookings)
        .where(and(eq(t.bookings.userId, sql.placeholder('userId')), isNotNull(t.bookings.requestId)));
      return visibleEventsQuery(db, ownRequestIds).prepare(name);
    });
    const [rows, events] = await Promise.all([
      lines(userId, locale),
      ownEvents.execute({ userId }).then(touristVisible),
    ]);
    const history = eventsByRequest(events);
    return rows.map(({ requestId, receivedAt, quotedPrice, ...row }) => ({
      ...row,
      quoted_price: quotedPrice,
      timeline: touristTimeline(receivedAt, history.get(requestId) ?? []),
    }));
  }

  async function lines(userId: number, locale: Locale) {
    const ownLines = builtOnce(db, 'dashboard_lines', (name) =>
      db
        .select({
          uuid: t.bookings.uuid,
          reference: t.bookings.reference,
          itemType: t.bookings.itemType,
          itemName: sql<string | null>`coalesce(${t.trips.name}, ${t.destinations.name})`,
          itemUuid: sql<string | null>`coalesce(${t.trips.uuid}, ${t.destinations.uuid})::text`,
          tripId: t.bookings.tripId,
          startDate: t.bookings.startDate,
          guestCount: t.bookings.guestCount,
          serviceClass: t.serviceClasses.name,
          totalPrice: t.bookings.totalPrice,
          status: t.requests.status,
          requestId: t.requests.id,
          receivedAt: t.requests.receivedAt,
          quotedPrice: t.requests.quotedPrice,
          travellersComplete: sql<boolean>`${travellersCompleteCondition}`,
          createdAt: t.bookings.createdAt,
        })
        .from(t.bookings)
        .innerJoin(t.requests, eq(t.requests.id, t.bookings.requestId))
        .leftJoin(t.trips, eq(t.trips.id, t.bookings.tripId))
        .leftJoin(t.destinations, eq(t.destinations.id, t.bookings.destinationId))
        .leftJoin(t.serviceClasses, eq(t.serviceClasses.id, t.bookings.serviceClassId))
        .where(eq(t.bookings.userId, sql.placeholder('userId')))
        .orderBy(desc(t.bookings.createdAt), desc(t.bookings.id))
        .prepare(name),
    );
    const rows = await ownLines.execute({ userId });
    // The trips named in the page's language, as the rest of the dashboard is.
    const names = await tripNamesIn(
      db,
      locale,
      rows.flatMap((row) => (row.tripId === null || !row.itemName ? [] : [{ id: row.tripId, name: row.itemName }])),
    );
    return rows.map((row) => ({
      uuid: row.uuid,
      reference: row.reference,
      item_type: row.itemType,
      item_name: (row.tripId === null ? null : names.get(row.tripId)) ?? row.itemName ?? '',
      item_uuid: row.itemUuid,
      start_date: row.startDate,
      guest_count: row.guestCount,
      service_class: row.serviceClass,
      total_price: row.totalPrice === null ? null : Number(row.totalPrice),
      status: row.status,
      status_label: TOURIST_STATUS_LABELS[row.status],
      travellers_complete: Boolean(row.travellersComplete),
      created_at: row.createdAt.toISOString(),
      requestId: row.requestId,
      receivedAt: row.receivedAt,
      quotedPrice: row.quotedPrice,
    }));
  }

  return {
    bookings,

    /**
     * Everything the dashboard shows, six statements whatever the counts. The lists are whole
     * (a user's own rows), so the statistics are their lengths. null when the user is gone.
     */
    async forUser(userId: number, locale: Locale = 'en'): Promise<Dashboard | null> {
      const [profile, userLikes, userRatings, cartItems, userBookings] = await Promise.all([
        users.publicUser(userId),
        likes.list(userId),
        ratings.list(userId),
        cart.list(userId),
        bookings(userId, locale),
      ]);
      if (!profile) return null;
      return {
        user_profile: profile,
        likes: userLikes,
        ratings: userRatings,
        cart_items: cartItems,
        bookings: userBookings,
        statistics: {
          total_likes: userLikes.length,
          total_ratings: userRatings.length,
          total_cart_items: cartItems.length,
          total_bookings: userBookings.length,
        },
      };
    },
  };
}
