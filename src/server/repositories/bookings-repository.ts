import { and, eq, max, sql } from 'drizzle-orm';
import type { BudgetRow } from '#domain/pricing/booking-total.js';
import type { SeasonName } from '#domain/pricing/season.js';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';
import { tripBudgetRows } from './trip-budgets.js';

/** The same request again within this window is the same booking (a double click, a retried send). */
export const DUPLICATE_WINDOW_SECONDS = 10;
// The first key of the two-key advisory lock: this namespace keeps booking locks apart from others.
const FINGERPRINT_LOCK_NAMESPACE = 7_461_001;

export interface NewBooking {
  itemType: 'trip' | 'destination';
  tripId?: number;
  destinationId?: number;
  userId: number | null;
  serviceClassId: number | null;
  genderId: number;
  countryId: number;
  guestCount: number;
  startDate: string | null;
  endDate?: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  note: string | null;
  season: SeasonName | null;
  tier: number | null;
  totalPrice: number | null;
  fingerprint: string;
}

/** What the answer and the e-mails need of a stored booking. */
export interface BookingSummary {
  uuid: string;
  reference: string;
  customerName: string;
  itemName: string;
  totalPrice: number | null;
  season: SeasonName | null;
  tier: number | null;
  serviceClass: string | null;
}

/** What the answer to a whole-cart request says: one reference for all its lines. */
export interface RequestSummary {
  reference: string;
  lines: number;
  pricedLines: number;
  /** USD, the sum of the priced lines; null when no line has a price (only destinations) */
  totalPrice: number | null;
}

export function createBookingsRepository(db: DbOrTx) {
  /** Stores the lines of one request (a whole cart has several) under its desk row, numbered from 1. */
  async function createLines(
    request: { id: number; reference: string },
    lines: readonly NewBooking[],
  ): Promise<{ id: number; uuid: string }[]> {
    if (lines.length === 0) return [];
    return db
      .insert(t.bookings)
      .values(
        lines.map((line, index) => ({
          ...line,
          requestId: request.id,
          reference: request.reference,
          requestLine: index + 1,
        })),
      )
      .returning({ id: t.bookings.id, uuid: t.bookings.uuid });
  }

  return {
    /** A published trip as a booking needs it: its price and what its length is read from (tripDurationDays). */
    async publishedTrip(uuid: string): Promise<{
      id: number;
      name: string;
      basePrice: number;
      fromDate: string | null;
      toDate: string | null;
      lastDay: number | null;
    } | null> {
      const [row] = await db
        .select({
          id: t.trips.id,
          name: t.trips.name,
          basePrice: t.trips.basePrice,
          fromDate: t.trips.fromDate,
          toDate: t.trips.toDate,
          lastDay: max(t.tripPoints.dayNumber),
        })
        .from(t.trips)
        .leftJoin(t.tripPoints, eq(t.tripPoints.tripId, t.trips.id))
        .where(and(eq(t.trips.uuid, uuid), eq(t.trips.isPublished, true)))
        .groupBy(t.trips.id);
      return row ?? null;
    },

    budgetRows: (tripId: number): Promise<BudgetRow[]> => tripBudgetRows(db, tripId),

    async destination(uuid: string): Promise<{ id: number; name: string } | null> {
      const [row] = await db
        .select({ id: t.destinations.id, name: t.destinations.name })
        .from(t.destinations)
        .where(and(eq(t.destinations.uuid, uuid), eq(t.destinations.isPublished, true)));
      return row ?? null;
    },

    /**
     * Makes concurrent requests with the same fingerprint take turns until the transaction ends,
     * so the second one finds the first one's booking instead of inserting its own.
     */
    async lockFingerprint(fingerprint: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${FINGERPRINT_LOCK_NAMESPACE}, hashtext(${fingerprint}))`);
    },

    async recentByFingerprint(fingerprint: string): Promise<BookingSummary | null> {
      const [row] = await db
        .select({
          uuid: t.bookings.uuid,
          reference: t.bookings.reference,
          firstName: t.bookings.firstName,
          lastName: t.bookings.lastName,
          tripName: t.trips.name,
          destinationName: t.destinations.name,
          totalPrice: t.bookings.totalPrice,
          season: t.bookings.season,
          tier: t.bookings.tier,
          serviceClass: t.serviceClasses.name,
        })
        .from(t.bookings)
        .leftJoin(t.trips, eq(t.trips.id, t.bookings.tripId))
        .leftJoin(t.destinations, eq(t.destinations.id, t.bookings.destinationId))
        .leftJoin(t.serviceClasses, eq(t.serviceClasses.id, t.bookings.serviceClassId))
        .where(
          and(
            eq(t.bookings.fingerprint, fingerprint),
            sql`${t.bookings.createdAt} > now() - make_interval(secs => ${DUPLICATE_WINDOW_SECONDS})`,
          ),
        )
        .orderBy(sql`${t.bookings.createdAt} desc`)
        .limit(1);
      if (!row) return null;
      const { firstName, lastName, tripName, destinationName, ...rest } = row;
      return { ...rest, customerName: `${firstName} ${lastName}`, itemName: tripName ?? destinationName ?? '' };
    },

    /** The request (all its lines) stored under this fingerprint in the last seconds, if any. */
    async recentRequestByFingerprint(fingerprint: string): Promise<RequestSummary | null> {
      const [row] = await db
        .select({
          reference: t.bookings.reference,
          lines: sql<number>`count(*)`.mapWith(Number),
          pricedLines: sql<number>`count(${t.bookings.totalPrice})`.mapWith(Number),
          totalPrice: sql<number | null>`sum(${t.bookings.totalPrice})`.mapWith(Number),
        })
        .from(t.bookings)
        .where(
          and(
            eq(t.bookings.fingerprint, fingerprint),
            sql`${t.bookings.createdAt} > now() - make_interval(secs => ${DUPLICATE_WINDOW_SECONDS})`,
          ),
        )
        .groupBy(t.bookings.reference)
        .orderBy(sql`max(${t.bookings.createdAt}) desc`)
        .limit(1);
      return row ? { ...row, totalPrice: row.pricedLines > 0 ? row.totalPrice : null } : null;
    },

    createLines,
  };
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
