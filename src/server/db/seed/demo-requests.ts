import { count, eq, inArray, max } from 'drizzle-orm';
import { addDays, todayInDarEsSalaam } from '#domain/dates/calendar-date.js';
import { bookingTotal } from '#domain/pricing/booking-total.js';
import { tripDurationDays, tripEndDate } from '#domain/trips/duration.js';
import { hashToken, newToken } from '#server/auth/secrets.js';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';
import { createBookingsRepository } from '#server/repositories/bookings-repository.js';
import { newRequestReference } from '#server/repositories/requests-repository.js';
import { DEMO_REQUESTS, type DemoLine, type DemoRequest } from './data/demo-requests.js';

type Ids = Map<string, number>;
const idsBy = <K extends string>(rows: ({ id: number } & Record<K, string>)[], key: K): Ids =>
  new Map(rows.map((row) => [row[key], row.id]));

function idOf(ids: Ids, name: string, what: string): number {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`demo requests: unknown ${what} '${name}'`);
  return id;
}

/**
 * Seeds the demo requests (DEMO_REQUESTS) with their bookings or inquiry, timeline and one tracking key
 * each; no mail. Priced as the API prices a booking. Returns false (and writes nothing) when the desk
 * already holds requests.
 */
export async function seedDemoRequests(db: DbOrTx, now: Date = new Date()): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.requests);
  if ((row?.n ?? 0) > 0) return false;
  const refs = await lookups(db);
  for (const demo of DEMO_REQUESTS) await seedOne(db, refs, demo, now);
  return true;
}

async function lookups(db: DbOrTx) {
  const slugs = DEMO_REQUESTS.flatMap((d) => d.lines.flatMap((l) => (l.trip ? [l.trip] : [])));
  const [countries, genders, classes, tripTypes, destinations, trips] = await Promise.all([
    db.select({ id: t.countries.id, code: t.countries.code }).from(t.countries),
    db.select({ id: t.genders.id, name: t.genders.name }).from(t.genders),
    db.select({ id: t.serviceClasses.id, name: t.serviceClasses.name }).from(t.serviceClasses),
    db.select({ id: t.tripTypes.id, name: t.tripTypes.name }).from(t.tripTypes),
    db.select({ id: t.destinations.id, name: t.destinations.name }).from(t.destinations),
    db
      .select({
        id: t.trips.id,
        slug: t.trips.slug,
        name: t.trips.name,
        basePrice: t.trips.basePrice,
        fromDate: t.trips.fromDate,
        toDate: t.trips.toDate,
        lastDay: max(t.tripPoints.dayNumber),
      })
      .from(t.trips)
      .leftJoin(t.tripPoints, eq(t.tripPoints.tripId, t.trips.id))
      .where(inArray(t.trips.slug, slugs))
      .groupBy(t.trips.id),
  ]);
  return {
    countries: idsBy(countries, 'code'),
    genders: idsBy(genders, 'name'),
    classes: idsBy(classes, 'name'),
    tripTypes: idsBy(tripTypes, 'name'),
    destinations: idsBy(destinations, 'name'),
    trips: new Map(trips.map((trip) => [trip.slug, trip])),
    bookings: createBookingsRepository(db),
  };
}
type Refs = Awaited<ReturnType<typeof lookups>>;

/**
 * A line as the booking it is stored as, priced like POST /save_booking prices it. A trip line ends on the trip's
 * last day (an 8-day trip from the 1st ends on the 8th), as a real request's trip line is stored (tripEndDate).
 */
async function priced(refs: Refs, line: DemoLine, today: string) {
  const startDate = addDays(today, line.startInDays);
  if (!line.trip) {
    const name = line.destination ?? '';
    const endDate = line.days ? addDays(startDate, line.days) : null;
    return { line, startDate, endDate, name, tripId: null, price: null };
  }
  const trip = refs.trips.get(line.trip);
  if (!trip) throw new Error(`demo requests: unknown trip '${line.trip}'`);
  const days = tripDurationDays({
    name: trip.name,
    from_date: trip.fromDate,
    to_date: trip.toDate,
    trip_points: trip.lastDay ? [{ day_number: trip.lastDay }] : [],
  });
  const endDate = tripEndDate(startDate, days);
  const price = bookingTotal({
    startDate,
    guestCount: line.guests,
    serviceClass: line.serviceClass,
    basePrice: trip.basePrice,
    budgets: await refs.bookings.budgetRows(trip.id),
  });
  return { line, startDate, endDate, name: trip.name, tripId: trip.id, price };
}

/** The agency's day of the last move to confirmed, for a confirmed or completed demo request. */
function confirmedOn(events: readonly { to?: string; at: Date }[]): string | null {
  const moved = events.filter((e) => e.to === 'confirmed').at(-1);
  return moved ? todayInDarEsSalaam(moved.at) : null;
}

async function seedOne(db: DbOrTx, refs: Refs, demo: DemoRequest, now: Date): Promise<void> {
  const receivedAt = new Date(now.getTime() - demo.receivedHoursAgo * 3_600_000);
  const today = todayInDarEsSalaam(now);
  const lines = await Promise.all(demo.lines.map((line) => priced(refs, line, today)));
  const { tourist } = demo;
  const person = {
    firstName: tourist.firstName,
    lastName: tourist.lastName,
    email: tourist.email,
    phone: tourist.phone,
    countryId: idOf(refs.countries, tourist.country, 'country'),
  };
  const first = lines[0]!;
  const prices = lines.flatMap((l) => (l.price ? [l.price.total] : []));
  const events = demo.events.map((e) => ({ ...e, at: new Date(receivedAt.getTime() + e.afterHours * 3_600_000) }));
  const reference = newRequestReference();
  const [request] = await db
    .insert(t.requests)
    .values({
      ...person,
      reference,
      type: demo.inquiry ? 'inquiry' : first.tripId ? 'trip_booking' : 'destination_booking',
      status: demo.status,
      version: 1 + events.filter((e) => e.kind === 'status').length,
      itemName: demo.inquiry
        ? demo.inquiry.destinations.join(', ')
        : lines.length > 1
          ? `${first.name} + ${lines.length - 1} more`
          : first.name,
      startDate: first.startDate,
      // The request spans its lines, to the last day of the last one.
      endDate: lines
        .map((l) => l.endDate ?? l.startDate)
        .sort()
        .at(-1)!,
      guests: Math.max(...lines.map((l) => l.line.guests)),
      totalPrice: prices.length > 0 ? prices.reduce((a, b) => a + b, 0) : null,
      quotedPrice: demo.quotedPrice ?? null,
      receivedAt,
      updatedAt: events.at(-1)?.at ?? receivedAt,
      answeredAt: events.find((e) => e.kind === 'status')?.at ?? null,
      // The payment schedule counts from the day it was confirmed.
      confirmedOn: confirmedOn(events),
    })
    .returning({ id: t.requests.id });
  const requestId = request!.id;

  if (demo.inquiry) {
    const [inquiry] = await db
      .insert(t.inquiries)
      .values({
        ...person,
        tripTypeId: idOf(refs.tripTypes, demo.inquiry.tripType, 'trip type'),
        guests: first.line.guests,
        startDate: first.startDate,
        endDate: first.endDate,
        budget: demo.inquiry.budget,
        message: demo.note,
        sourcePage: '/contact',
        requestId,
        createdAt: receivedAt,
      })
      .returning({ id: t.inquiries.id });
    await db.insert(t.inquiryDestinations).values(
      demo.inquiry.destinations.map((name) => ({
        inquiryId: inquiry!.id,
        destinationId: idOf(refs.destinations, name, 'destination'),
      })),
    );
  } else {
    await db.insert(t.bookings).values(
      lines.map((l, index) => ({
        ...person,
        reference,
        requestId,
        requestLine: index + 1,
        itemType: l.tripId ? ('trip' as const) : ('destination' as const),
        tripId: l.tripId,
        destinationId: l.tripId ? null : idOf(refs.destinations, l.name, 'destination'),
        serviceClassId: l.line.serviceClass ? idOf(refs.classes, l.line.serviceClass, 'service class') : null,
        genderId: idOf(refs.genders, tourist.gender, 'gender'),
        guestCount: l.line.guests,
        startDate: l.startDate,
        endDate: l.endDate,
        note: demo.note || null,
        season: l.price?.season ?? null,
        tier: l.price?.tier ?? null,
        totalPrice: l.price?.total ?? null,
        fingerprint: `demo:${reference}:${index + 1}`,
        createdAt: receivedAt,
      })),
    );
  }

  let from = 'new' as DemoRequest['status'];
  const rows = events.map((e) => {
    const row = {
      requestId,
      at: e.at,
      kind: e.kind,
      staffId: null,
      fromStatus: e.kind === 'status' ? from : null,
      toStatus: e.kind === 'status' ? (e.to ?? null) : null,
      text: e.text ?? '',
      visibleToTourist: e.kind !== 'note',
    };
    if (e.kind === 'status' && e.to) from = e.to;
    return row;
  });
  if (rows.length > 0) await db.insert(t.requestEvents).values(rows);
  await db.insert(t.requestTrackingKeys).values({ requestId, keyHash: hashToken(newToken()), createdAt: receivedAt });
}
