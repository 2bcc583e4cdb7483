import type { InquiryInput } from '#domain/schemas/inquiry.js';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';

export interface InquiryExtras {
  userId: number | null;
  sourcePage: string | null;
  /** the desk's row (reference, status, timeline) */
  requestId: number;
}

export function createInquiriesRepository(db: DbOrTx) {
  return {
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
          requestId: extras.requestId,
        })
        .returning({ id: t.inquiries.id, uuid: t.inquiries.uuid });
      if (!row) throw new Error('the inquiry was not stored');
      // Destinations or locations: one of the two lists may be empty (an empty insert is an error).
      if (input.destinations.length > 0) {
        await db
          .insert(t.inquiryDestinations)
          .values(input.destinations.map((destinationId) => ({ inquiryId: row.id, destinationId })));
      }
      if (input.locations.length > 0) {
        await db
          .insert(t.inquiryLocations)
          .values(input.locations.map((locationId) => ({ inquiryId: row.id, locationId })));
      }
      return row;
    },
  };
}

export type InquiriesRepository = ReturnType<typeof createInquiriesRepository>;
