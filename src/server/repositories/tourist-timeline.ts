import { and, asc, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { TouristTimelineEntry } from '#domain/api/requests-desk.js';
import { TOURIST_STATUS_LABELS, type RequestStatus } from '#domain/requests/request-status.js';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';

/** An event as the tourist may read it: no staff id, no note, selected so nothing else can leak. */
export interface VisibleEvent {
  requestId: number;
  at: Date;
  kind: 'status' | 'message' | 'tourist_message';
  toStatus: RequestStatus | null;
  text: string;
}

/** The statement of `visibleEvents`, unexecuted: a caller may prepare it with a placeholder in `requestIds`. */
export function visibleEventsQuery(db: DbOrTx, requestIds: number[] | SQLWrapper) {
  return db
    .select({
      requestId: t.requestEvents.requestId,
      at: t.requestEvents.at,
      kind: t.requestEvents.kind,
      toStatus: t.requestEvents.toStatus,
      // The tourist's own words of the event where the desk's differ (request-events.ts).
      text: sql<string>`coalesce(${t.requestEvents.touristText}, ${t.requestEvents.text})`,
    })
    .from(t.requestEvents)
    .where(
      and(
        inArray(t.requestEvents.requestId, requestIds),
        eq(t.requestEvents.visibleToTourist, true),
        inArray(t.requestEvents.kind, ['status', 'message', 'tourist_message']),
      ),
    )
    .orderBy(asc(t.requestEvents.at), asc(t.requestEvents.id));
}

/** The rows of `visibleEventsQuery` as the tourist may read them. Notes never, even one flagged visible by mistake. */
export const touristVisible = (rows: Awaited<ReturnType<typeof visibleEventsQuery>>): VisibleEvent[] =>
  rows.filter((row): row is VisibleEvent => row.kind !== 'note');

/**
 * The events the tourist may see of the requests `requestIds` selects (a list or a subquery): one
 * statement whatever the number of requests.
 */
export async function visibleEvents(db: DbOrTx, requestIds: number[] | SQLWrapper): Promise<VisibleEvent[]> {
  if (Array.isArray(requestIds) && requestIds.length === 0) return [];
  return touristVisible(await visibleEventsQuery(db, requestIds));
}

/** "Quote sent — Here is your quote…": the label the request moved to, then the agency's words; a message as written. */
function entryText(event: VisibleEvent): string {
  if (event.kind !== 'status') return event.text;
  const label = event.toStatus ? TOURIST_STATUS_LABELS[event.toStatus] : 'Updated';
  const words = event.text.trim();
  return words ? `${label} — ${words}` : label;
}

/** The tourist's history of one request, oldest first, starting when it arrived. */
export function touristTimeline(receivedAt: Date, events: readonly VisibleEvent[]): TouristTimelineEntry[] {
  return [
    { at: receivedAt.toISOString(), kind: 'received', text: 'Request received', status: null, words: '' },
    ...events
      .filter((event) => event.kind === 'status' || event.text.trim() !== '')
      .map((event) => ({
        at: event.at.toISOString(),
        kind: event.kind,
        text: entryText(event),
        status: event.kind === 'status' ? event.toStatus : null,
        words: event.kind === 'status' ? event.text.trim() : event.text,
      })),
  ];
}

/** Events grouped by request, each group oldest first. */
export function eventsByRequest(events: readonly VisibleEvent[]): Map<number, VisibleEvent[]> {
  const groups = new Map<number, VisibleEvent[]>();
  for (const event of events) groups.set(event.requestId, [...(groups.get(event.requestId) ?? []), event]);
  return groups;
}
