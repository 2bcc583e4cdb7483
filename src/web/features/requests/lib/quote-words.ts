import type { QuoteAnswer, RequestPaymentsAnswer } from '#domain/api/quotes.js';
import { msg } from '#domain/i18n/msg.js';
import type { PaymentMethod } from '#domain/payments/ledger.js';
import type { QuoteLineKind } from '#domain/quotes/quote-money.js';
import { DEPOSIT_PERCENT } from '#domain/requests/payment-schedule.js';

// The words the tracking page shows for a quote's and a payment's codes, marked for the catalogues (docs/i18n.md).

export type QuoteStatus = QuoteAnswer['status'];
type InstalmentKind = RequestPaymentsAnswer['schedule'][number]['kind'];
type InstalmentStatus = RequestPaymentsAnswer['schedule'][number]['status'];

export const QUOTE_LINE_KINDS: Readonly<Record<QuoteLineKind, string>> = {
  trip: msg('Trip'),
  accommodation: msg('Accommodation'),
  activity: msg('Activity'),
  transfer: msg('Transfer'),
  park_fee: msg('Park fees'),
  extra: msg('Extra'),
  discount: msg('Discount'),
};

/** A quote's state in one word, as the list of older versions shows it. */
export const QUOTE_STATUSES: Readonly<Record<QuoteStatus, string>> = {
  sent: msg('Waiting for your answer'),
  accepted: msg('Accepted'),
  declined: msg('Changes asked'),
  superseded: msg('Replaced by a newer quote'),
  expired: msg('Expired'),
};

/** Why a quote that is not open offers no Accept. */
export const QUOTE_CLOSED_NOTES: Readonly<Record<Exclude<QuoteStatus, 'sent'>, string>> = {
  accepted: msg('You accepted this quote: your booking is confirmed.'),
  declined: msg("You asked for changes to this quote. We'll send you a new quote."),
  superseded: msg('We have sent you a newer quote since: this one can no longer be accepted.'),
  expired: msg('This quote expired on {date}. Write to us below and we will send you a new one.'),
};

/** 'Deposit (30%)', 'Balance (70%)', 'Full payment' with their percent filled in. */
export const INSTALMENT_KINDS: Readonly<Record<InstalmentKind, { label: string; percent?: number }>> = {
  deposit: { label: msg('Deposit ({percent}%)'), percent: DEPOSIT_PERCENT },
  balance: { label: msg('Balance ({percent}%)'), percent: 100 - DEPOSIT_PERCENT },
  full: { label: msg('Full payment') },
};

export const INSTALMENT_STATES: Readonly<Record<InstalmentStatus, string>> = {
  paid: msg('Paid'),
  overdue: msg('Overdue'),
  due: msg('Due'),
};

export const PAYMENT_METHODS: Readonly<Record<PaymentMethod, string>> = {
  bank_transfer: msg('Bank transfer'),
  cash: msg('Cash'),
  mobile_money: msg('Mobile money'),
  card: msg('Card'),
};
