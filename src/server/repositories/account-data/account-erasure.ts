import { eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.js';
import * as t from '#server/db/schema/index.js';

/** What an erased person's requests show in place of their name; they keep no address and no phone. */
export const ERASED_NAME = { firstName: 'Deleted', lastName: 'traveller' } as const;
const ERASED_CONTACT = { ...ERASED_NAME, email: '', phone: '' };

/**
 * The writes of an account's erasure (docs/decisions/038-what-deleting-an-account-erases.md), each in the
 * caller's transaction. Requests, quotes and payments stay for the agency's books; who sent them does not.
 */
export function createAccountErasure(tx: DbOrTx) {
  return {
    /**
     * The requests, their lines and inquiries lose the name, address, phone and free text; `search_text` follows.
     * The timeline (`request_events`) is append-only history and stays as written (decision 038).
     */
    async anonymiseRequests(ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await tx
        .update(t.requests)
        .set({ ...ERASED_CONTACT, userId: null })
        .where(inArray(t.requests.id, ids));
      await tx
        .update(t.bookings)
        .set({ ...ERASED_CONTACT, note: null, userId: null })
        .where(inArray(t.bookings.requestId, ids));
      await tx
        .update(t.inquiries)
        .set({ ...ERASED_CONTACT, message: '', userId: null })
        .where(inArray(t.inquiries.requestId, ids));
      await tx.update(t.quotes).set({ declineReason: null }).where(inArray(t.quotes.requestId, ids));
      // The tracking links were mailed to the erased address: nobody holds the request any more.
      await tx.delete(t.requestTrackingKeys).where(inArray(t.requestTrackingKeys.requestId, ids));
    },

    /**
     * The outbox's copies of mails to the person or about their requests keep only what the desk's timeline
     * shows (the kind, when, whether it went); one still waiting is not sent to an address that is gone.
     */
    async redactMails(addresses: string[], ids: number[]): Promise<void> {
      const lower = [...new Set(addresses.map((a) => a.toLowerCase()))];
      const toThem = lower.length > 0 ? inArray(sql`lower(${t.mailOutbox.toAddress})`, lower) : sql`false`;
      const fromThem = lower.length > 0 ? inArray(sql`lower(${t.mailOutbox.replyTo})`, lower) : sql`false`;
      const aboutThem = ids.length > 0 ? inArray(t.mailOutbox.requestId, ids) : sql`false`;
      await tx
        .update(t.mailOutbox)
        .set({
          toAddress: sql`case when ${toThem} then '' else ${t.mailOutbox.toAddress} end`,
          replyTo: null,
          subject: '(erased)',
          textBody: '',
          htmlBody: null,
          attachments: null,
          headers: null,
          clientAddress: null,
          lastError: sql`case when ${t.mailOutbox.status} = 'pending' then 'not sent: the account was deleted' else ${t.mailOutbox.lastError} end`,
          status: sql`case when ${t.mailOutbox.status} = 'pending' then 'failed' else ${t.mailOutbox.status} end`,
        })
        .where(or(toThem, fromThem, aboutThem));
    },

    /** The featured words carry the person's name and country: they go with the account. */
    async removeTestimonials(userId: number): Promise<number> {
      const removed = await tx
        .delete(t.testimonials)
        .where(eq(t.testimonials.userId, userId))
        .returning({ id: t.testimonials.id });
      return removed.length;
    },

    /** The review invitations of the requests, and with them (cascade) the reviews written through them. */
    async removeReviews(requestIds: number[]): Promise<number> {
      if (requestIds.length === 0) return 0;
      const removed = await tx
        .delete(t.reviewInvitations)
        .where(inArray(t.reviewInvitations.requestId, requestIds))
        .returning({ id: t.reviewInvitations.id, used: t.reviewInvitations.usedAt });
      return removed.filter((row) => row.used !== null).length;
    },

    async removeNewsletter(email: string): Promise<void> {
      await tx.delete(t.newsletterSubscribers).where(eq(t.newsletterSubscribers.email, email.toLowerCase()));
    },

    /**
     * The account row; its sessions, one-time links, likes, ratings and cart go with it (their foreign keys
     * cascade), so every token stops working in the same commit. Answers the passport image's key, if any.
     */
    async removeUser(userId: number): Promise<string | null> {
      const [row] = await tx
        .delete(t.users)
        .where(eq(t.users.id, userId))
        .returning({ passport: t.users.passportImagePath });
      return row?.passport ?? null;
    },

    async countPayments(ids: number[]): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await tx.select({ id: t.payments.id }).from(t.payments).where(inArray(t.payments.requestId, ids));
      return rows.length;
    },

    async references(ids: number[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await tx
        .select({ reference: t.requests.reference })
        .from(t.requests)
        .where(inArray(t.requests.id, ids));
      return rows.map((row) => row.reference).sort();
    },
  };
}
