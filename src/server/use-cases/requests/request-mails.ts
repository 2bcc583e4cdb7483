import type { Locale } from '#domain/i18n/locales.js';
import type { Transaction } from '#server/db/client.js';
import { confirmationAllowed, isVisitorConfirmation } from '#server/mail/confirmation-allowance.js';
import type { OutgoingMail, QueueMail } from '#server/mail/mail-queue.js';
import { createUsersRepository } from '#server/repositories/users-repository.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';

/**
 * What a request's body may add to what was asked: the language it was sent in (routes/api/requests/locale-field.ts),
 * in which the tourist's e-mails and PDF about it are written; English when it names none.
 */
// A type, not an interface: a request's body with it is still a plain record (its fingerprint reads every field).
export type SentIn = { locale?: Locale; currency?: string };

/**
 * Whether a request's confirmation goes to the signed-in account's own address. Only then may it quote
 * what the visitor wrote (their name, note or message): to any other address, typed by anyone, the
 * site would otherwise carry a stranger's text to somebody's inbox under the agency's name.
 */
export async function isOwnAddress(tx: Transaction, userId: number | null, email: string): Promise<boolean> {
  if (userId === null) return false;
  const account = await createUsersRepository(tx).publicUser(userId);
  return account !== null && account.email.toLowerCase() === email.trim().toLowerCase();
}

/**
 * Queues a request's mails about `requestId`: the agency's notification always; the visitor's
 * confirmation only while its address and the client are within their hourly allowance
 * (mail/confirmation-allowance.ts). Past it the request stands and the agency still hears of it.
 */
export async function queueRequestMails(
  tx: Transaction,
  queue: QueueMail,
  mails: OutgoingMail[],
  requestId: number,
  deps: UseCaseDeps,
): Promise<void> {
  const client = deps.clientAddress ?? null;
  const limits = {
    perAddress: deps.config.MAIL_CONFIRMATIONS_PER_ADDRESS_HOUR,
    perClient: deps.config.MAIL_CONFIRMATIONS_PER_CLIENT_HOUR,
    allowList: deps.config.RATE_LIMIT_ALLOW,
  };
  const kept: OutgoingMail[] = [];
  for (const mail of mails) {
    if (!isVisitorConfirmation(mail.kind)) kept.push({ ...mail, requestId });
    else if (await confirmationAllowed(tx, mail.to, client, limits)) {
      kept.push({ ...mail, requestId, ...(client ? { clientAddress: client } : {}) });
    }
  }
  await queue(kept);
}
