import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.js';
import { requests } from './desk.js';

export interface MailAttachment {
  filename: string;
  contentType: string;
  base64: string;
}

/**
 * Every e-mail is stored before it is sent (in the same transaction as the row it is about), so a mail
 * server that is down or slow never loses a booking or an inquiry: the queue retries until it is sent.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** also a lease: a delivery claims a row by moving this forward, so two processes never send it twice */
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: instant('sent_at'),
    /** files sent with it, e.g. a confirmation PDF: `[{filename, contentType, base64}]` */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    /** extra headers the mail carries, e.g. `List-Unsubscribe` on newsletter mail */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** the request this mail is about, for the desk's timeline (with its delivery state) */
    requestId: integer('request_id').references(() => requests.id, { onDelete: 'set null' }),
    /** the client address (IP) whose request queued a visitor's confirmation; counted by mail/confirmation-allowance.ts */
    clientAddress: text('client_address'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_request_idx').on(t.requestId),
    // The hourly allowance of confirmations counts by recipient and by client.
    index('mail_outbox_recipient_recent_idx').on(sql`lower(${t.toAddress})`, t.createdAt),
    index('mail_outbox_client_recent_idx').on(t.clientAddress, t.createdAt),
  ],
);
