import { z } from 'zod';
import { msg } from '../i18n/msg.js';
import { PAYMENT_METHODS } from '../payments/ledger.js';
import { MAX_GUESTS } from '../pricing/group-tier.js';
import { QUOTE_LINE_KINDS } from '../quotes/quote-money.js';
import {
  blankToUndefined,
  countField,
  LONG_TEXT_MAX,
  optionalIdField,
  requiredIsoDate,
  requiredText,
  text,
  uuidField,
  wholeCents,
} from './common.js';
import { MAX_QUOTED_PRICE } from './admin-requests.js';
import { REQUEST_VERSION_MESSAGE } from './messages.js';

// What staff send to quote a request and to record money (docs/decisions/033-quotes-and-the-payments-ledger.md).
// The figures themselves are made by src/domain/quotes/quote-money.ts and src/domain/payments/ledger.ts.

export const QUOTE_LINE_KIND_MESSAGE = msg('Please choose what the line is.');
export const QUOTE_LINE_DESCRIPTION_MESSAGE = msg('Please describe the line.');
export const QUOTE_QUANTITY_MESSAGE = msg('Please enter a whole number from 1.');
export const QUOTE_UNIT_PRICE_MESSAGE = msg('Please enter a price in USD with at most 2 decimals.');
export const QUOTE_VALID_UNTIL_MESSAGE = msg('Please choose the last day the quote can be accepted, from today on.');
export const QUOTE_LINES_MESSAGE = msg('A quote needs at least one line.');
export const QUOTE_TRIP_MESSAGE = msg('Please choose the trip, its start date and the guests.');
export const QUOTE_DAY_MESSAGE = msg('Please give each itinerary day a title.');
export const QUOTE_LIST_ITEM_MESSAGE = msg('Please keep each item to one line of text.');
export const QUOTE_LINE_MAX = 40;
export const QUOTE_DAYS_MAX = 60;
export const QUOTE_LIST_MAX = 30;

/** A line's unit price in USD: any sign (a discount is negative), at most 2 decimals; the rules by kind are the domain's. */
const unitPrice = z.coerce
  .number({ error: QUOTE_UNIT_PRICE_MESSAGE })
  .min(-MAX_QUOTED_PRICE, { error: QUOTE_UNIT_PRICE_MESSAGE, abort: true })
  .max(MAX_QUOTED_PRICE, { error: QUOTE_UNIT_PRICE_MESSAGE, abort: true })
  .multipleOf(0.01, { error: QUOTE_UNIT_PRICE_MESSAGE });

export const QuoteLineInputSchema = z.object({
  kind: z.enum(QUOTE_LINE_KINDS, { error: QUOTE_LINE_KIND_MESSAGE }),
  description: z.preprocess(blankToUndefined, text(QUOTE_LINE_DESCRIPTION_MESSAGE).optional()),
  quantity: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 1 : v),
    countField(1, QUOTE_QUANTITY_MESSAGE, 999),
  ),
  unit_price: unitPrice.optional(),
  /** a trip line priced by the server from the trip's budget table (unit = per person, quantity = guests) */
  trip_uuid: uuidField(QUOTE_TRIP_MESSAGE, QUOTE_TRIP_MESSAGE).optional(),
  start_date: requiredIsoDate(QUOTE_TRIP_MESSAGE).optional(),
  guests: countField(1, QUOTE_TRIP_MESSAGE, MAX_GUESTS).optional(),
  class_id: optionalIdField(QUOTE_TRIP_MESSAGE),
});
export type QuoteLineInputBody = z.infer<typeof QuoteLineInputSchema>;

const listItem = requiredText(QUOTE_LIST_ITEM_MESSAGE);

export const QuoteInputSchema = z.object({
  /** the request's version the agent saw (a stale one is 409) */
  version: z.coerce.number({ error: REQUEST_VERSION_MESSAGE }).int().min(1),
  valid_until: requiredIsoDate(QUOTE_VALID_UNTIL_MESSAGE),
  lines: z.array(QuoteLineInputSchema, { error: QUOTE_LINES_MESSAGE }).min(1, QUOTE_LINES_MESSAGE).max(QUOTE_LINE_MAX),
  itinerary: z
    .array(
      z.object({
        day_number: countField(1, QUOTE_DAY_MESSAGE, QUOTE_DAYS_MAX),
        title: requiredText(QUOTE_DAY_MESSAGE),
        description: z.preprocess(
          blankToUndefined,
          text(QUOTE_DAY_MESSAGE, { multiline: true, max: LONG_TEXT_MAX }).optional(),
        ),
      }),
    )
    .max(QUOTE_DAYS_MAX)
    .optional(),
  includes: z.array(listItem).max(QUOTE_LIST_MAX).optional(),
  excludes: z.array(listItem).max(QUOTE_LIST_MAX).optional(),
  message: z.preprocess(
    blankToUndefined,
    text(msg('Please write a shorter message.'), { multiline: true, max: LONG_TEXT_MAX }).optional(),
  ),
});
export type QuoteInput = z.infer<typeof QuoteInputSchema>;

export const PAYMENT_AMOUNT_MESSAGE = msg('Please enter the amount received, above 0 with at most 2 decimals.');
export const PAYMENT_CURRENCY_MESSAGE = msg('Please choose one of the site’s currencies.');
export const PAYMENT_RECEIVED_ON_MESSAGE = msg('Please give the day the money arrived, today or earlier.');
export const PAYMENT_REFERENCE_MESSAGE = msg(
  'Please give the bank’s or the mobile-money reference (up to 100 characters).',
);
export const PAYMENT_METHOD_MESSAGE = msg('Please choose how the money came.');
export const VOID_REASON_MESSAGE = msg('Please say why this entry is voided (up to 500 characters).');

export const PaymentInputSchema = z.object({
  kind: z.enum(['payment', 'refund'], { error: msg('Please choose payment or refund.') }),
  method: z.enum(PAYMENT_METHODS, { error: PAYMENT_METHOD_MESSAGE }),
  amount: wholeCents(PAYMENT_AMOUNT_MESSAGE, 10_000_000_000),
  currency: z
    .string({ error: PAYMENT_CURRENCY_MESSAGE })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { error: PAYMENT_CURRENCY_MESSAGE }),
  received_on: requiredIsoDate(PAYMENT_RECEIVED_ON_MESSAGE),
  reference: requiredText(PAYMENT_REFERENCE_MESSAGE, { max: 100, tooLong: PAYMENT_REFERENCE_MESSAGE }),
  /** its USD value when the agency knows it (the bank's own conversion); else the site's rate in force */
  amount_usd: wholeCents(PAYMENT_AMOUNT_MESSAGE, MAX_QUOTED_PRICE).optional(),
});
export type PaymentInput = z.infer<typeof PaymentInputSchema>;

/** The back office's record-payment form: the USD value is typed as text, and left blank for the site's rate. */
export const PaymentFormSchema = PaymentInputSchema.extend({
  amount_usd: z.preprocess(blankToUndefined, wholeCents(PAYMENT_AMOUNT_MESSAGE, MAX_QUOTED_PRICE).optional()),
});

export const VoidPaymentSchema = z.object({
  reason: requiredText(VOID_REASON_MESSAGE, { max: 500, multiline: true, tooLong: VOID_REASON_MESSAGE }),
});

export const INSTALMENT_FILTERS = ['overdue', 'due', 'paid'] as const;
export const InstalmentListQuerySchema = z.object({
  status: z.preprocess(
    blankToUndefined,
    z.enum(INSTALMENT_FILTERS, { error: msg('Please choose overdue, due or paid.') }).optional(),
  ),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const ACCEPT_TERMS_MESSAGE = msg('Please accept the terms to confirm your booking.');
/** What a tourist sends to accept a quote: the terms box ticked. */
export const AcceptQuoteSchema = z.object({
  accept_terms: z.literal(true, { error: ACCEPT_TERMS_MESSAGE }),
});
/** The tracking page's accept form: the same rule on a box that starts unticked. */
export const AcceptQuoteFormSchema = z.object({
  accept_terms: z.boolean({ error: ACCEPT_TERMS_MESSAGE }).refine((ticked) => ticked, { error: ACCEPT_TERMS_MESSAGE }),
});
export const DeclineQuoteSchema = z.object({
  reason: z.preprocess(
    blankToUndefined,
    text(msg('Please keep this under 2000 characters.'), { multiline: true, max: 2000 }).optional(),
  ),
});
export type DeclineQuoteInput = z.infer<typeof DeclineQuoteSchema>;
