import { addDays, todayInDarEsSalaam } from '#domain/dates/calendar-date.js';
import type { Database } from '#server/db/client.js';
import { createTravellersRepository } from '#server/repositories/travellers-repository.js';

/**
 * Erases the travellers' passport numbers and the other sensitive fields (passport expiry, birth dates, dietary and
 * medical notes, the emergency contact) of every trip that ended more than `retentionDays` days ago on the agency's
 * calendar (repositories/request-trip-end.ts). Names and nationalities stay for the agency's books. Runs as often as
 * it is called: what was erased is not read again. Answers how many requests it erased.
 */
export async function eraseExpiredTravellerData(deps: {
  db: Database;
  now: Date;
  retentionDays: number;
}): Promise<number> {
  const today = todayInDarEsSalaam(deps.now);
  // A trip that ended on day D keeps its data through D + retentionDays and loses it the day after.
  const endedBefore = addDays(today, -deps.retentionDays);
  return deps.db.transaction((tx) => createTravellersRepository(tx).eraseEndedBefore(endedBefore, deps.now));
}
