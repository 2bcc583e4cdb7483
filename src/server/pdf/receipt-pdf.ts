import { PDFDocument } from 'pdf-lib';
import type { CurrencyLike } from '#domain/currency/format-price.js';
import type { SentCurrency } from '#domain/currency/sent-currency.js';
import { DEFAULT_LOCALE, type Locale } from '#domain/i18n/locales.js';
import type { Instalment } from '#domain/payments/ledger.js';
import type { MailAttachment } from '#server/db/schema/mail.js';
import { translator } from '#server/i18n/translate.js';
import { mailDate } from '#server/mail/templates/booking-format.js';
import { dueInSentCurrency, type Wording } from '#server/mail/templates/payment-rows.js';
import {
  instalmentRows,
  methodName,
  receiptCurrencies,
  receivedAmount,
  type ReceiptEntry,
} from '#server/mail/templates/payment-words.js';
import type { AgencyBank, AgencyContact } from './agency-details.js';
import { COLORS, createFlow, type Flow } from './pdf-flow.js';
import { bankDetails, letterhead, pdfAttachment } from './pdf-parts.js';

export interface ReceiptPdfInput {
  /** e.g. 'TZ-7K3M9Q-R2' */
  receiptNumber: string;
  /** YYYY-MM-DD */
  issuedOn: string;
  reference: string;
  customer: { name: string; email: string };
  entry: ReceiptEntry;
  /** USD, from ledger.ts `requestPayments` after this entry */
  total: number;
  paid: number;
  balance: number;
  schedule: Instalment[];
  agency: AgencyContact;
  bank: AgencyBank;
  /** the site's currencies, to write an amount received in another currency than the request's with its symbol */
  currencies?: readonly CurrencyLike[];
  /** the language the request was sent in: the whole document is written in it (English by default) */
  locale?: Locale;
  /** the currency it was sent in and the rate then: the totals are shown in it beside the USD */
  sent?: SentCurrency;
}

interface Part {
  flow: Flow;
  input: ReceiptPdfInput;
  words: Wording;
}

const day = (isoDate: string, { locale }: Wording) => mailDate(isoDate, locale) ?? isoDate;

const isRefund = (input: ReceiptPdfInput) => input.entry.kind === 'refund';

const receiptTitle = (input: ReceiptPdfInput, { t }: Wording) =>
  isRefund(input)
    ? t('Refund note {number}', { number: input.receiptNumber })
    : t('Receipt {number}', { number: input.receiptNumber });

function header({ flow, input, words }: Part): void {
  const { t } = words;
  letterhead(flow, input.agency, isRefund(input) ? t('Refund note') : t('Receipt'), [
    receiptTitle(input, words),
    t('Issued {date}', { date: day(input.issuedOn, words) }),
    t('Reference {reference}', { reference: input.reference }),
  ]);
}

function money({ flow, input, words }: Part): void {
  const { t } = words;
  const { entry, customer } = input;
  flow.heading(isRefund(input) ? t('Refunded to') : t('Received from'));
  flow.row(t('Name'), customer.name);
  flow.row(t('E-mail'), customer.email);
  flow.heading(isRefund(input) ? t('Refund') : t('Payment'), 4 * 14);
  flow.row(isRefund(input) ? t('Refunded on') : t('Received on'), day(entry.receivedOn, words));
  flow.row(t('Method'), methodName(entry.method, words));
  flow.row(
    isRefund(input) ? t('Amount refunded') : t('Amount received'),
    receivedAmount(entry, words, receiptCurrencies(input.currencies, input.sent)),
  );
  if (entry.reference.trim()) flow.row(t('Transaction reference'), entry.reference.trim());
}

function account({ flow, input, words }: Part): void {
  const { t, locale } = words;
  const inSent = (usd: number) => dueInSentCurrency(usd, input.sent, t, locale);
  flow.heading(t('Your payments'), 3 * 14);
  flow.row(t('Total price'), inSent(input.total));
  flow.row(t('Paid so far'), inSent(input.paid));
  if (input.balance > 0) flow.row(t('Left to pay'), inSent(input.balance));
  else {
    flow.space(4);
    flow.text(t('Paid in full'), { size: 12, bold: true, color: COLORS.deepGreen });
  }
  if (input.schedule.length === 0) return;
  flow.heading(t('Payment schedule'), 3 * 14);
  for (const [label, value] of instalmentRows(input.schedule, words)) flow.row(label, value);
}

/** A receipt for a payment (or a note of a refund) and where the request's money stands after it (A4). */
export async function receiptPdf(input: ReceiptPdfInput): Promise<Uint8Array> {
  const locale = input.locale ?? DEFAULT_LOCALE;
  const words: Wording = { t: translator(locale), locale };
  const { t } = words;
  const title = receiptTitle(input, words);
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor(input.agency.name);
  doc.setLanguage(locale);
  const part: Part = { flow: await createFlow(doc), input, words };
  header(part);
  money(part);
  account(part);
  if (input.balance > 0) bankDetails(part.flow, input, t);
  part.flow.finish(`${input.agency.name} · ${title}`, (page, count) => t('Page {page} of {count}', { page, count }));
  return doc.save();
}

/** The PDF as the mail outbox stores an attachment: `Kilele-Safaris-receipt-TZ-7K3M9Q-R2.pdf`. */
export function receiptAttachment(receiptNumber: string, pdf: Uint8Array): MailAttachment {
  return pdfAttachment(`receipt-${receiptNumber}`, pdf);
}
