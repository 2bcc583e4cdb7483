import { TravellerAnswerSchema, TravellersDetailsAnswerSchema } from './travellers.js';
import { LOCALES } from '../i18n/locales.js';
import { z } from 'zod';
import { REQUEST_STATUSES, REQUEST_TYPES } from '../requests/request-status.js';
import { PayToSchema, QuoteSchema, RequestPaymentsSchema } from './quotes.js';
import { ScheduledEntrySchema } from './scheduled.js';

// The requests desk's answers (`/api/admin/requests…`), shared by the server's route schemas and the
// back office's client. Dates are ISO strings: calendar dates `YYYY-MM-DD`, instants with a time.

const status = z.enum(REQUEST_STATUSES);
const type = z.enum(REQUEST_TYPES);

/**
 * The page a request was sent from: its language, and the currency the tourist browsed in with the site's rate then.
 * Every amount of the request is USD (`currency`); shown to the tourist it is converted at this rate, never today's.
 */
export const SentInSchema = z.object({
  locale: z.enum(LOCALES),
  currency: z.string(),
  symbol: z.string(),
  /** units of `currency` per 1 USD when it was sent */
  exchange_rate: z.number(),
  /** the day that rate was the site's (YYYY-MM-DD) */
  rated_on: z.string(),
});
export type SentIn = z.infer<typeof SentInSchema>;

/** One row of the inbox (and of the CSV export). */
export const DeskRequestRowSchema = z.object({
  uuid: z.string(),
  reference: z.string(),
  type,
  status,
  customer: z.object({ name: z.string(), email: z.string(), phone: z.string(), country: z.string().nullable() }),
  /** the trip or destination; a whole-cart request reads "Safari A + 2 more"; a contact inquiry its destinations */
  item_name: z.string(),
  start_date: z.string().nullable(),
  guests: z.number().int(),
  /** USD as priced when sent; null when the agency prices it by proposal */
  total_price: z.number().nullable(),
  /** the currency of the amounts: USD */
  currency: z.string(),
  sent_in: SentInSchema,
  received_at: z.string(),
  updated_at: z.string(),
  overdue: z.boolean(),
});
export type DeskRequestRow = z.infer<typeof DeskRequestRowSchema>;

/**
 * A search is counted up to this many matches: past it the inbox says "1,000+" instead of reading every
 * match (a common surname or "+255" matches a large share of the desk). Filters without a search are exact.
 */
export const DESK_COUNT_CAP = 1000;

export const DeskRequestListSchema = z.object({
  requests: z.array(DeskRequestRowSchema),
  total: z.number().int(),
  /** every status's count under the other filters (the inbox's tabs); empty when `counts_capped` */
  counts: z.record(z.string(), z.number().int()),
  /** a search matched more than DESK_COUNT_CAP requests: its split by status is not counted (`counts` is empty) */
  counts_capped: z
    .boolean()
    .describe(`True when a search matched more than ${DESK_COUNT_CAP} requests: \`counts\` is then empty`),
  /** more than DESK_COUNT_CAP requests match: `total` is DESK_COUNT_CAP, a lower bound */
  total_capped: z
    .boolean()
    .describe(`True when more than ${DESK_COUNT_CAP} requests match a search: \`total\` is then ${DESK_COUNT_CAP}`),
  /** pass as `cursor` for the page after this one, in the same order and filters; null on the last page */
  next_cursor: z
    .string()
    .nullable()
    .optional()
    .describe('The `cursor` of the next page; null when this page is the last'),
});
export type DeskRequestList = z.infer<typeof DeskRequestListSchema>;

/** One booked or asked-for item of a request (a whole cart has several, numbered from 1). */
export const DeskRequestLineSchema = z.object({
  line: z.number().int(),
  item_type: z.enum(['trip', 'destination']),
  item_uuid: z.string().nullable(),
  item_name: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  guests: z.number().int(),
  service_class: z.string().nullable(),
  season: z.enum(['Low', 'High']).nullable(),
  /** the group tier the price came from (2, 4 or 6 and more) */
  tier: z.number().int().nullable(),
  per_person: z.number().nullable(),
  total_price: z.number().nullable(),
});
export type DeskRequestLine = z.infer<typeof DeskRequestLineSchema>;

/** `message` is the agency's to the tourist; `tourist_message` the tourist's to the agency (from the tracking page). */
export const TIMELINE_KINDS = ['received', 'status', 'note', 'message', 'tourist_message', 'mail'] as const;
export const TimelineEntrySchema = z.object({
  at: z.string(),
  kind: z.enum(TIMELINE_KINDS),
  /** the staff member's name; null for the visitor and for the system */
  actor: z.string().nullable(),
  text: z.string(),
  visible_to_tourist: z.boolean(),
  /** a status change: from and to */
  status: z.object({ from: status, to: status }).optional(),
  /** an e-mail: to whom, and whether it was delivered */
  mail: z.object({ to: z.string(), subject: z.string(), delivery: z.enum(['pending', 'sent', 'failed']) }).optional(),
});
export type TimelineEntry = z.infer<typeof TimelineEntrySchema>;

/** The request page: the list fields, everything the visitor sent, the timeline and what may happen next. */
export const DeskRequestSchema = DeskRequestRowSchema.extend({
  version: z.number().int(),
  quoted_price: z.number().nullable(),
  end_date: z.string().nullable(),
  /** when the agency first moved it on from `new`; null while it waits */
  answered_at: z.string().nullable(),
  customer: z.object({
    name: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string(),
    country: z.string().nullable(),
    gender: z.string().nullable(),
    /** signed in when they sent it */
    has_account: z.boolean(),
  }),
  /** the visitor's own words: a booking's note or an inquiry's message */
  note: z.string().nullable(),
  lines: z.array(DeskRequestLineSchema),
  /** a contact inquiry's extra fields; null for bookings */
  inquiry: z
    .object({
      trip_type: z.string().nullable(),
      service_class: z.string().nullable(),
      budget: z.string().nullable(),
      destinations: z.array(z.string()),
      locations: z.array(z.string()),
      source_page: z.string().nullable(),
    })
    .nullable(),
  allowed_moves: z.array(status),
  timeline: z.array(TimelineEntrySchema),
  /** every quote sent, newest first (docs/decisions/033-quotes-and-the-payments-ledger.md) */
  quotes: z.array(QuoteSchema),
  /** once confirmed: total, paid, balance, the schedule's instalments and the ledger */
  payments: RequestPaymentsSchema.nullable(),
  /** what the scheduler planned, did or skipped for it, soonest first */
  scheduled: z.array(ScheduledEntrySchema),
  /** what the tourist sent for each guest, passport numbers in full (decision 036); [] before */
  travellers: z.array(TravellerAnswerSchema),
  /** the arrival and the emergency contact sent with them, and when; null before */
  travel_details: TravellersDetailsAnswerSchema.omit({ travellers: true }).nullable(),
  /** every guest's details are there */
  travellers_complete: z.boolean(),
});
export type DeskRequest = z.infer<typeof DeskRequestSchema>;

export const DeskOverviewSchema = z.object({
  by_status: z.record(z.string(), z.number().int()),
  by_type: z.record(z.string(), z.number().int()),
  new_this_week: z.number().int(),
  overdue: z.number().int(),
  oldest_unanswered: z
    .object({ uuid: z.string(), reference: z.string(), customer_name: z.string(), received_at: z.string() })
    .nullable(),
  /** the last 12 weeks, oldest first; a week starts on Monday */
  per_week: z.array(z.object({ week_start: z.string(), count: z.number().int() })),
  /** USD still to collect on confirmed requests: overdue instalments, and those falling due in the next 30 days */
  receivables: z.object({ overdue: z.number(), due_next_30_days: z.number() }),
  /** confirmed trips starting from `from` to `to` (the next 60 days) whose travellers' details are not all there */
  travellers_missing: z.object({ count: z.number().int(), from: z.string(), to: z.string() }),
});
export type DeskOverview = z.infer<typeof DeskOverviewSchema>;

/** One line of the tourist's history: never a note, never a staff member's name or address. */
/** `message`: the agency wrote; `tourist_message`: the tourist did, from the tracking page. */
export const TOURIST_TIMELINE_KINDS = ['received', 'status', 'message', 'tourist_message'] as const;
export const TouristTimelineEntrySchema = z.object({
  at: z.string(),
  kind: z.enum(TOURIST_TIMELINE_KINDS),
  /** "Quote sent — Here is your quote…" for a status change; the message itself for a message (English labels) */
  text: z.string(),
  /** the status a change moved the request to (null for anything else): a page names it in its own language */
  status: status.nullable(),
  /** the words written with it (the agency's, or the tourist's own message), without the status's label; '' if none */
  words: z.string(),
});
export type TouristTimelineEntry = z.infer<typeof TouristTimelineEntrySchema>;

/** What the tourist sees of their request: the dashboard's Bookings tab and the tracking page. */
export const TrackedRequestSchema = z.object({
  reference: z.string(),
  type,
  status,
  /** Received, Being planned, Quote sent, Confirmed, Completed, Cancelled */
  status_label: z.string(),
  item_name: z.string(),
  lines: z.array(DeskRequestLineSchema.omit({ per_person: true })),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  guests: z.number().int(),
  total_price: z.number().nullable(),
  quoted_price: z.number().nullable(),
  /** the currency of the amounts: USD */
  currency: z.string(),
  sent_in: SentInSchema,
  received_at: z.string(),
  /** oldest first: received, status changes with their message, messages; never notes */
  timeline: z.array(TouristTimelineEntrySchema),
  /** the quotes sent, newest first (docs/decisions/033-quotes-and-the-payments-ledger.md) */
  quotes: z.array(QuoteSchema),
  /** once confirmed: the schedule, what was paid and what is left (entries without staff names) */
  payments: RequestPaymentsSchema.nullable(),
  /** once confirmed: the bank to pay into and the reference to quote */
  pay_to: PayToSchema.nullable(),
  /** the travellers' details were sent for every guest (decision 036) */
  travellers_complete: z.boolean(),
  /** what was sent, passport numbers masked (`•••• 1234`); null before */
  travellers: TravellersDetailsAnswerSchema.nullable(),
});
export type TrackedRequest = z.infer<typeof TrackedRequestSchema>;
