import { z } from 'zod';
import { INSTALMENT_FILTERS } from '../schemas/admin-quotes.js';
import { PAYMENT_METHODS } from '../payments/ledger.js';
import { QUOTE_LINE_KINDS } from '../quotes/quote-money.js';

/** A quote as staff and its tourist read it (docs/decisions/033-quotes-and-the-payments-ledger.md). */
export const QuoteSchema = z.object({
  uuid: z.string(),
  number: z.number().int(),
  status: z.enum(['sent', 'accepted', 'declined', 'superseded', 'expired']),
  lines: z.array(
    z.object({
      kind: z.enum(QUOTE_LINE_KINDS),
      description: z.string(),
      quantity: z.number().int(),
      unit_price: z.number(),
      amount: z.number(),
    }),
  ),
  total: z.number(),
  currency: z.literal('USD'),
  valid_until: z.string(),
  sent_at: z.string(),
  decided_at: z.string().nullable(),
  /** what the tourist asked to change */
  decline_reason: z.string().nullable(),
  message: z.string().nullable(),
  itinerary: z.array(z.object({ day_number: z.number().int(), title: z.string(), description: z.string() })),
  includes: z.array(z.string()),
  excludes: z.array(z.string()),
});
export type QuoteAnswer = z.infer<typeof QuoteSchema>;

export const PaymentEntrySchema = z.object({
  uuid: z.string(),
  number: z.number().int(),
  kind: z.enum(['payment', 'refund']),
  method: z.enum(PAYMENT_METHODS),
  amount: z.number(),
  currency: z.string(),
  amount_usd: z.number(),
  reference: z.string(),
  received_on: z.string(),
  /** the staff member who recorded it; absent from the tourist's view */
  recorded_by: z.string().nullable().optional(),
  voided_at: z.string().nullable(),
  void_reason: z.string().nullable().optional(),
});
export type PaymentEntry = z.infer<typeof PaymentEntrySchema>;

export const InstalmentSchema = z.object({
  kind: z.enum(['deposit', 'balance', 'full']),
  amount: z.number(),
  due_date: z.string().nullable(),
  status: z.enum(INSTALMENT_FILTERS),
  /** what is still to pay of it */
  outstanding: z.number(),
});

/** A confirmed request's money: the total, what was paid, what is left, the schedule and the ledger. */
export const RequestPaymentsSchema = z.object({
  currency: z.literal('USD'),
  total: z.number(),
  paid: z.number(),
  balance: z.number(),
  schedule: z.array(InstalmentSchema),
  entries: z.array(PaymentEntrySchema),
});
export type RequestPaymentsAnswer = z.infer<typeof RequestPaymentsSchema>;

/** Where a confirmed request is paid: the agency's bank (the one the confirmation and receipts print) and the reference to quote. */
export const PayToSchema = z.object({
  account_name: z.string(),
  bank_name: z.string(),
  account_number: z.string(),
  swift: z.string(),
  branch: z.string(),
  /** the request's reference, to quote with every payment */
  reference: z.string(),
});
export type PayTo = z.infer<typeof PayToSchema>;

export const InstalmentRowSchema = z.object({
  request_uuid: z.string(),
  reference: z.string(),
  customer_name: z.string(),
  kind: z.enum(['deposit', 'balance', 'full']),
  amount: z.number(),
  outstanding: z.number(),
  due_date: z.string().nullable(),
  status: z.enum(INSTALMENT_FILTERS),
});
export type InstalmentRow = z.infer<typeof InstalmentRowSchema>;
