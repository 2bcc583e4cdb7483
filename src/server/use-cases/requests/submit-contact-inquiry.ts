import type { InquiryInput } from '#domain/schemas/inquiry.js';
import { INQUIRY_UNKNOWN_SELECTION_MESSAGES as UNKNOWN } from '#domain/schemas/messages.js';
import { inquiryMails } from '#server/mail/templates/inquiry.js';
import { createInquiriesRepository } from '#server/repositories/inquiries-repository.js';
import { allOf, oneOf, referencedNames } from '#server/use-cases/referenced-names.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';

export interface ContactInquiryInput extends InquiryInput {
  /** the page the form was sent from, for the agency's statistics */
  sourcePage: string | null;
}

/** A visitor sends the contact page's trip inquiry; the agency replies within 24 hours. */
export async function submitContactInquiry(input: ContactInquiryInput, deps: UseCaseDeps): Promise<{ uuid: string }> {
  const { sourcePage, ...inquiry } = input;
  // The schema's field order, so the envelope's `message` is the first field on the form.
  const names = await referencedNames(deps.db, {
    country: oneOf('countries', inquiry.country, UNKNOWN.country),
    tripType: oneOf('tripTypes', inquiry.tripType, UNKNOWN.tripType),
    serviceClass: oneOf('serviceClasses', inquiry.serviceClass, UNKNOWN.serviceClass),
    destinations: allOf('destinations', inquiry.destinations, UNKNOWN.destinations),
    locations: allOf('locations', inquiry.locations, UNKNOWN.locations),
  });
  const signedIn = deps.userId !== null;
  return deps.mail.inTransaction(async (tx, queue) => {
    const row = await createInquiriesRepository(tx).create(inquiry, { userId: deps.userId, sourcePage });
    await queue(
      inquiryMails({ uuid: row.uuid, input: inquiry, names, sourcePage, signedIn }, deps.config.AGENCY_EMAIL),
    );
    return { uuid: row.uuid };
  });
}
