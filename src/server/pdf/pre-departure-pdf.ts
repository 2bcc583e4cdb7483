import { PDFDocument } from 'pdf-lib';
import { DEFAULT_LOCALE, type Locale } from '#domain/i18n/locales.js';
import { translator } from '#server/i18n/translate.js';
import { guests, mailDate } from '#server/mail/templates/booking-format.js';
import { PACKING_LIST } from '#server/mail/templates/trip-mails.js';
import type { AgencyContact } from './agency-details.js';
import { createFlow } from './pdf-flow.js';
import { bulletList, itineraryDays, letterhead, type ItineraryDay } from './pdf-parts.js';

export interface PreDeparturePdfInput {
  reference: string;
  /** YYYY-MM-DD */
  issuedOn: string;
  customerName: string;
  itemName: string;
  startDate: string;
  endDate: string | null;
  guests: number;
  /** the accepted quote's days, else the trip's */
  itinerary: ItineraryDay[];
  agency: AgencyContact;
  locale?: Locale;
}

/**
 * The final itinerary a week before departure (A4, attached to the pre-departure mail): the trip and its days, how
 * to reach the agency before and during the trip, and what to pack, in the request's language.
 */
export async function preDeparturePdf(input: PreDeparturePdfInput): Promise<Uint8Array> {
  const locale = input.locale ?? DEFAULT_LOCALE;
  const t = translator(locale);
  const day = (iso: string) => mailDate(iso, locale) ?? iso;
  const title = t('Final itinerary {reference}', { reference: input.reference });
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor(input.agency.name);
  doc.setLanguage(locale);
  const flow = await createFlow(doc);
  letterhead(flow, input.agency, t('Final itinerary'), [
    t('Reference {reference}', { reference: input.reference }),
    t('Issued {date}', { date: day(input.issuedOn) }),
  ]);

  flow.heading(t('Your trip'));
  flow.row(t('Trip'), input.itemName);
  flow.row(t('Booked by'), input.customerName);
  flow.row(
    t('Dates'),
    input.endDate && input.endDate !== input.startDate
      ? t('{start} to {end}', { start: day(input.startDate), end: day(input.endDate) })
      : day(input.startDate),
  );
  flow.row(t('Guests'), guests(input.guests, t));

  if (input.itinerary.length > 0) {
    flow.heading(t('Itinerary'));
    itineraryDays(flow, input.itinerary, t);
  }

  flow.heading(t('Your contacts in Tanzania'), 4 * 14);
  flow.row(t('Agency'), input.agency.name);
  flow.row(t('Address'), input.agency.address);
  flow.row(t('Phone'), input.agency.phone);
  flow.row(t('E-mail'), input.agency.email);

  bulletList(
    flow,
    t('What to pack'),
    PACKING_LIST.map((item) => t(item)),
  );
  flow.finish(`${input.agency.name} · ${title}`, (page, count) => t('Page {page} of {count}', { page, count }));
  return doc.save();
}
