import { PDFDocument } from 'pdf-lib';
import type { SentCurrency } from '#domain/currency/sent-currency.js';
import { DEFAULT_LOCALE, type Locale } from '#domain/i18n/locales.js';
import type { MailAttachment } from '#server/db/schema/mail.js';
import { translator } from '#server/i18n/translate.js';
import { mailDate } from '#server/mail/templates/booking-format.js';
import { dueInSentCurrency, type Wording } from '#server/mail/templates/payment-rows.js';
import { quotePaymentTerms } from '#server/mail/templates/payment-words.js';
import type { AgencyContact } from './agency-details.js';
import { COLORS, createFlow, type Flow } from './pdf-flow.js';
import { bulletList, itineraryDays, letterhead, pdfAttachment, pricedLines, type PricedLine } from './pdf-parts.js';

export type QuotePdfLine = PricedLine;

export interface QuotePdfInput {
  reference: string;
  /** the quote's version: 1, 2, 3 … per request */
  number: number;
  /** YYYY-MM-DD */
  issuedOn: string;
  /** YYYY-MM-DD, the last day it can be accepted */
  validUntil: string;
  customer: { name: string; email: string };
  lines: QuotePdfLine[];
  /** USD, the sum of the lines */
  total: number;
  itinerary: { day: number; title: string; description: string }[];
  includes: string[];
  excludes: string[];
  /** the agent's covering message, plain text with line breaks */
  message: string | null;
  agentName: string;
  agency: AgencyContact;
  /** the tourist's private page about the request, where the quote is accepted */
  acceptUrl?: string;
  /** the language the request was sent in: the whole document is written in it (English by default) */
  locale?: Locale;
  /** the currency it was sent in and the rate then: the total is shown in it beside the USD */
  sent?: SentCurrency;
}

interface Part {
  flow: Flow;
  input: QuotePdfInput;
  words: Wording;
}

const day = (isoDate: string, { locale }: Wording) => mailDate(isoDate, locale) ?? isoDate;

const quoteTitle = (input: QuotePdfInput, { t }: Wording) =>
  t('Quote {number} for {reference}', { number: input.number, reference: input.reference });

function header({ flow, input, words }: Part): void {
  const { t } = words;
  letterhead(flow, input.agency, t('Your quote'), [
    quoteTitle(input, words),
    t('Issued {date}', { date: day(input.issuedOn, words) }),
    t('Valid until {date}', { date: day(input.validUntil, words) }),
  ]);
}

function coveringMessage({ flow, input, words: { t } }: Part): void {
  flow.heading(t('Prepared for'));
  flow.row(t('Name'), input.customer.name);
  flow.row(t('E-mail'), input.customer.email);
  const message = (input.message ?? '').replace(/\r\n?/g, '\n').trim();
  if (!message) return;
  flow.space(12);
  flow.text(message);
  flow.space(4);
  flow.text(input.agentName, { bold: true, color: COLORS.muted });
}

function prices({ flow, input, words }: Part): void {
  const { t, locale } = words;
  pricedLines(
    flow,
    input.lines,
    t('Total price: {price}', { price: dueInSentCurrency(input.total, input.sent, t, locale) }),
    words,
  );
}

function itinerary({ flow, input, words: { t } }: Part): void {
  if (input.itinerary.length === 0) return;
  flow.heading(t('Itinerary'));
  itineraryDays(flow, input.itinerary, t);
}

function terms({ flow, input, words }: Part): void {
  const { t } = words;
  flow.heading(t('Payment terms'), 3 * 14);
  flow.text(quotePaymentTerms(input.total, words), { size: 9.5 });
  flow.heading(t('How to accept'), 3 * 14);
  const until = day(input.validUntil, words);
  flow.text(
    input.acceptUrl
      ? t("Accept this quote on your request's page by {date}: {url}", { date: until, url: input.acceptUrl })
      : t("Accept this quote on your request's page by {date}, through the link in our e-mail.", { date: until }),
    { size: 9.5 },
  );
  flow.space(4);
  flow.text(
    t('Would you like something changed? Reply to our e-mail or write to {email}, and we will send you a new quote.', {
      email: input.agency.email,
    }),
    { size: 9.5, color: COLORS.muted },
  );
}

/** A quote as the tourist reads it: the agent's words, the prices line by line, the days, the terms (A4). */
export async function quotePdf(input: QuotePdfInput): Promise<Uint8Array> {
  const locale = input.locale ?? DEFAULT_LOCALE;
  const words: Wording = { t: translator(locale), locale };
  const { t } = words;
  const title = quoteTitle(input, words);
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor(input.agency.name);
  doc.setLanguage(locale);
  const part: Part = { flow: await createFlow(doc), input, words };
  header(part);
  coveringMessage(part);
  prices(part);
  itinerary(part);
  bulletList(part.flow, t("What's included"), input.includes);
  bulletList(part.flow, t("What's not included"), input.excludes);
  terms(part);
  part.flow.finish(`${input.agency.name} · ${title}`, (page, count) => t('Page {page} of {count}', { page, count }));
  return doc.save();
}

/** The PDF as the mail outbox stores an attachment: `Kilele-Safaris-quote-TZ-7K3M9Q-v2.pdf`. */
export function quoteAttachment(reference: string, number: number, pdf: Uint8Array): MailAttachment {
  return pdfAttachment(`quote-${reference}-v${number}`, pdf);
}
