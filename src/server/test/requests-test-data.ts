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

/** A valid trip booking body, as the booking form sends it; `overrides` change or add fields. */
export function tripBookingPayload(ref: Reference, overrides: Record<string, unknown> = {}) {
  return {
    trip_uuid: ref.trips[0]!.uuid,
    trip_group_uuid: '',
    class_id: ref.classes.Economy,
    guest_count: 2,
    start_date: futureDates().low,
    phone: '+49 30 1234567',
    email: 'lena@example.com',
    fname: 'Lena',
    lname: 'Schmidt',
    gender: ref.genderId,
    country: ref.countryId,
    note: '',
    ...overrides,
  };
}

/** A valid contact-page inquiry body, as the contact form sends it; `overrides` change or add fields. */
export function contactInquiryPayload(ref: Reference, overrides: Record<string, unknown> = {}) {
  const dates = futureDates();
  return {
    firstName: 'Amina',
    lastName: 'Mussa',
    email: 'amina@example.com',
    phone: '+255 (712) 345-678',
    country: ref.countryId,
    tripType: ref.tripTypeId,
    destinations: ref.destinationIds,
    locations: ref.locationIds,
    serviceClass: ref.classes.Comfort,
    guests: 4,
    startDate: dates.low,
    endDate: dates.high,
    budget: 'mid-range',
    message: 'A honeymoon with a few days on the beach.',
    ...overrides,
  };
}

/** A valid destination inquiry body with the optional fields left empty, as the form sends it. */
export function destinationInquiryPayload(ref: Reference, overrides: Record<string, unknown> = {}) {
  return {
    destination_uuid: ref.destinationUuid,
    class_id: '',
    guest_count: '',
    start_date: '',
    phone: '0712 345 678',
    email: 'zuri@example.com',
    fname: 'Zuri',
    lname: 'Ali',
    gender: ref.genderId,
    country: ref.countryId,
    note: '',
    ...overrides,
  };
}
