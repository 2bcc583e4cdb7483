import { todayInDarEsSalaam } from '#domain/dates/calendar-date.js';
import { createDeskWritesRepository } from '#server/repositories/desk-writes-repository.js';
import { createScheduledJobsRepository } from '#server/repositories/scheduled-jobs-repository.js';
import { replanRequest } from './plan-request.js';
import type { Sweep } from './scheduler.js';

/** Requests completed per transaction; the next tick takes the rest. */
const BATCH = 50;

/**
 * A confirmed request becomes `completed` by itself the day after its trip ends, on the timeline like any status
 * move (by the system), and its review invitation is planned at once. Rows another process is completing are
 * passed over (`skip locked`), and a completed request no longer matches: safe on several processes.
 */
export const completeFinishedTrips: Sweep = async ({ db, now }) => {
  await db.transaction(async (tx) => {
    const over = await createScheduledJobsRepository(tx).tripsOver(todayInDarEsSalaam(now), BATCH);
    const writes = createDeskWritesRepository(tx);
    for (const request of over) {
      await writes.move(request.id, { to: 'completed', quotedPrice: undefined });
      await writes.addEvent({
        requestId: request.id,
        kind: 'status',
        staffId: null,
        fromStatus: 'confirmed',
        toStatus: 'completed',
        text: 'The trip has ended.',
        touristText: '',
        visibleToTourist: true,
      });
      await replanRequest(tx, request.uuid, now);
    }
  });
};
