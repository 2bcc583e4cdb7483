import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { REQUEST_STATUSES } from '#domain/requests/request-status.js';
import { instant, partOf } from './columns.js';
import { requests } from './desk.js';
import { mailOutbox } from './mail.js';
import { staff } from './staff.js';

// In a file of its own because it points at both a request and the mail it sent, while the outbox points at
// the request: with it in desk.ts, desk.ts and mail.ts would import each other.
/** `message`: the agency wrote to the tourist; `tourist_message`: the tourist wrote to the agency (tracking page). */
export const REQUEST_EVENT_KINDS = ['status', 'note', 'message', 'tourist_message'] as const;
export type RequestEventKind = (typeof REQUEST_EVENT_KINDS)[number];

/**
 * What happened to a request after it arrived: status changes (with the message sent to the tourist),
 * internal notes, the agency's messages and the tourist's. Append-only. E-mails are read from the outbox by `request_id`.
 */
export const requestEvents = pgTable(
  'request_events',
  {
    id: serial('id').primaryKey(),
    requestId: partOf('request_id', () => requests.id),
    at: instant('at').notNull().defaultNow(),
    kind: text('kind', { enum: REQUEST_EVENT_KINDS }).notNull(),
    staffId: integer('staff_id').references(() => staff.id),
    fromStatus: text('from_status', { enum: REQUEST_STATUSES }),
    toStatus: text('to_status', { enum: REQUEST_STATUSES }),
    text: text('text').notNull().default(''),
    /**
     * What the tourist reads of this event where it is not `text`: the system's own account of an event ("Quote 2
     * accepted online.", "The trip has ended.") is the desk's, in English; the tourist's timeline already names the
     * status in their language, so they read nothing more ('') or their own words (a reason for declining).
     */
    touristText: text('tourist_text'),
    visibleToTourist: boolean('visible_to_tourist').notNull(),
    /** the e-mail this event sent, if any */
    mailId: integer('mail_id').references(() => mailOutbox.id),
  },
  (t) => [index('request_events_request_idx').on(t.requestId, t.at)],
);
