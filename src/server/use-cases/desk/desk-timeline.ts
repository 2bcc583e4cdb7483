import type { TimelineEntry } from '#domain/api/requests-desk.js';
import { STAFF_STATUS_LABELS } from '#domain/requests/request-status.js';
import type { DeskEventRecord, DeskMailRecord } from '#server/repositories/desk-request-repository.js';

export const RECEIVED_TEXT = 'Request received from the website';

/** "Moved from New to Quoted", then the message the tourist was sent with it, if any. */
export function statusText(event: Pick<DeskEventRecord, 'fromStatus' | 'toStatus' | 'text'>): string {
  const moved =
    event.fromStatus && event.toStatus
      ? `Moved from ${STAFF_STATUS_LABELS[event.fromStatus]} to ${STAFF_STATUS_LABELS[event.toStatus]}`
      : 'Status changed';
  return event.text ? `${moved}: ${event.text}` : moved;
}

const mailOf = (mail: DeskMailRecord) => ({ to: mail.to, subject: mail.subject, delivery: mail.delivery });

export function eventEntry(event: DeskEventRecord): TimelineEntry {
  const { fromStatus: from, toStatus: to } = event;
  return {
    at: event.at.toISOString(),
    kind: event.kind,
    actor: event.actor,
    text: event.kind === 'status' ? statusText(event) : event.text,
    visible_to_tourist: event.visibleToTourist,
    ...(event.kind === 'status' && from && to ? { status: { from, to } } : {}),
    ...(event.mail ? { mail: mailOf(event.mail) } : {}),
  };
}

export function mailEntry(mail: DeskMailRecord): TimelineEntry {
  return {
    at: mail.at.toISOString(),
    kind: 'mail',
    actor: null,
    text: `E-mail to ${mail.to}: ${mail.subject}`,
    visible_to_tourist: false,
    mail: mailOf(mail),
  };
}

// Within one instant (a status change and its e-mail share the transaction's clock) the arrival comes
// first, then what staff did, then the mail it sent.
const RANK: Record<TimelineEntry['kind'], number> = {
  received: 0,
  status: 1,
  note: 1,
  message: 1,
  tourist_message: 1,
  mail: 2,
};

/** The request's story, oldest first: its arrival, every staff event and every e-mail about it. */
export function timeline(receivedAt: Date, events: DeskEventRecord[], mails: DeskMailRecord[]): TimelineEntry[] {
  const received: TimelineEntry = {
    at: receivedAt.toISOString(),
    kind: 'received',
    actor: null,
    text: RECEIVED_TEXT,
    visible_to_tourist: true,
  };
  const entries = [
    { at: receivedAt.getTime(), order: 0, entry: received },
    ...events.map((event, order) => ({ at: event.at.getTime(), order, entry: eventEntry(event) })),
    ...mails.map((mail, order) => ({ at: mail.at.getTime(), order, entry: mailEntry(mail) })),
  ];
  // Array.sort is stable, and each source is already oldest first.
  entries.sort((a, b) => a.at - b.at || RANK[a.entry.kind] - RANK[b.entry.kind] || a.order - b.order);
  return entries.map(({ entry }) => entry);
}
