import type { Transaction } from '#server/db/client.js';
import { createMailOutboxRepository } from '#server/repositories/mail-outbox-repository.js';

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
  const outbox = createMailOutboxRepository(tx);
  const recipient = to.trim().toLowerCase();

  await outbox.lockAllowance(`to:${recipient}`);
  if ((await outbox.sentLastHour({ recipient }, kinds)) >= limits.perAddress) return false;

  if (client === null) return true;
  await outbox.lockAllowance(`client:${client}`);
  return (await outbox.sentLastHour({ client }, kinds)) < limits.perClient;
}
