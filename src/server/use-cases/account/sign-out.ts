import { createUsersRepository } from '#server/repositories/users-repository.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';

/** A tourist signs out: the token they signed in with stops working at once (their other sessions go on). */
export async function signOut(input: { tokenHash: string }, deps: Pick<UseCaseDeps, 'db'>): Promise<void> {
  await createUsersRepository(deps.db).revokeToken(input.tokenHash);
}
