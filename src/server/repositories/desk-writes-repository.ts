import type { RequestEventKind } from '#server/db/schema/request-events.js';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { todayInDarEsSalaam } from '#domain/dates/calendar-date.js';
import type { RequestStatus } from '#domain/requests/request-status.js';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';

export interface NewDeskEvent {
  requestId: number;
  kind: RequestEventKind;
  staffId: number | null;
  fromStatus?: RequestStatus;
  toStatus?: RequestStatus;
  text: string;
  /** what the tourist reads instead of `text` (request-events.ts); `text` itself when not given */
  touristText?: string | null;
  visibleToTourist: boolean;
  mailId?: number | null;
}

export interface ItineraryDay {
  day: number;
  title: string;
  description: string;
}

/** What staff change on a request: its status, its timeline, and what a confirmation needs to read. */
export function createDeskWritesRepository(db: DbOrTx) {
  return {
    /**
     * Moves the request on and bumps its version; the first move off `new` is when it was answered.
     * A quoted price given with the move replaces the one before; a move to confirmed notes the day (`today`).
     */
    async move(
      requestId: number,
      change: { to: RequestStatus; quotedPrice: number | undefined; today?: string },
    ): Promise<void> {
      await db
        .update(t.requests)
        .set({
          status: change.to,
          version: sql`${t.requests.version} + 1`,
          updatedAt: sql`now()`,
          answeredAt: sql`coalesce(${t.requests.answeredAt}, now())`,
          ...(change.quotedPrice === undefined ? {} : { quotedPrice: change.quotedPrice }),
          // The payment schedule counts from the day it is confirmed (the agency's calendar).
          ...(change.to === 'confirmed' ? { confirmedOn: change.today ?? todayInDarEsSalaam() } : {}),
        })
        .where(eq(t.requests.id, requestId));
    },

    /** Something happened that the inbox's "updated" column shows, without changing the version. */
    async touch(requestId: number): Promise<void> {
      await db
        .update(t.requests)
        .set({ updatedAt: sql`now()` })
        .where(eq(t.requests.id, requestId));
    },

    async addEvent(event: NewDeskEvent): Promise<{ at: Date }> {
      const [row] = await db
        .insert(t.requestEvents)
        .values({ ...event, fromStatus: event.fromStatus ?? null, toStatus: event.toStatus ?? null })
        .returning({ at: t.requestEvents.at });
      if (!row) throw new Error('the request event was not stored');
      return row;
    },

    /** The itinerary days of each trip, in one query, keyed by trip id (the confirmation PDF lists them). */
    async itineraries(tripIds: number[]): Promise<Map<number, ItineraryDay[]>> {
      const days = new Map<number, ItineraryDay[]>();
      if (tripIds.length === 0) return days;
      const rows = await db
        .select({
          tripId: t.tripPoints.tripId,
          day: t.tripPoints.dayNumber,
          title: t.tripPoints.title,
          description: t.tripPoints.description,
        })
        .from(t.tripPoints)
        .where(inArray(t.tripPoints.tripId, tripIds))
        .orderBy(asc(t.tripPoints.tripId), asc(t.tripPoints.order), asc(t.tripPoints.dayNumber));
      for (const { tripId, ...day } of rows) days.set(tripId, [...(days.get(tripId) ?? []), day]);
      return days;
    },
  };
}
