// Trips of the demo catalogue: Zanzibar tours and mainland safaris. Trip type, destination,
// category and inclusion names must match the lists in reference.ts and destinations.ts exactly.
// Zanzibar tours visit only Zanzibar destinations and avoid safari vocabulary; safaris visit only
// mainland destinations. The span between fromDate and toDate equals the number of itinerary days.
import { SAFARIS } from './safaris.js';
import type { SeedTrip } from './types.js';
import { ZANZIBAR_TOURS } from './zanzibar-tours.js';

export const TRIPS: SeedTrip[] = [...ZANZIBAR_TOURS, ...SAFARIS];
