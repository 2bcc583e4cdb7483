import { createStaffRepository } from '#server/repositories/staff-repository.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';

/** A staff member signs out of the back office: the token they signed in with is gone at once. */
export async function signOutStaff(input: { tokenHash: string }, deps: Pick<UseCaseDeps, 'db'>): Promise<void> {
  await createStaffRepository(deps.db).revokeToken(input.tokenHash);
}
