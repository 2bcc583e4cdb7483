import { UNKNOWN_ACCOUNT_EMAIL_MESSAGE } from '#domain/schemas/messages.js';
import { hashToken, newToken } from '#server/auth/secrets.js';
import { HttpError } from '#server/lib/http-error.js';
import { passwordResetMail } from '#server/mail/templates/password-reset.js';
import {
  createPasswordResetsRepository,
  RESET_TOKEN_LIFETIME_MS,
} from '#server/repositories/password-resets-repository.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';

/** The page the e-mailed link opens; PUBLIC_URL may carry a path prefix, so no URL resolution. */
const resetLink = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/reset-password?token=${encodeURIComponent(token)}`;

/** Someone who forgot their password asks for a one-time link by e-mail (valid 1 hour). */
export async function requestPasswordReset(input: { email: string }, deps: UseCaseDeps): Promise<{ username: string }> {
  const account = await createPasswordResetsRepository(deps.db).accountByEmail(input.email);
  // A 404 on purpose: the site tells a visitor who typed the wrong address.
  if (!account) throw new HttpError(404, UNKNOWN_ACCOUNT_EMAIL_MESSAGE);
  const token = newToken();
  const mail = passwordResetMail({
    to: account.email,
    name: account.name,
    link: resetLink(deps.config.PUBLIC_URL, token),
    validMinutes: RESET_TOKEN_LIFETIME_MS / 60_000,
  });
  // The token and its mail commit together: no link without its row, no row without its mail.
  await deps.mail.inTransaction(async (tx, queue) => {
    await createPasswordResetsRepository(tx).storeToken(account.id, hashToken(token));
    await queue(mail);
  });
  return { username: account.name };
}
