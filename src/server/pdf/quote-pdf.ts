import { PDFDocument } from 'pdf-lib';
import type { SentCurrency } from '#domain/currency/sent-currency.js';
import { DEFAULT_LOCALE, type Locale } from '#domain/i18n/locales.js';
import { msg } from '#domain/i18n/msg.js';
import type { QuoteLineKind } from '#domain/quotes/quote-money.js';
import type { MailAttachment } from '#server/db/schema/mail.js';
import { translator } from '#server/i18n/translate.js';
import { mailDate } from '#server/mail/templates/booking-format.js';
import { amountDue, dueInSentCurrency, type Wording } from '#server/mail/templates/payment-rows.js';
import { quotePaymentTerms } from '#server/mail/templates/payment-words.js';
import type { AgencyContact } from './agency-details.js';
import { COLORS, CONTENT_WIDTH, createFlow, type Flow, MARGIN } from './pdf-flow.js';
import { letterhead, pdfAttachment } from './pdf-parts.js';
import { fontSafe } from './pdf-text.js';

export interface QuotePdfLine {
  kind: QuoteLineKind;
  description: string;
  quantity: number;
  /** USD */
  unitPrice: number;
  /** USD, as quote-money.ts made it: unit price times quantity, negative for a discount */
  amount: number;
}

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

/** A quote line's kind in words. */
const KIND_NAMES: Readonly<Record<QuoteLineKind, string>> = {
  trip: msg('Trip'),
  accommodation: msg('Accommodation'),
  activity: msg('Activity'),
  transfer: msg('Transfer'),
  park_fee: msg('Park fees'),
  extra: msg('Extra'),
  discount: msg('Discount'),
};

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

/** The amounts' column: right-aligned, wide enough for '-12.345,67 $ (USD)'. */
const AMOUNT_COLUMN = 130;

function priceLine(flow: Flow, line: QuotePdfLine, words: Wording): void {
  const { t, locale } = words;
  const descriptionWidth = CONTENT_WIDTH - AMOUNT_COLUMN;
  flow.ensure((flow.measure(line.description, { bold: true, width: descriptionWidth }) + 1) * 14 + 6);
  const top = flow.y;
  flow.text(line.description, { bold: true, width: descriptionWidth });
  const below = flow.y;
  const amount = fontSafe(amountDue(line.amount, locale), flow.fonts.bold);
  const width = flow.fonts.bold.widthOfTextAtSize(amount, 10);
  const color = line.amount < 0 ? COLORS.ocean : COLORS.ink;
  flow.page.drawText(amount, { x: MARGIN.x + CONTENT_WIDTH - width, y: top, size: 10, font: flow.fonts.bold, color });
  flow.y = below;
  const unit = amountDue(line.unitPrice, locale);
  flow.text(`${t(KIND_NAMES[line.kind])} · ${line.quantity} × ${unit}`, { size: 9, color: COLORS.muted });
  flow.space(5);
}

function prices({ flow, input, words }: Part): void {
  const { t, locale } = words;
  flow.heading(t('Prices'), 3 * 14);
  for (const line of input.lines) priceLine(flow, line, words);
  flow.ensure(24);
  flow.page.drawLine({
    start: { x: MARGIN.x, y: flow.y + 8 },
    end: { x: MARGIN.x + CONTENT_WIDTH, y: flow.y + 8 },
    thickness: 0.75,
    color: COLORS.rule,
  });
  flow.space(6);
  flow.text(t('Total price: {price}', { price: dueInSentCurrency(input.total, input.sent, t, locale) }), {
    size: 12,
    bold: true,
    color: COLORS.deepGreen,
  });
}

function itinerary({ flow, input, words: { t } }: Part): void {
  if (input.itinerary.length === 0) return;
  flow.heading(t('Itinerary'));
  for (const entry of [...input.itinerary].sort((a, b) => a.day - b.day)) {
    const title = t('Day {day}: {title}', { day: entry.day, title: entry.title });
    // A day's title stays with at least the first line of its description.
    flow.ensure((flow.measure(title, { bold: true }) + 1) * 14 + 4);
    flow.text(title, { bold: true });
    if (entry.description.trim()) flow.text(entry.description, { indent: 12, color: COLORS.muted, size: 9.5 });
    flow.space(4);
  }
}

function list(flow: Flow, title: string, items: readonly string[]): void {
  const kept = items.map((item) => item.trim()).filter(Boolean);
  if (kept.length === 0) return;
  flow.heading(title);
  for (const item of kept) {
    // The bullet and the item's first line share a page.
    flow.ensure(14);
    flow.page.drawText('•', { x: MARGIN.x + 2, y: flow.y, size: 10, font: flow.fonts.regular, color: COLORS.gold });
    flow.text(item, { indent: 12 });
  }
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
  list(part.flow, t("What's included"), input.includes);
  list(part.flow, t("What's not included"), input.excludes);
  terms(part);
  part.flow.finish(`${input.agency.name} · ${title}`, (page, count) => t('Page {page} of {count}', { page, count }));
  return doc.save();
}

/** The PDF as the mail outbox stores an attachment: `Kilele-Safaris-quote-TZ-7K3M9Q-v2.pdf`. */
export function quoteAttachment(reference: string, number: number, pdf: Uint8Array): MailAttachment {
  return pdfAttachment(`quote-${reference}-v${number}`, pdf);
}
