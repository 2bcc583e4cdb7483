import { and, asc, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';
import { requestTripEnd } from './request-trip-end.js';

export interface TravellerRecord {
  position: number;
  fullName: string;
  nationalityId: number;
  nationality: string;
  dateOfBirth: string | null;
  passportNumberSealed: string | null;
  passportExpiry: string | null;
  dietary: string | null;
  medical: string | null;
}

export interface TravellerDetailsRecord {
  arrivalFlight: string | null;
  arrivalAt: string | null;
  emergencyName: string | null;
  emergencyPhone: string | null;
  updatedAt: Date;
  erasedAt: Date | null;
}

export type NewTraveller = Omit<TravellerRecord, 'position' | 'nationality'>;

export interface ManifestRecord {
  reference: string;
  trip: string;
  startDate: string | null;
  arrivalFlight: string | null;
  arrivalAt: string | null;
  traveller: TravellerRecord | null;
}

/** A request whose travellers are all there: its details row and one traveller for each guest. */
export const travellersCompleteCondition = sql`(exists (select 1 from ${t.travellerDetails} where ${t.travellerDetails.requestId} = ${t.requests.id})
  and (select count(*) from ${t.travellers} where ${t.travellers.requestId} = ${t.requests.id}) >= ${t.requests.guests})`;

const travellerColumns = {
  requestId: t.travellers.requestId,
  position: t.travellers.position,
  fullName: t.travellers.fullName,
  nationalityId: t.travellers.nationalityId,
  nationality: t.countries.name,
  dateOfBirth: t.travellers.dateOfBirth,
  passportNumberSealed: t.travellers.passportNumberSealed,
  passportExpiry: t.travellers.passportExpiry,
  dietary: t.travellers.dietary,
  medical: t.travellers.medical,
};

/** The travellers' details of confirmed requests (decision 036): passport numbers stay sealed here. */
export function createTravellersRepository(db: DbOrTx) {
  async function travellersOf(requestIds: number[]) {
    if (requestIds.length === 0) return [];
    return db
      .select(travellerColumns)
      .from(t.travellers)
      .innerJoin(t.countries, eq(t.countries.id, t.travellers.nationalityId))
      .where(inArray(t.travellers.requestId, requestIds))
      .orderBy(asc(t.travellers.requestId), asc(t.travellers.position));
  }

  return {
    /** What was sent for the request under `reference` (one its tourist was already found to own). */
    async forReference(reference: string) {
      const [request] = await db
        .select({ id: t.requests.id })
        .from(t.requests)
        .where(eq(t.requests.reference, reference))
        .limit(1);
      return request ? this.forRequest(request.id) : { details: null, travellers: [] };
    },

    /** The request's last day of travel (`requestTripEnd`): the passport rule counts six months from it. */
    async tripEndOf(requestId: number): Promise<string | null> {
      const [row] = await db
        .select({ end: sql<string | null>`(${requestTripEnd})::text` })
        .from(t.requests)
        .where(eq(t.requests.id, requestId))
        .limit(1);
      return row?.end ?? null;
    },

    /** The request's reference, for an answer that names the request without its row id. */
    async referenceOf(requestId: number): Promise<string | null> {
      const [request] = await db
        .select({ reference: t.requests.reference })
        .from(t.requests)
        .where(eq(t.requests.id, requestId))
        .limit(1);
      return request?.reference ?? null;
    },

    async forRequest(
      requestId: number,
    ): Promise<{ details: TravellerDetailsRecord | null; travellers: TravellerRecord[] }> {
      const [details] = await db
        .select({
          arrivalFlight: t.travellerDetails.arrivalFlight,
          arrivalAt: t.travellerDetails.arrivalAt,
          emergencyName: t.travellerDetails.emergencyName,
          emergencyPhone: t.travellerDetails.emergencyPhone,
          updatedAt: t.travellerDetails.updatedAt,
          erasedAt: t.travellerDetails.erasedAt,
        })
        .from(t.travellerDetails)
        .where(eq(t.travellerDetails.requestId, requestId))
        .limit(1);
      const travellers = await travellersOf([requestId]);
      return { details: details ?? null, travellers };
    },

    /** How many confirmed trips starting from `from` to `to` still miss travellers' details (the desk's reminder). */
    async missingBetween(from: string, to: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(t.requests)
        .where(
          and(
            eq(t.requests.status, 'confirmed'),
            gte(t.requests.startDate, from),
            lte(t.requests.startDate, to),
            sql`not ${travellersCompleteCondition}`,
          ),
        );
      return Number(row?.n ?? 0);
    },

    /** The countries among `ids` that exist. */
    async knownCountries(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db.select({ id: t.countries.id }).from(t.countries).where(inArray(t.countries.id, ids));
      return new Set(rows.map((row) => row.id));
    },

    /** Replaces what the tourist sent before: the party's row and every traveller, in the order given. */
    async replace(
      requestId: number,
      details: Omit<TravellerDetailsRecord, 'updatedAt' | 'erasedAt'>,
      people: NewTraveller[],
      now: Date,
    ) {
      await db
        .insert(t.travellerDetails)
        .values({ requestId, ...details, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: t.travellerDetails.requestId,
          set: { ...details, updatedAt: now, erasedAt: null },
        });
      await db.delete(t.travellers).where(eq(t.travellers.requestId, requestId));
      await db.insert(t.travellers).values(people.map((person, position) => ({ requestId, position, ...person })));
    },

    /**
     * Erases the sensitive fields of every trip that ended before `endedBefore` and still holds them: passport numbers
     * and expiry, birth dates, dietary and medical notes and the emergency contact. Names and nationalities stay for
     * the agency's books. Answers how many requests were erased.
     */
    async eraseEndedBefore(endedBefore: string, now: Date): Promise<number> {
      const due = await db
        .select({ id: t.requests.id })
        .from(t.travellerDetails)
        .innerJoin(t.requests, eq(t.requests.id, t.travellerDetails.requestId))
        .where(and(isNull(t.travellerDetails.erasedAt), lt(requestTripEnd, endedBefore)));
      const ids = due.map((row) => row.id);
      if (ids.length === 0) return 0;
      await db
        .update(t.travellers)
        .set({ passportNumberSealed: null, passportExpiry: null, dateOfBirth: null, dietary: null, medical: null })
        .where(inArray(t.travellers.requestId, ids));
      await db
        .update(t.travellerDetails)
        .set({ emergencyName: null, emergencyPhone: null, erasedAt: now })
        .where(inArray(t.travellerDetails.requestId, ids));
      return ids.length;
    },

    /**
     * Deletes every traveller and the party's details of the requests an account sent (its deletion): names,
     * passports, notes, the arrival and the emergency contact all go. Answers how many requests had some.
     */
    async deleteOfAccount(userId: number): Promise<number> {
      const owned = db.select({ id: t.requests.id }).from(t.requests).where(eq(t.requests.userId, userId));
      await db.delete(t.travellers).where(inArray(t.travellers.requestId, owned));
      const gone = await db
        .delete(t.travellerDetails)
        .where(inArray(t.travellerDetails.requestId, owned))
        .returning({ id: t.travellerDetails.id });
      return gone.length;
    },

    /** Confirmed trips starting from `from` to `to`, each traveller a record (one empty record for a trip without any). */
    async manifest(from: string, to: string, cap: number): Promise<ManifestRecord[]> {
      const trips = await db
        .select({
          id: t.requests.id,
          reference: t.requests.reference,
          trip: t.requests.itemName,
          startDate: t.requests.startDate,
          arrivalFlight: t.travellerDetails.arrivalFlight,
          arrivalAt: t.travellerDetails.arrivalAt,
        })
        .from(t.requests)
        .leftJoin(t.travellerDetails, eq(t.travellerDetails.requestId, t.requests.id))
        .where(and(eq(t.requests.status, 'confirmed'), gte(t.requests.startDate, from), lte(t.requests.startDate, to)))
        .orderBy(asc(t.requests.startDate), asc(t.requests.reference))
        .limit(cap);
      const people = await travellersOf(trips.map((trip) => trip.id));
      return trips.flatMap(({ id, ...trip }): ManifestRecord[] => {
        const theirs = people.filter((person) => person.requestId === id);
        return theirs.length === 0
          ? [{ ...trip, traveller: null }]
          : theirs.map((traveller) => ({ ...trip, traveller }));
      });
    },
  };
}
