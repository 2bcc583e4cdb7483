import { completeFinishedTrips } from './complete-finished-trips.js';
import { eraseExpiredTravellerData } from '#server/use-cases/travellers/erase-expired-traveller-data.js';
import type { Sweep } from './scheduler.js';

/** Passport numbers and the other sensitive details go the configured number of days after the trip. */
const eraseTravellerData: Sweep = async ({ db, now, config }) => {
  await eraseExpiredTravellerData({ db, now, retentionDays: config.TRAVELLER_DATA_RETENTION_DAYS });
};

/**
 * The scheduler's sweeps: periodic upkeep every process runs once per tick, in this order, each safe to run on
 * several processes at once (it locks what it changes with `skip locked`, or changes only what still needs it).
 */
export const SWEEPS: readonly Sweep[] = [completeFinishedTrips, eraseTravellerData];
