import { msg } from '../i18n/msg.js';

/**
 * The requests desk's workflow: every booking, destination inquiry and contact inquiry moves along
 * this table. The server refuses any other move (422); the back office offers only these.
 */
export const REQUEST_STATUSES = ['new', 'in_progress', 'quoted', 'confirmed', 'completed', 'cancelled'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const REQUEST_TYPES = ['trip_booking', 'destination_booking', 'inquiry'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

const MOVES: Record<RequestStatus, readonly RequestStatus[]> = {
  new: ['in_progress', 'cancelled'],
  in_progress: ['quoted', 'confirmed', 'cancelled'],
  quoted: ['in_progress', 'confirmed', 'cancelled'],
  confirmed: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

export function allowedMoves(from: RequestStatus): readonly RequestStatus[] {
  return MOVES[from];
}

export function canMoveRequest(from: RequestStatus, to: RequestStatus): boolean {
  return MOVES[from].includes(to);
}

/** The statuses a request can be quoted from (again): a quote moves it to `quoted`. */
export const QUOTABLE_STATUSES = ['new', 'in_progress', 'quoted'] as const satisfies readonly RequestStatus[];

export const canQuote = (status: RequestStatus) => (QUOTABLE_STATUSES as readonly RequestStatus[]).includes(status);

/** What the tourist reads (dashboard, tracking page, e-mails). */
export const TOURIST_STATUS_LABELS: Record<RequestStatus, string> = {
  new: msg('Received'),
  in_progress: msg('Being planned'),
  quoted: msg('Quote sent'),
  confirmed: msg('Confirmed'),
  completed: msg('Completed'),
  cancelled: msg('Cancelled'),
};

/** What the agency reads in the back office. */
export const STAFF_STATUS_LABELS: Record<RequestStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  quoted: 'Quoted',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const REQUEST_TYPE_LABELS: Record<RequestType, string> = {
  trip_booking: msg('Trip booking'),
  destination_booking: msg('Destination inquiry'),
  inquiry: msg('Contact inquiry'),
};

/** The site promises an answer within 24 hours: a `new` request older than that is overdue. */
export const ANSWER_WITHIN_HOURS = 24;

export function isOverdue(status: RequestStatus, receivedAt: Date, now: Date = new Date()): boolean {
  return status === 'new' && now.getTime() - receivedAt.getTime() > ANSWER_WITHIN_HOURS * 3_600_000;
}
