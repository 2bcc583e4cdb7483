import type { RequestStatus } from '#domain/requests/request-status.js';
import type { Transaction } from '#server/db/client.js';
import type { OutgoingMail } from '#server/mail/mail-queue.js';
import type { DeskRequestRecord } from '#server/repositories/desk-request-repository.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';

export interface StatusMailInput {
  request: DeskRequestRecord;
  to: RequestStatus;
  message: string | null;
  /** USD: the quoted price, else the price when sent; null when nobody priced it */
  price: number | null;
}

/** The e-mail a move sends the tourist, if any (quoted, confirmed, cancelled). */
export async function composeStatusMail(
  _tx: Transaction,
  _deps: UseCaseDeps,
  _input: StatusMailInput,
): Promise<OutgoingMail | null> {
  return null;
}

export interface MessageMailInput {
  request: DeskRequestRecord;
  subject: string | null;
  body: string;
}

/** A message from the desk to the tourist. */
export async function composeMessageMail(
  _tx: Transaction,
  _deps: UseCaseDeps,
  input: MessageMailInput,
): Promise<OutgoingMail> {
  return {
    kind: 'request-message',
    to: input.request.email,
    subject: input.subject ?? `About your request ${input.request.reference}`,
    text: input.body,
    requestId: input.request.id,
  };
}
