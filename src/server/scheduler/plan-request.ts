import { todayInDarEsSalaam } from '#domain/dates/calendar-date.js';
import { tripPlan } from '#domain/scheduling/trip-plan.js';
import type { DbOrTx } from '#server/db/client.js';
import { createDeskRequestRepository } from '#server/repositories/desk-request-repository.js';
import { moneyOf } from '#server/repositories/money-of.js';
import { createPaymentsRepository } from '#server/repositories/payments-repository.js';
import { requestMoney } from '#server/repositories/request-money.js';
import { createScheduledJobsRepository } from '#server/repositories/scheduled-jobs-repository.js';

/**
 * Plans (again) what the scheduler sends about one request, from its status, dates and payments as they are now
 * (src/domain/scheduling/trip-plan.ts). Call it inside the transaction that changed the request, after the change:
 * idempotent, it moves planned jobs, keeps done and staff-skipped ones and skips those no longer wanted.
 */
export async function replanRequest(tx: DbOrTx, requestUuid: string, now: Date): Promise<void> {
  const request = await createDeskRequestRepository(tx).find(requestUuid);
  if (!request) return;
  const entries = await createPaymentsRepository(tx).forRequest(request.id);
  const money = requestMoney(moneyOf(request), entries, todayInDarEsSalaam(now));
  const plan = tripPlan({
    status: request.status,
    startDate: request.startDate,
    instalments: (money?.schedule ?? []).map((i) => ({ kind: i.kind, dueDate: i.due_date, status: i.status })),
    completedAt: request.status === 'completed' ? now : null,
  });
  await createScheduledJobsRepository(tx).reconcile(request.id, plan, now);
}
