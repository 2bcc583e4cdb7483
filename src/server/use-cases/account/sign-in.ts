import type { LoginInput } from '#domain/schemas/login.js';
import { INVALID_CREDENTIALS_MESSAGE } from '#domain/schemas/messages.js';
import { hashToken, newToken, passwordMatches } from '#server/auth/secrets.js';
import { HttpError } from '#server/lib/http-error.js';
import { isLocked } from '#server/repositories/sign-in-lock.js';
import { createUsersRepository, type PublicUser } from '#server/repositories/users-repository.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';

/**
 * A tourist signs in. Whatever was wrong (unknown e-mail, wrong password, an account locked after ten
 * failures in a row) the answer is the same 401, so a lock tells a guesser nothing; the lock lasts
 * 15 minutes, as a staff account's does (sign-in-staff.ts), and even the right password waits it out.
 */
export async function signIn(
  input: LoginInput,
  deps: Pick<UseCaseDeps, 'db'>,
  now = new Date(),
): Promise<{ token: string; user: PublicUser }> {
  const users = createUsersRepository(deps.db);
  const account = await users.credentials(input.email);
  // Checked even for an unknown e-mail or a locked account, so every answer takes the same time.
  const matches = await passwordMatches(account?.passwordHash, input.password);
  const locked = isLocked(account?.lockedUntil, now);
  if (!account || locked || !matches) {
    if (account && !locked) await users.recordFailure(account.id, now);
    throw new HttpError(401, INVALID_CREDENTIALS_MESSAGE);
  }
  await users.recordSuccess(account.id);
  const token = newToken();
  await users.storeToken(account.id, hashToken(token), now);
  const user = await users.publicUser(account.id);
  if (!user) throw new Error('the signed-in user could not be read');
  return { token, user };
}
