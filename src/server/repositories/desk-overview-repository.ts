import { asc, count, eq, gt, sql } from 'drizzle-orm';
import { AGENCY_TIME_ZONE } from '#domain/dates/calendar-date.js';
import type { RequestStatus, RequestType } from '#domain/requests/request-status.js';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';
import { overdueCount } from './desk-list-repository.js';

/** How many weeks the overview's chart shows, the current one last. */
export const OVERVIEW_WEEKS = 12;

export function createDeskOverviewRepository(db: DbOrTx) {
  return {
    /** Requests by type and status (the overview adds them up both ways). */
    /** Read from the counts the trigger keeps (migration 0008), not by counting the table. */
    countsByTypeAndStatus(): Promise<{ type: RequestType; status: RequestStatus; count: number }[]> {
      return db
        .select({ type: t.requestCounts.type, status: t.requestCounts.status, count: t.requestCounts.n })
        .from(t.requestCounts)
        .where(gt(t.requestCounts.n, 0));
    },

    /** Two index ranges: received in the last week, and `new` within the promised time (overdue: the rest). */
    async recentAndOverdue(): Promise<{ newThisWeek: number; overdue: number }> {
      const [[recent], late] = await Promise.all([
        db
          .select({ n: count() })
          .from(t.requests)
          .where(sql`${t.requests.receivedAt} >= now() - interval '7 days'`),
        overdueCount(db),
      ]);
      return { newThisWeek: recent?.n ?? 0, overdue: late };
    },

    /** The `new` request waiting longest. */
    async oldestUnanswered() {
      const [row] = await db
        .select({
          uuid: t.requests.uuid,
          reference: t.requests.reference,
          firstName: t.requests.firstName,
          lastName: t.requests.lastName,
          receivedAt: t.requests.receivedAt,
        })
        .from(t.requests)
        .where(eq(t.requests.status, 'new'))
        .orderBy(asc(t.requests.receivedAt), asc(t.requests.id))
        .limit(1);
      return row ?? null;
    },

    /**
     * Requests received in each of the last weeks, on the agency's calendar (a week starts on Monday),
     * oldest first, a week without any included as 0: the sums of the days' counts a trigger keeps
     * (`request_daily_counts`), 84 rows by their key, where counting the requests themselves read ~15,000
     * index entries (bench:scale, 200,000 requests). The `limit` tells the planner how many weeks there are.
     */
    async perWeek(): Promise<{ weekStart: string; count: number }[]> {
      const result = await db.execute(sql`
        with weeks as (
          select week_start::date as week_start
          from generate_series(
            date_trunc('week', now() at time zone ${AGENCY_TIME_ZONE}) - make_interval(weeks => ${OVERVIEW_WEEKS - 1}),
            date_trunc('week', now() at time zone ${AGENCY_TIME_ZONE}),
            interval '1 week'
          ) as week_start
          limit ${OVERVIEW_WEEKS}
        )
        select to_char(w.week_start, 'YYYY-MM-DD') as week_start, coalesce(sum(d.n), 0) as count
        from weeks w
        left join ${t.requestDailyCounts} d on d.day >= w.week_start and d.day < w.week_start + 7
        group by w.week_start
        order by w.week_start`);
      // Both drivers answer `{ rows }`; the count is a bigint, read as text by node-postgres.
      const { rows } = result as unknown as { rows: { week_start: string; count: number | string }[] };
      return rows.map((row) => ({ weekStart: row.week_start, count: Number(row.count) }));
    },
  };
}
