import type { FastifyInstance } from 'fastify';
import type { Trip } from '#domain/api/catalogue.js';
import { todayInDarEsSalaam } from '#domain/dates/calendar-date.js';
import { call } from '#server/test/http.js';

// Test data for the request routes' API tests, read from the seeded demo catalogue.

export interface Reference {
  countryId: number;
  genderId: number;
  classes: Record<string, number>;
  tripTypeId: number;
  locationIds: number[];
  destinationIds: number[];
  destinationUuid: string;
  destinationName: string;
  trips: Trip[];
}

export async function loadReference(app: FastifyInstance): Promise<Reference> {
  const [splash, destinations, trips] = await Promise.all([
    call(app, '/api/splash'),
    call(app, '/api/destinations?limit=5'),
    call<{ trips: Trip[] }>(app, '/api/trips?limit=100'),
  ]);
  const data = splash.body.data;
  const first = destinations.body.data.destinations[0];
  return {
    countryId: data.countries.find((c: { code: string }) => c.code === 'DE').id,
    genderId: data.genders[0].id,
    classes: Object.fromEntries(data.searviceClasses.map((c: { id: number; name: string }) => [c.name, c.id])),
    tripTypeId: data.tripTypes[0].id,
    locationIds: data.locations.slice(0, 2).map((l: { id: number }) => l.id),
    destinationIds: destinations.body.data.destinations.slice(0, 3).map((d: { id: number }) => d.id),
    destinationUuid: first.uuid,
    destinationName: first.name,
    trips: trips.body.data.trips,
  };
}

/** Dates of next year, so they are always from tomorrow on: one in Low season, one in High. */
export function futureDates() {
  const nextYear = Number(todayInDarEsSalaam().slice(0, 4)) + 1;
  return {
    low: `${nextYear}-03-10`,
    high: `${nextYear}-08-10`,
    lastLow: `${nextYear}-06-30`,
    firstHigh: `${nextYear}-07-01`,
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Registers and signs in a tourist through the API; answers the bearer token. */
export async function signIn(app: FastifyInstance, ref: Reference, email: string): Promise<string> {
  const password = 'kilimanjaro';
  const registered = await call(app, {
    method: 'POST',
    url: '/api/register',
    payload: {
      name: 'Signed In Tourist',
      phone: '+49 30 1234567',
      email,
      country: ref.countryId,
      gender: ref.genderId,
      address: 'Unter den Linden 1, Berlin',
      password,
      'confirm-password': password,
    },
  });
  if (registered.statusCode !== 201) throw new Error(`registration failed: ${registered.body.message}`);
  const login = await call(app, { method: 'POST', url: '/api/login', payload: { email, password } });
  return login.body.data.token as string;
}
