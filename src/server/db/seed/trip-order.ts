const ZANZIBAR_TRIP_TYPES = new Set(['Cultural & Historic Tour', 'Beach & Adventure Tour']);

/** Alternates island tours and safaris, so that any first page (the home page reads 6) shows both. */
export function interleaveTrips<T extends { tripType: string }>(trips: readonly T[]): T[] {
  const island = trips.filter((t) => ZANZIBAR_TRIP_TYPES.has(t.tripType));
  const mainland = trips.filter((t) => !ZANZIBAR_TRIP_TYPES.has(t.tripType));
  const mixed: T[] = [];
  for (let i = 0; i < Math.max(island.length, mainland.length); i++) {
    for (const trip of [island[i], mainland[i]]) if (trip) mixed.push(trip);
  }
  return mixed;
}
