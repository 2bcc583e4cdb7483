import { DEFAULT_LOCALE } from '#domain/i18n/locales.js';
import { currencySentIn } from './sent-currency.js';
import type { InquiryInput } from '#domain/schemas/inquiry.js';
import { INQUIRY_UNKNOWN_SELECTION_MESSAGES as UNKNOWN } from '#domain/schemas/messages.js';
import { inquiryMails } from '#server/mail/templates/inquiry.js';
import { createInquiriesRepository } from '#server/repositories/inquiries-repository.js';
import { createRequestsRepository } from '#server/repositories/requests-repository.js';
import { allOf, oneOf, referencedNames } from '#server/use-cases/referenced-names.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';
import { isOwnAddress, queueRequestMails, type SentIn } from './request-mails.js';

export interface ContactInquiryInput extends InquiryInput, SentIn {
  /** the page the form was sent from, for the agency's statistics */
  sourcePage: string | null;
}

/** A visitor sends the contact page's trip inquiry; the agency replies within 24 hours. */
export async function submitContactInquiry(
  input: ContactInquiryInput,
  deps: UseCaseDeps,
): Promise<{ uuid: string; reference: string }> {
  const { sourcePage, locale = DEFAULT_LOCALE, currency, ...inquiry } = input;
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
    const requestsRepo = createRequestsRepository(tx);
    // No price yet, but the agency's quote is written in the currency the tourist browsed in.
    const { columns } = await currencySentIn(tx, currency);
    const request = await requestsRepo.create({
      ...columns,
      type: 'inquiry',
      userId: deps.userId,
      firstName: inquiry.firstName,
      lastName: inquiry.lastName,
      email: inquiry.email,
      phone: inquiry.phone,
      countryId: inquiry.country,
      itemName: inquiryItemName(names),
      startDate: inquiry.startDate,
      endDate: inquiry.endDate,
      guests: inquiry.guests,
      totalPrice: null,
      locale,
    });
    const row = await createInquiriesRepository(tx).create(inquiry, {
      userId: deps.userId,
      sourcePage,
      requestId: request.id,
    });
    const { reference } = request;
    const trackingUrl = await requestsRepo.issueTrackingLink({ ...request, locale }, deps.config.PUBLIC_URL);
    const ownAddress = await isOwnAddress(tx, deps.userId, inquiry.email);
    const mails = inquiryMails(
      { uuid: row.uuid, reference, trackingUrl, input: inquiry, names, sourcePage, signedIn, ownAddress, locale },
      deps.config.AGENCY_EMAIL,
    );
    await queueRequestMails(tx, queue, mails, request.id, deps);
    return { uuid: row.uuid, reference };
  });
}

/** Places named in an inquiry's name; the rest are counted ('+14'), in any language, so a title stays a title. */
const NAMED_PLACES = 3;

/** What the desk's inbox and the tracking page name an inquiry by: the places chosen, else the kind of trip. */
export function inquiryItemName(names: { tripType: string; destinations: string[]; locations: string[] }): string {
  const places = names.destinations.length > 0 ? names.destinations : names.locations;
  if (places.length === 0) return `${names.tripType} inquiry`;
  const named = places.slice(0, NAMED_PLACES).join(', ');
  return places.length > NAMED_PLACES ? `${named} +${places.length - NAMED_PLACES}` : named;
}
