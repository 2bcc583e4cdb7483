import type { Locale } from '#domain/i18n/locales.js';
import { localizedHref, sitePaths } from '#domain/site-paths.js';
import { hashToken, newToken } from '#server/auth/secrets.js';
import type { Transaction } from '#server/db/client.js';
import { absoluteUrl } from '#server/lib/public-url.js';
import { confirmationAllowed } from '#server/mail/confirmation-allowance.js';
import type { QueueMail } from '#server/mail/mail-queue.js';
import { EMAIL_VERIFICATION_KIND, emailVerificationMail } from '#server/mail/templates/email-verification.js';
import {
  createEmailVerificationsRepository,
  VERIFY_TOKEN_LIFETIME_MS,
  type VerificationAccount,
} from '#server/repositories/email-verifications-repository.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';

/** At most this many confirmation links reach one address in a rolling hour, whoever asks. */
export const VERIFICATION_MAILS_PER_ADDRESS_HOUR = 3;

/**
 * Queues a one-time link that confirms `account`'s address, in the caller's transaction (no link without its
 * row). Anyone may register with any address, so these mails have their own allowance (decision 021): a few
 * an hour per address, and per client as many as its visitor confirmations. Answers false when past it, and
 * nothing is stored or sent.
 */
export async function queueVerificationLink(
  tx: Transaction,
  queue: QueueMail,
  account: Pick<VerificationAccount, 'id' | 'name' | 'email'>,
  locale: Locale,
  deps: Pick<UseCaseDeps, 'config' | 'clientAddress'>,
): Promise<boolean> {
  const client = deps.clientAddress ?? null;
  const limits = {
    perAddress: VERIFICATION_MAILS_PER_ADDRESS_HOUR,
    perClient: deps.config.MAIL_CONFIRMATIONS_PER_CLIENT_HOUR,
    allowList: deps.config.RATE_LIMIT_ALLOW,
  };
  if (!(await confirmationAllowed(tx, account.email, client, limits, [EMAIL_VERIFICATION_KIND]))) return false;
  const token = newToken();
  await createEmailVerificationsRepository(tx).storeToken(account.id, hashToken(token));
  const mail = emailVerificationMail({
    to: account.email,
    name: account.name,
    link: absoluteUrl(deps.config.PUBLIC_URL, localizedHref(locale, sitePaths.verifyEmail.getHref(token))),
    validDays: VERIFY_TOKEN_LIFETIME_MS / (24 * 60 * 60 * 1000),
    locale,
  });
  await queue({ ...mail, ...(client ? { clientAddress: client } : {}) });
  return true;
}
