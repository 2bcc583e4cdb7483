import type { APIRequestContext } from '@playwright/test';
import type { Destination, Trip } from '../../src/domain/api/catalogue.js';
import type { Splash } from '../../src/domain/api/reference.js';
import { isSafariTrip } from '../../src/domain/trips/classification.js';

/**
 * The demo catalogue as the API serves it, so specs find uuids and expected texts instead of
 * hard-coding them. The Zanzibar/safari split is the app's own rule (src/domain/trips/classification.ts).
 */
export interface Catalogue {
  splash: Splash;
  trips: Trip[];
  zanzibarTrips: Trip[];
  safariTrips: Trip[];
  destinations: Destination[];
}

async function data<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  if (!res.ok()) throw new Error(`GET ${path} answered ${res.status()}`);
  return ((await res.json()) as { data: T }).data;
}

export async function loadCatalogue(request: APIRequestContext): Promise<Catalogue> {
  const [splash, { trips }, { destinations }] = await Promise.all([
    data<Splash>(request, '/api/splash'),
    data<{ trips: Trip[] }>(request, '/api/trips?limit=50'),
    data<{ destinations: Destination[] }>(request, '/api/destinations?limit=50'),
  ]);
  return {
    splash,
    trips,
    zanzibarTrips: trips.filter((t) => !isSafariTrip(t)),
    safariTrips: trips.filter((t) => isSafariTrip(t)),
    destinations,
  };
}

/** Trips with a destination in the given location (what `/api/trips?location=` keeps). */
export const tripsVisiting = (trips: Trip[], locationId: number) =>
  trips.filter((t) => t.trip_destinations.some((d) => d.destination.location.id === locationId));

export function findTrip(trips: Trip[], predicate: (trip: Trip) => boolean, what: string): Trip {
  const trip = trips.find(predicate);
  if (!trip) throw new Error(`the demo catalogue has no ${what}`);
  return trip;
}
