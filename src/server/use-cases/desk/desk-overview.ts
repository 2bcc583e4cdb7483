import type { DeskOverview } from '#domain/api/requests-desk.js';
import { REQUEST_STATUSES, REQUEST_TYPES } from '#domain/requests/request-status.js';
import { createDeskOverviewRepository } from '#server/repositories/desk-overview-repository.js';
import { agencyReceivables } from '#server/use-cases/quotes/list-instalments.js';
import { addDays } from '#domain/dates/calendar-date.js';
import { createTravellersRepository } from '#server/repositories/travellers-repository.js';
import { agencyToday, type UseCaseDeps } from '#server/use-cases/use-case.js';

/** The desk is reminded of confirmed trips starting this soon whose travellers' details are missing. */
export const TRAVELLERS_DUE_WITHIN_DAYS = 60;
import { customerName } from './desk-rows.js';

const zeros = (keys: readonly string[]) => Object.fromEntries(keys.map((key) => [key, 0])) as Record<string, number>;

/**
 * The desk at a glance: where the requests stand, what came in lately, what waits too long, and the money still to
 * collect on the agency's today (by the use case's clock).
 */
export async function deskOverview(deps: Pick<UseCaseDeps, 'db' | 'now'>): Promise<DeskOverview> {
  const repo = createDeskOverviewRepository(deps.db);
  const today = agencyToday(deps);
  const [counts, recent, oldest, weeks, receivables, travellersMissing] = await Promise.all([
    repo.countsByTypeAndStatus(),
    repo.recentAndOverdue(),
    repo.oldestUnanswered(),
    repo.perWeek(),
    agencyReceivables(deps),
    createTravellersRepository(deps.db).missingBetween(today, addDays(today, TRAVELLERS_DUE_WITHIN_DAYS)),
  ]);
  const byStatus = zeros(REQUEST_STATUSES);
  const byType = zeros(REQUEST_TYPES);
  for (const row of counts) {
    byStatus[row.status] = (byStatus[row.status] ?? 0) + row.count;
    byType[row.type] = (byType[row.type] ?? 0) + row.count;
  }
  return {
    by_status: byStatus,
    by_type: byType,
    new_this_week: recent.newThisWeek,
    overdue: recent.overdue,
    oldest_unanswered: oldest && {
      uuid: oldest.uuid,
      reference: oldest.reference,
      customer_name: customerName(oldest),
      received_at: oldest.receivedAt.toISOString(),
    },
    per_week: weeks.map((week) => ({ week_start: week.weekStart, count: week.count })),
    receivables,
    travellers_missing: { count: travellersMissing, from: today, to: addDays(today, TRAVELLERS_DUE_WITHIN_DAYS) },
  };
}
