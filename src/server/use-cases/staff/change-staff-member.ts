import { LAST_OWNER_MESSAGE, STAFF_NOT_FOUND_MESSAGE } from '#domain/schemas/messages.js';
import type { StaffChangeInput } from '#domain/schemas/staff.js';
import { notFound, validationError } from '#server/lib/http-error.js';
import { createStaffRepository, type PublicStaff } from '#server/repositories/staff-repository.js';
import { recordStaffWrite } from '#server/use-cases/audit-trail.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';
import { STAFF_AUDIT_ACTIONS, staffTarget } from './staff-audit.js';

/**
 * An owner changes a member's role or deactivates (or reactivates) them. The back office always keeps
 * one active owner: a change that would leave none is a 422. Deactivation ends the member's sessions.
 */
export async function changeStaffMember(
  input: StaffChangeInput & { uuid: string },
  deps: UseCaseDeps,
): Promise<PublicStaff> {
  return deps.db.transaction(async (tx) => {
    const repo = createStaffRepository(tx);
    const found = await repo.byUuid(input.uuid);
    if (!found) throw notFound(STAFF_NOT_FOUND_MESSAGE);
    const { id, ...before } = found;
    const change = {
      ...(input.role === undefined ? {} : { role: input.role }),
      ...(input.active === undefined ? {} : { active: input.active }),
    };
    const staysOwner = (change.role ?? before.role) === 'owner' && (change.active ?? before.active);
    if (before.role === 'owner' && before.active && !staysOwner && (await repo.otherActiveOwners(id)) === 0) {
      throw validationError({ [input.role === undefined ? 'active' : 'role']: [LAST_OWNER_MESSAGE] });
    }
    const after = await repo.update(id, change);
    await recordStaffWrite(tx, deps, {
      action: STAFF_AUDIT_ACTIONS.change,
      target: staffTarget(after.uuid),
      before,
      after,
    });
    return after;
  });
}
