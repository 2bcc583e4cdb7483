import { sitePaths } from '#domain/site-paths.js';
import { hashToken, newToken } from '#server/auth/secrets.js';
import { absoluteUrl } from '#server/lib/public-url.js';
import { confirmationAllowed } from '#server/mail/confirmation-allowance.js';
import { passwordResetMail } from '#server/mail/templates/password-reset.js';
import {
  createPasswordResetsRepository,
  RESET_TOKEN_LIFETIME_MS,
} from '#server/repositories/password-resets-repository.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';

const RESET_MAIL_KINDS = ['password-reset'] as const;

/**
 * Someone who forgot their password asks for a one-time link by e-mail (valid 1 hour). The caller learns
 * nothing: the answer is the same for an unknown address, past the hourly allowance of the address or of the
 * client no mail goes out (decision 021), and the work happens after the answer, so its time says nothing either.
 */
export function requestPasswordReset(input: { email: string }, deps: UseCaseDeps): void {
  const client = deps.clientAddress ?? null;
  const limits = {
    perAddress: deps.config.PASSWORD_RESETS_PER_ADDRESS_HOUR,
    perClient: deps.config.PASSWORD_RESETS_PER_CLIENT_HOUR,
    allowList: deps.config.RATE_LIMIT_ALLOW,
  };
  // The token and its mail commit together: no link without its row, no row without its mail.
  deps.mail.afterAnswer(async (tx, queue) => {
    const resets = createPasswordResetsRepository(tx);
    const account = await resets.accountByEmail(input.email);
    if (!account || !(await confirmationAllowed(tx, account.email, client, limits, RESET_MAIL_KINDS))) return;
    const token = newToken();
    await resets.storeToken(account.id, hashToken(token));
    const mail = passwordResetMail({
      to: account.email,
      name: account.name,
      link: absoluteUrl(deps.config.PUBLIC_URL, sitePaths.resetPassword.getHref(token)),
      validMinutes: RESET_TOKEN_LIFETIME_MS / 60_000,
    });
    await queue({ ...mail, ...(client ? { clientAddress: client } : {}) });
  });
}
