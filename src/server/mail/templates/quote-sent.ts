import type { SentCurrency } from '#domain/currency/sent-currency.js';
import { DEFAULT_LOCALE, type Locale } from '#domain/i18n/locales.js';
import { translator } from '#server/i18n/translate.js';
import type { OutgoingMail } from '#server/mail/mail-queue.js';
import { mailDate, oneLine } from './booking-format.js';
import { renderMail } from './mail-layout.js';
import { dueInSentCurrency, type Wording } from './payment-rows.js';
import { quotePaymentTerms } from './payment-words.js';
import { agentWords } from './request-status.js';

export interface QuoteSentMail {
  /** the tourist's e-mail */
  to: string;
  firstName: string;
  reference: string;
  /** the quote's version: 1, 2, 3 … per request */
  number: number;
  /** USD, the quote's total */
  total: number;
  /** YYYY-MM-DD, the last day it can be accepted */
  validUntil: string;
  /** the agent's covering words, shown as written (escaped by the layout) */
  message: string | null;
  /** who sends it */
  agentName: string;
  /** the private page of the request, where the quote is read and accepted */
  trackingUrl: string;
  /** the language the request was sent in; English by default */
  locale?: Locale;
  /** the currency it was sent in and the rate then: the total is shown in it beside the USD */
  sent?: SentCurrency;
  /** the number of the quote this one supersedes */
  replaces?: number;
}

/** The tourist's e-mail with a new quote (docs/decisions/033-quotes-and-the-payments-ledger.md); replies reach the agency. */
export function quoteSentMail(mail: QuoteSentMail, replyTo: string): OutgoingMail {
  const locale = mail.locale ?? DEFAULT_LOCALE;
  const words: Wording = { t: translator(locale), locale };
  const { t } = words;
  const total = dueInSentCurrency(mail.total, mail.sent, t, locale);
  const validUntil = mailDate(mail.validUntil, locale) ?? mail.validUntil;
  return {
    kind: 'request-quote',
    to: mail.to,
    replyTo,
    subject: oneLine(
      t('Quote {number} for your request {reference}', { number: mail.number, reference: mail.reference }),
    ),
    ...renderMail({
      heading: t('Jambo {name}, here is your quote', { name: mail.firstName }),
      paragraphs: [
        ...(mail.replaces === undefined ? [] : [t('This quote replaces quote {number}.', { number: mail.replaces })]),
        t('Thank you for your patience. Our quote comes to {total} and is valid until {date}.', {
          total,
          date: validUntil,
        }),
        ...agentWords(mail.message),
        t(
          "On your request's page you can read it line by line, with your itinerary day by day, and accept it with one click. Would you like something changed? Simply reply to this e-mail and we will send you a new quote.",
        ),
        quotePaymentTerms(mail.total, words),
      ],
      details: [
        [t('Reference'), mail.reference],
        [t('Quote number'), mail.number],
        [t('Total price'), total],
        [t('Valid until'), validUntil],
      ],
      action: { label: t('See and accept your quote'), url: mail.trackingUrl },
      closing: `Karibu sana,\n${mail.agentName}`,
    }),
  };
}
