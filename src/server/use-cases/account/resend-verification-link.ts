import type { Locale } from '#domain/i18n/locales.js';
import {
  EMAIL_ALREADY_VERIFIED_MESSAGE,
  UNAUTHENTICATED_MESSAGE,
  VERIFICATION_MAILS_USED_MESSAGE,
} from '#domain/schemas/messages.js';
import { HttpError } from '#server/lib/http-error.js';
import { createEmailVerificationsRepository } from '#server/repositories/email-verifications-repository.js';
import type { SignedInDeps } from '#server/use-cases/use-case.js';
import { queueVerificationLink } from './send-verification-link.js';

/**
 * A signed-in tourist whose address is not confirmed yet asks for a new link (the first one expired or got
 * lost; an account from before confirmation existed never had one). Past the hourly allowance: 429.
 */
export async function resendVerificationLink(input: { locale: Locale }, deps: SignedInDeps): Promise<void> {
  await deps.mail.inTransaction(async (tx, queue) => {
    const account = await createEmailVerificationsRepository(tx).account(deps.userId);
    if (!account) throw new HttpError(401, UNAUTHENTICATED_MESSAGE);
    if (account.verified) throw new HttpError(409, EMAIL_ALREADY_VERIFIED_MESSAGE);
    if (!(await queueVerificationLink(tx, queue, account, input.locale, deps))) {
      throw new HttpError(429, VERIFICATION_MAILS_USED_MESSAGE, undefined, { 'retry-after': '3600' });
    }
  });
}
