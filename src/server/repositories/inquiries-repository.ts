import { asc, eq, inArray } from 'drizzle-orm';
import type { InquiryInput } from '#domain/schemas/inquiry.js';
import { INQUIRY_UNKNOWN_SELECTION_MESSAGES as UNKNOWN } from '#domain/schemas/messages.js';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';

/** The names behind an inquiry's ids, for the e-mails; null when an id names no row. */
export interface InquirySelections {
  country: string | null;
  tripType: string | null;
  serviceClass: string | null;
  destinations: string[];
  locations: string[];
}

export interface InquiryExtras {
  userId: number | null;
  sourcePage: string | null;
}

type Table = typeof t.countries | typeof t.tripTypes | typeof t.serviceClasses;

export function createInquiriesRepository(db: DbOrTx) {
  const nameOf = async (table: Table, id: number | null): Promise<string | null> => {
    if (id === null) return null;
    const [row] = await db.select({ name: table.name }).from(table).where(eq(table.id, id));
    return row?.name ?? null;
  };
  const namesOf = async (table: typeof t.destinations | typeof t.locations, ids: readonly number[]) =>
    db
      .select({ name: table.name })
      .from(table)
      .where(inArray(table.id, [...ids]))
      .orderBy(asc(table.name));

  return {
    /** Looks every id up: the names for the e-mails, and a message for each field whose id is unknown. */
    async resolveSelections(
      input: InquiryInput,
    ): Promise<{ names: InquirySelections; errors: Record<string, string[]> }> {
      const [country, tripType, serviceClass, destinations, locations] = await Promise.all([
        nameOf(t.countries, input.country),
        nameOf(t.tripTypes, input.tripType),
        nameOf(t.serviceClasses, input.serviceClass),
        namesOf(t.destinations, input.destinations),
        namesOf(t.locations, input.locations),
      ]);
      const errors: Record<string, string[]> = {};
      // The schema's field order, so the envelope's `message` is the first field on the form.
      if (country === null) errors.country = [UNKNOWN.country];
      if (tripType === null) errors.tripType = [UNKNOWN.tripType];
      if (input.serviceClass !== null && serviceClass === null) errors.serviceClass = [UNKNOWN.serviceClass];
      // The schema removed duplicates, so fewer rows than ids means some id names nothing.
      if (destinations.length !== input.destinations.length) errors.destinations = [UNKNOWN.destinations];
      if (locations.length !== input.locations.length) errors.locations = [UNKNOWN.locations];
      return {
        names: {
          country,
          tripType,
          serviceClass,
          destinations: destinations.map((d) => d.name),
          locations: locations.map((l) => l.name),
        },
        errors,
      };
    },

    /** The inquiry with its destination and location rows; call it inside the request's transaction. */
    async create(input: InquiryInput, extras: InquiryExtras): Promise<{ id: number; uuid: string }> {
      const [row] = await db
        .insert(t.inquiries)
        .values({
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phone: input.phone,
          countryId: input.country,
          tripTypeId: input.tripType,
          serviceClassId: input.serviceClass,
          guests: input.guests,
          startDate: input.startDate,
          endDate: input.endDate,
          budget: input.budget,
          message: input.message,
          userId: extras.userId,
          sourcePage: extras.sourcePage,
        })
        .returning({ id: t.inquiries.id, uuid: t.inquiries.uuid });
      if (!row) throw new Error('the inquiry was not stored');
      await db
        .insert(t.inquiryDestinations)
        .values(input.destinations.map((destinationId) => ({ inquiryId: row.id, destinationId })));
      await db
        .insert(t.inquiryLocations)
        .values(input.locations.map((locationId) => ({ inquiryId: row.id, locationId })));
      return row;
    },
  };
}

export type InquiriesRepository = ReturnType<typeof createInquiriesRepository>;
