import type { FastifyInstance } from 'fastify';
import type { Transaction } from '#server/db/client.js';
import {
  createBookingsRepository,
  type BookingSummary,
  type BookingsRepository,
} from '#server/repositories/bookings-repository.js';

/**
 * Stores a booking once per request: inside one transaction holding the request's fingerprint lock, an
 * identical request from the last seconds (a double click) is answered with the booking it made. `create`
 * stores the row and queues its mails in `tx`; the mails go out after the commit, never delaying the answer.
 */
export async function saveBookingOnce(
  app: FastifyInstance,
  fingerprint: string,
  create: (repo: BookingsRepository, tx: Transaction) => Promise<BookingSummary>,
): Promise<BookingSummary> {
  const result = await app.db.transaction(async (tx) => {
    const repo = createBookingsRepository(tx);
    await repo.lockFingerprint(fingerprint);
    const earlier = await repo.recentByFingerprint(fingerprint);
    if (earlier) return { summary: earlier, created: false };
    return { summary: await create(repo, tx), created: true };
  });
  if (result.created) app.mail.deliverSoon();
  return result.summary;
}
