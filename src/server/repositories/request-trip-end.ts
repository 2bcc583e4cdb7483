import { sql } from 'drizzle-orm';
import * as t from '#server/db/schema/index.js';

/**
 * A request's last day of travel, one rule for every reader (the automatic completion, the passport rule, the
 * erasure of travellers' data): its end date, else the last day its booked lines end, else its start plus its
 * trip's days, else its start date.
 */
export const requestTripEnd = sql<string | null>`coalesce(
  ${t.requests.endDate},
  (select max(b.end_date) from bookings b where b.request_id = ${t.requests.id}),
  (select ${t.requests.startDate} + (max(p.day_number) - 1) from bookings b join trip_points p on p.trip_id = b.trip_id
    where b.request_id = ${t.requests.id}),
  ${t.requests.startDate})`;
