import type { PasswordResetConfirmInput } from '#domain/schemas/registration.js';
import { RESET_TOKEN_MESSAGES } from '#domain/schemas/messages.js';
import { hashPassword, hashToken } from '#server/auth/secrets.js';
import { validationError } from '#server/lib/http-error.js';
import { createPasswordResetsRepository } from '#server/repositories/password-resets-repository.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';

/** The e-mailed link sets a new password, which ends every session of the account. */
export async function confirmPasswordReset(input: PasswordResetConfirmInput, deps: UseCaseDeps): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    const repo = createPasswordResetsRepository(tx);
    const result = await repo.consume(hashToken(input.token));
    if ('problem' in result) throw validationError({ token: [RESET_TOKEN_MESSAGES[result.problem]] });
    await repo.setPassword(result.userId, passwordHash);
  });
}
