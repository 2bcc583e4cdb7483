import { z } from 'zod';
import { REQUEST_STATUSES, REQUEST_TYPES } from '../requests/request-status.js';
import { blankToUndefined, LONG_TEXT_MAX, optionalIsoDate, requiredText, text, wholeCents } from './common.js';
import {
  DESK_FILTER_MESSAGE,
  MESSAGE_BODY_MESSAGE,
  MESSAGE_SUBJECT_MESSAGE,
  NOTE_TEXT_MESSAGE,
  QUOTED_PRICE_MESSAGE,
  REQUEST_STATUS_MESSAGE,
  REQUEST_VERSION_MESSAGE,
} from './messages.js';

export const DESK_SORTS = ['received_desc', 'received_asc', 'travel_asc', 'travel_desc'] as const;
export type DeskSort = (typeof DESK_SORTS)[number];
export const DESK_PAGE_SIZE = 25;

// What staff type goes through the shared text rules (common.ts): control characters and broken
// Unicode are a 422 like in every other field, zero-width-only text is blank.

const filter = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.enum(values, { error: DESK_FILTER_MESSAGE }).optional());

/** The inbox's query string (and the CSV export's): every filter is optional. */
export const DeskListQuerySchema = z.object({
  type: filter(REQUEST_TYPES),
  status: filter(REQUEST_STATUSES),
  q: z.preprocess(blankToUndefined, text(DESK_FILTER_MESSAGE, { tooLong: DESK_FILTER_MESSAGE }).optional()),
  travel_from: optionalIsoDate(DESK_FILTER_MESSAGE),
  travel_to: optionalIsoDate(DESK_FILTER_MESSAGE),
  /** only `new` requests older than 24 hours */
  overdue: z
    .string()
    .optional()
    .transform((v) => v === 'true' || v === '1'),
  /** only confirmed requests whose travellers' details are not all there */
  travellers_missing: z
    .string()
    .optional()
    .transform((v) => v === 'true' || v === '1'),
  sort: filter(DESK_SORTS),
  limit: z.coerce.number({ error: DESK_FILTER_MESSAGE }).int().min(1).max(100).default(DESK_PAGE_SIZE),
  offset: z.coerce.number({ error: DESK_FILTER_MESSAGE }).int().min(0).max(10_000_000).default(0),
  /** the `next_cursor` of the page before: the next page without counting the rows before it (`offset` is then ignored) */
  cursor: z
    .preprocess(blankToUndefined, text(DESK_FILTER_MESSAGE, { tooLong: DESK_FILTER_MESSAGE }).optional())
    .describe(
      'Opaque: the `next_cursor` of the page before, with the same filters and sort. The next page is read from there (offset is ignored), however deep it is.',
    ),
});
export type DeskListQuery = z.infer<typeof DeskListQuerySchema>;

/** The highest quote the desk may send, in USD: far above any safari, far below a typo's zeros. */
export const MAX_QUOTED_PRICE = 1_000_000;

const quotedPrice = wholeCents(QUOTED_PRICE_MESSAGE, MAX_QUOTED_PRICE);

const optionalMessage = z.preprocess(
  blankToUndefined,
  text(MESSAGE_BODY_MESSAGE, { multiline: true, max: LONG_TEXT_MAX, tooLong: MESSAGE_BODY_MESSAGE }).optional(),
);

/** A move along the workflow; `version` is what the staff member saw (optimistic concurrency). */
export const StatusChangeSchema = z
  .object({
    status: z.enum(REQUEST_STATUSES, { error: REQUEST_STATUS_MESSAGE }),
    version: z.coerce.number({ error: REQUEST_VERSION_MESSAGE }).int().min(1).max(2_147_483_647),
    message: optionalMessage,
    quoted_price: z.preprocess((v) => (v === '' || v === null ? undefined : v), quotedPrice.optional()),
  })
  .refine((change) => change.status !== 'quoted' || change.quoted_price !== undefined, {
    error: QUOTED_PRICE_MESSAGE,
    path: ['quoted_price'],
  });
export type StatusChangeInput = z.infer<typeof StatusChangeSchema>;

/** An internal note: never shown to the tourist. */
export const RequestNoteSchema = z.object({
  text: requiredText(NOTE_TEXT_MESSAGE, { multiline: true, max: LONG_TEXT_MAX, tooLong: NOTE_TEXT_MESSAGE }),
});
export type RequestNoteInput = z.infer<typeof RequestNoteSchema>;

/** A message e-mailed to the tourist through the outbox. */
export const RequestMessageSchema = z.object({
  subject: z.preprocess(
    blankToUndefined,
    text(MESSAGE_SUBJECT_MESSAGE, { tooLong: MESSAGE_SUBJECT_MESSAGE }).optional(),
  ),
  body: requiredText(MESSAGE_BODY_MESSAGE, { multiline: true, max: LONG_TEXT_MAX, tooLong: MESSAGE_BODY_MESSAGE }),
});
export type RequestMessageInput = z.infer<typeof RequestMessageSchema>;
