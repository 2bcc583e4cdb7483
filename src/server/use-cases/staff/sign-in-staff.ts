import type { LoginInput } from '#domain/schemas/login.js';
import { INVALID_CREDENTIALS_MESSAGE } from '#domain/schemas/messages.js';
import { hashToken, newToken, passwordMatches } from '#server/auth/secrets.js';
import { HttpError } from '#server/lib/http-error.js';
import { isLocked } from '#server/repositories/sign-in-lock.js';
import { createStaffRepository, type PublicStaff } from '#server/repositories/staff-repository.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';

/**
 * A staff member signs in to the back office. Whatever was wrong (unknown e-mail, wrong password, no
 * password chosen yet, a deactivated or locked account) the answer is the same 401.
 */
export async function signInStaff(
  input: LoginInput,
  deps: Pick<UseCaseDeps, 'db'>,
  now = new Date(),
): Promise<{ token: string; staff: PublicStaff }> {
  const staff = createStaffRepository(deps.db);
  const account = await staff.credentials(input.email);
  // Checked even for an unknown e-mail or a missing password, so every answer takes the same time.
  const matches = await passwordMatches(account?.passwordHash ?? undefined, input.password);
  const locked = isLocked(account?.lockedUntil, now);
  if (!account || !account.active || locked || !matches) {
    if (account && !locked) await staff.recordFailure(account.id, now);
    throw new HttpError(401, INVALID_CREDENTIALS_MESSAGE);
  }
  await staff.recordSuccess(account.id);
  const token = newToken();
  await staff.storeToken(account.id, hashToken(token), now);
  const member = await staff.byId(account.id);
  if (!member) throw new Error('the signed-in staff member could not be read');
  return { token, staff: member };
}
