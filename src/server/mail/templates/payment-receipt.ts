import type { CurrencyLike } from '#domain/currency/format-price.js';
import type { SentCurrency } from '#domain/currency/sent-currency.js';
import { DEFAULT_LOCALE, type Locale } from '#domain/i18n/locales.js';
import type { Instalment } from '#domain/payments/ledger.js';
import { translator } from '#server/i18n/translate.js';
import type { OutgoingMail } from '#server/mail/mail-queue.js';
import { FOLLOW_YOUR_REQUEST, mailDate, oneLine } from './booking-format.js';
import { renderMail } from './mail-layout.js';
import { dueInSentCurrency, type Wording } from './payment-rows.js';
import {
  instalmentState,
  methodName,
  nextInstalment,
  receiptCurrencies,
  receivedAmount,
  type ReceiptEntry,
} from './payment-words.js';

export interface PaymentReceiptMail {
  /** the tourist's e-mail */
  to: string;
  firstName: string;
  reference: string;
  /** e.g. 'TZ-7K3M9Q-R2' */
  receiptNumber: string;
  entry: ReceiptEntry;
  /** USD, from ledger.ts `requestPayments` after this entry */
  paid: number;
  balance: number;
  schedule: Instalment[];
  /** who sends it */
  agentName: string;
  /** the private link to follow the request */
  trackingUrl: string;
  /** the receipt's PDF goes with it (pdf/receipt-pdf.ts): the mail says so */
  receiptAttached?: boolean;
  /** the site's currencies, to write an amount received in another currency than the request's with its symbol */
  currencies?: readonly CurrencyLike[];
  /** the language the request was sent in; English by default */
  locale?: Locale;
  /** the currency it was sent in and the rate then: the amounts owed are shown in it beside the USD */
  sent?: SentCurrency;
}

function paragraphs(mail: PaymentReceiptMail, amount: string, words: Wording): string[] {
  const { t, locale } = words;
  const values = {
    amount,
    date: mailDate(mail.entry.receivedOn, locale) ?? mail.entry.receivedOn,
    reference: mail.reference,
  };
  const refund = mail.entry.kind === 'refund';
  const number = { number: mail.receiptNumber };
  const attachedNote = refund
    ? t('Your refund note {number} is attached as a PDF.', number)
    : t('Your receipt {number} is attached as a PDF.', number);
  const attached = mail.receiptAttached ? [attachedNote] : [];
  if (refund) {
    return [
      t('We have refunded {amount} to you on {date} for your request {reference}.', values),
      t('Depending on your bank, it may take a few working days to reach your account.'),
      ...attached,
    ];
  }
  return [
    t('We received {amount} on {date} for your request {reference}. Thank you!', values),
    mail.balance > 0
      ? t('Please quote {reference} with every payment, so we can match it to your booking.', values)
      : t('Your trip is now paid in full. We look forward to welcoming you to Tanzania!'),
    ...attached,
  ];
}

/**
 * The tourist's e-mail when the desk records a payment (or a refund) in the ledger, in the language the request
 * was sent in: what came in, what is paid and what is left, and the next instalment.
 */
export function paymentReceiptMail(mail: PaymentReceiptMail, replyTo: string): OutgoingMail {
  const locale = mail.locale ?? DEFAULT_LOCALE;
  const words: Wording = { t: translator(locale), locale };
  const { t } = words;
  const refund = mail.entry.kind === 'refund';
  const amount = receivedAmount(mail.entry, words, receiptCurrencies(mail.currencies, mail.sent));
  const inSent = (usd: number) => dueInSentCurrency(usd, mail.sent, t, locale);
  const next = nextInstalment(mail.schedule);
  return {
    kind: refund ? 'request-refund' : 'request-payment-receipt',
    to: mail.to,
    replyTo,
    subject: oneLine(
      refund
        ? t('Your refund for {reference}', { reference: mail.reference })
        : t('Payment received for {reference}: thank you', { reference: mail.reference }),
    ),
    ...renderMail({
      heading: refund
        ? t('Jambo {name}, we have sent your refund', { name: mail.firstName })
        : t('Jambo {name}, thank you for your payment', { name: mail.firstName }),
      paragraphs: paragraphs(mail, amount, words),
      details: [
        [t('Reference'), mail.reference],
        [refund ? t('Refund note') : t('Receipt'), mail.receiptNumber],
        [refund ? t('Amount refunded') : t('Amount received'), amount],
        [t('Method'), methodName(mail.entry.method, words)],
        [t('Paid so far'), inSent(mail.paid)],
        [t('Left to pay'), mail.balance > 0 ? inSent(mail.balance) : t('Nothing, paid in full')],
        [t('Next payment'), next && mail.balance > 0 ? instalmentState(next, inSent(next.outstanding), words) : null],
      ],
      action: { label: t(FOLLOW_YOUR_REQUEST), url: mail.trackingUrl },
      closing: `Karibu sana,\n${mail.agentName}`,
    }),
  };
}
