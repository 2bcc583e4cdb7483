import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '#server/db/client.js';
import { mailOutbox } from '#server/db/schema/mail.js';

/**
 * The mails a visitor's request sends to the address typed in the form: anyone can type any address,
 * so these are the ones a stranger could aim at somebody else.
 */
export const VISITOR_CONFIRMATION_KINDS = [
  'booking-confirmation',
  'destination-inquiry-confirmation',
  'inquiry-confirmation',
  'cart-request-confirmation',
] as const;

export const isVisitorConfirmation = (kind: string): boolean =>
  (VISITOR_CONFIRMATION_KINDS as readonly string[]).includes(kind);

export interface ConfirmationLimits {
  /** confirmations one recipient address may receive in a rolling hour */
  perAddress: number;
  /** confirmations one client (IP) may trigger in a rolling hour */
  perClient: number;
  /** clients no limit applies to (`RATE_LIMIT_ALLOW`) */
  allowList: readonly string[];
}

/** Advisory-lock namespace of the allowance; bookings-repository.ts uses 7_461_001 for fingerprints. */
const ALLOWANCE_LOCK_NAMESPACE = 7_461_002;

const lockKey = (tx: Transaction, key: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(${ALLOWANCE_LOCK_NAMESPACE}, hashtext(${key}))`);

/**
 * Whether one more visitor confirmation may go to `to` for `client` within the rolling hour. It counts
 * the outbox, so every server process on one database shares the count; the locks (held to the end of
 * the transaction that queues the mail) keep two concurrent requests from both taking the last place.
 * Always the recipient's lock before the client's, so two requests never wait on each other in a circle.
 * `kinds` are the mails counted (the visitor confirmations; the password reset counts its own).
 */
export async function confirmationAllowed(
  tx: Transaction,
  to: string,
  client: string | null,
  limits: ConfirmationLimits,
  kinds: readonly string[] = VISITOR_CONFIRMATION_KINDS,
): Promise<boolean> {
  if (client !== null && limits.allowList.includes(client)) return true;
  const recipient = to.trim().toLowerCase();
  const lastHour = gt(mailOutbox.createdAt, sql`now() - interval '1 hour'`);
  const confirmations = inArray(mailOutbox.kind, [...kinds]);

  await lockKey(tx, `to:${recipient}`);
  const [toAddress] = await tx
    .select({ n: count() })
    .from(mailOutbox)
    .where(and(sql`lower(${mailOutbox.toAddress}) = ${recipient}`, lastHour, confirmations));
  if ((toAddress?.n ?? 0) >= limits.perAddress) return false;

  if (client === null) return true;
  await lockKey(tx, `client:${client}`);
  const [fromClient] = await tx
    .select({ n: count() })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.clientAddress, client), lastHour, confirmations));
  return (fromClient?.n ?? 0) < limits.perClient;
}
