import type { EmailVerificationInput, EmailVerified } from '#domain/schemas/email-verification.js';
import { VERIFY_TOKEN_MESSAGES } from '#domain/schemas/messages.js';
import { hashToken } from '#server/auth/secrets.js';
import { validationError } from '#server/lib/http-error.js';
import { createEmailVerificationsRepository } from '#server/repositories/email-verifications-repository.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';

/**
 * The link mailed to a new account's address was opened: the address is the holder's. The requests sent from it
 * without an account (a booking made before registering) now belong to the account, in the same transaction.
 * No sign-in is needed: the token is the proof, and it works once.
 */
export async function verifyEmail(
  input: EmailVerificationInput,
  deps: Pick<UseCaseDeps, 'db'>,
): Promise<EmailVerified> {
  return deps.db.transaction(async (tx) => {
    const repo = createEmailVerificationsRepository(tx);
    const result = await repo.consume(hashToken(input.token));
    if ('problem' in result) throw validationError({ token: [VERIFY_TOKEN_MESSAGES[result.problem]] });
    const account = await repo.account(result.userId);
    if (!account) throw validationError({ token: [VERIFY_TOKEN_MESSAGES.unknown] });
    await repo.markVerified(account.id);
    const added = await repo.attachVisitorRequests(account.id, account.email);
    return { email: account.email, requests_added: added };
  });
}
