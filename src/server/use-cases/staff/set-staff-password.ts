import { STAFF_LINK_MESSAGES } from '#domain/schemas/messages.js';
import type { StaffSetPasswordInput } from '#domain/schemas/staff.js';
import { hashPassword, hashToken } from '#server/auth/secrets.js';
import { validationError } from '#server/lib/http-error.js';
import { createStaffRepository } from '#server/repositories/staff-repository.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';
import { STAFF_AUDIT_ACTIONS, staffTarget } from './staff-audit.js';

/** The one-time link sets a staff password (argon2id); it ends the member's sessions and lifts a lock. */
export async function setStaffPassword(input: StaffSetPasswordInput, deps: Pick<UseCaseDeps, 'db'>): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    const repo = createStaffRepository(tx);
    const result = await repo.consumeLink(hashToken(input.token));
    if ('problem' in result) throw validationError({ token: [STAFF_LINK_MESSAGES[result.problem]] });
    await repo.setPassword(result.staffId, passwordHash);
    const member = await repo.byId(result.staffId);
    await repo.audit({
      actorId: result.staffId,
      action: STAFF_AUDIT_ACTIONS.setPassword,
      target: staffTarget(member?.uuid ?? String(result.staffId)),
    });
  });
}
