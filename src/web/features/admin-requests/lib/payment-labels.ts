import type { InstalmentKind, InstalmentStatus, PaymentMethod } from '#domain/payments/ledger.js';

// The words the back office uses for the ledger (docs/decisions/033-quotes-and-the-payments-ledger.md). Records of
// every value, so the lists and forms need only the domain's types, not the schemas and their messages.

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bank_transfer: 'Bank transfer',
  cash: 'Cash',
  mobile_money: 'Mobile money',
  card: 'Card',
};

/** What the reference field asks for, by how the money came. */
export const REFERENCE_HINTS: Record<PaymentMethod, string> = {
  bank_transfer: 'The bank’s transfer reference, as on the statement.',
  cash: 'The number of the receipt handed over.',
  mobile_money: 'The M-Pesa, Airtel Money or Tigo Pesa transaction reference from the SMS (e.g. QHX81LM2P).',
  card: 'The card terminal’s approval code.',
};

export const ENTRY_KIND_LABELS: Record<'payment' | 'refund', string> = { payment: 'Payment', refund: 'Refund' };

export const INSTALMENT_KIND_LABELS: Record<InstalmentKind, string> = {
  deposit: 'Deposit',
  balance: 'Balance',
  full: 'Full payment',
};

export const INSTALMENT_STATUS_LABELS: Record<InstalmentStatus, string> = {
  overdue: 'Overdue',
  due: 'Due',
  paid: 'Paid',
};
export const INSTALMENT_STATUSES = Object.keys(INSTALMENT_STATUS_LABELS) as InstalmentStatus[];
