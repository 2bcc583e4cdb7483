import { PDFDocument } from 'pdf-lib';
import type { SentCurrency } from '#domain/currency/sent-currency.js';
import type { ShownAmount } from '#domain/currency/shown-price.js';
import { DEFAULT_LOCALE, type Locale } from '#domain/i18n/locales.js';
import type { PaymentSchedule } from '#domain/requests/payment-schedule.js';
import type { MailAttachment } from '#server/db/schema/mail.js';
import { translator } from '#server/i18n/translate.js';
import { guests, mailDate } from '#server/mail/templates/booking-format.js';
import {
  dueForLine,
  dueInSentCurrency,
  paymentRows,
  paymentSentences,
  type Wording,
} from '#server/mail/templates/payment-rows.js';
import { referenceName } from '#server/mail/templates/reference-names.js';
import type { AgencyBank, AgencyContact } from './agency-details.js';
import { COLORS, CONTENT_WIDTH, createFlow, type Flow, MARGIN } from './pdf-flow.js';
import {
  bankDetails,
  bulletList,
  itineraryDays,
  pricedLines,
  type ItineraryDay,
  type PricedLine,
} from './pdf-parts.js';

export interface ConfirmationPdfLine {
  itemName: string;
  startDate: string | null;
  endDate: string | null;
  guests: number;
  serviceClass: string | null;
  price: number | null;
  itinerary: ItineraryDay[];
}

/** The quote the tourist accepted: its lines price the booking, and its itinerary is the trip's. */
export interface ConfirmationQuote {
  number: number;
  lines: PricedLine[];
  itinerary: ItineraryDay[];
  includes: string[];
  excludes: string[];
}

export interface ConfirmationPdfInput {
  reference: string;
  /** YYYY-MM-DD */
  issuedOn: string;
  customer: { name: string; email: string; phone: string; country: string | null };
  lines: ConfirmationPdfLine[];
  /** USD, the confirmed total (an accepted quote's total) */
  price: number;
  /** the accepted quote the booking was confirmed by: its lines and days replace the lines' own prices and days */
  quote?: ConfirmationQuote;
  schedule: PaymentSchedule;
  bank: AgencyBank;
  agency: AgencyContact;
  /** the language the request was sent in: the whole document is written in it (English by default) */
  locale?: Locale;
  /** the currency it was sent in and the rate then: the total is shown in it beside the USD */
  sent?: SentCurrency;
  /** the price in `sent` as the tourist was shown it, when it is the request's own total (nobody quoted one) */
  shownPrice?: ShownAmount;
}

/** One part of the document: where it writes, what it writes about, in the tourist's language. */
interface Part {
  flow: Flow;
  input: ConfirmationPdfInput;
  words: Wording;
}

const day = (isoDate: string, { locale }: Wording) => mailDate(isoDate, locale) ?? isoDate;

function dates(line: ConfirmationPdfLine, words: Wording): string {
  const { t } = words;
  if (!line.startDate) return t('to be agreed');
  if (!line.endDate || line.endDate === line.startDate) return day(line.startDate, words);
  return t('{start} to {end}', { start: day(line.startDate, words), end: day(line.endDate, words) });
}

function header({ flow, input, words }: Part): void {
  const { t } = words;
  const top = flow.y;
  flow.text(input.agency.name, { size: 22, bold: true, color: COLORS.deepGreen, width: 300 });
  flow.text(t('Booking confirmation'), { size: 14, color: COLORS.gold, width: 300 });
  flow.space(4);
  for (const contact of [input.agency.address, `${input.agency.phone} · ${input.agency.email}`]) {
    flow.text(contact, { size: 8.5, color: COLORS.muted, width: 300 });
  }
  const below = flow.y;
  // The reference and the date sit in a sand box on the right, where a tourist looks for them.
  const box = { width: 170, height: 44 };
  const x = CONTENT_WIDTH - box.width;
  flow.page.drawRectangle({ x: MARGIN.x + x, y: top - 39, ...box, color: COLORS.sand });
  flow.y = top - 12;
  flow.text(t('Reference {reference}', { reference: input.reference }), {
    size: 12,
    bold: true,
    color: COLORS.deepGreen,
    indent: x + 12,
  });
  flow.text(t('Issued {date}', { date: day(input.issuedOn, words) }), { size: 9, color: COLORS.muted, indent: x + 12 });
  flow.y = Math.min(below, top - 44);
}

function travellers({ flow, input: { customer }, words: { t } }: Part): void {
  flow.heading(t('Who travels'));
  flow.row(t('Name'), customer.name);
  flow.row(t('E-mail'), customer.email);
  flow.row(t('Phone'), customer.phone);
  if (customer.country) flow.row(t('Country'), customer.country);
}

function trip({ flow, input, words }: Part): void {
  const { t, locale } = words;
  flow.heading(input.lines.length === 1 ? t('Your trip') : t('Your trips'));
  input.lines.forEach((line, index) => {
    if (index > 0) flow.space(6);
    flow.ensure(4 * 14);
    flow.text(line.itemName, { size: 11, bold: true, color: COLORS.ocean });
    flow.row(t('Dates'), dates(line, words));
    flow.row(t('Guests'), guests(line.guests, t));
    if (line.serviceClass) flow.row(t('Class'), referenceName(line.serviceClass, t));
    if (line.price !== null && !input.quote) {
      flow.row(t('Price'), dueForLine({ price: line.price, guests: line.guests }, input.sent, t, locale));
    }
  });
  if (input.quote) return;
  flow.space(6);
  flow.ensure(16);
  flow.text(
    t('Total price: {price}', { price: dueInSentCurrency(input.price, input.sent, t, locale, input.shownPrice) }),
    {
      size: 12,
      bold: true,
      color: COLORS.deepGreen,
    },
  );
}

/** The accepted quote's lines and total, as its own PDF printed them. */
function quotePrices({ flow, input, words }: Part, quote: ConfirmationQuote): void {
  const { t, locale } = words;
  const total = t('Total price: {price}', { price: dueInSentCurrency(input.price, input.sent, t, locale) });
  pricedLines(flow, quote.lines, total, words);
  flow.text(t('As in quote {number}, which you accepted.', { number: quote.number }), {
    size: 9.5,
    color: COLORS.muted,
  });
}

function quoteDays({ flow, words: { t } }: Part, quote: ConfirmationQuote): void {
  if (quote.itinerary.length > 0) {
    flow.heading(t('Itinerary'));
    itineraryDays(flow, quote.itinerary, t);
  }
  bulletList(flow, t("What's included"), quote.includes);
  bulletList(flow, t("What's not included"), quote.excludes);
}

function itinerary({ flow, input, words: { t } }: Part): void {
  const planned = input.lines.filter((line) => line.itinerary.length > 0);
  if (planned.length === 0) return;
  flow.heading(t('Itinerary'));
  for (const line of planned) {
    if (input.lines.length > 1) flow.text(line.itemName, { size: 11, bold: true, color: COLORS.ocean });
    itineraryDays(flow, line.itinerary, t);
  }
}

function payment({ flow, input, words }: Part): void {
  const { t } = words;
  // The schedule and the bank details are short: each stays whole on one page, to be read at a glance.
  flow.heading(t('Payment schedule'), 5 * 14);
  for (const [label, value] of paymentRows(input.schedule, words)) flow.row(label, value);
  flow.space(4);
  for (const sentence of paymentSentences(input.schedule, words)) flow.text(sentence, { size: 9.5 });
  bankDetails(flow, input, t);
}

/**
 * The tourist's booking confirmation: trip, itinerary, payment schedule and where to pay (A4, attached to the mail).
 * Confirmed by an accepted quote, it prints that quote's lines, days and inclusions, as the quote's own PDF did.
 */
export async function confirmationPdf(input: ConfirmationPdfInput): Promise<Uint8Array> {
  const locale = input.locale ?? DEFAULT_LOCALE;
  const words: Wording = { t: translator(locale), locale };
  const { t } = words;
  const title = t('Booking confirmation {reference}', { reference: input.reference });
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor(input.agency.name);
  doc.setLanguage(locale);
  const part: Part = { flow: await createFlow(doc), input, words };
  header(part);
  travellers(part);
  trip(part);
  if (input.quote) {
    quotePrices(part, input.quote);
    quoteDays(part, input.quote);
  } else {
    itinerary(part);
  }
  payment(part);
  part.flow.finish(`${input.agency.name} · ${title}`, (page, count) => t('Page {page} of {count}', { page, count }));
  return doc.save();
}

/** The PDF as the mail outbox stores an attachment: `booking-confirmation-TZ-7K3M9Q.pdf`. */
export function confirmationAttachment(reference: string, pdf: Uint8Array): MailAttachment {
  return {
    filename: `booking-confirmation-${reference}.pdf`,
    contentType: 'application/pdf',
    base64: Buffer.from(pdf).toString('base64'),
  };
}
