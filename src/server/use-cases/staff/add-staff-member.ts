import { STAFF_EMAIL_TAKEN_MESSAGE } from '#domain/schemas/messages.js';
import { sitePaths } from '#domain/site-paths.js';
import type { NewStaffInput } from '#domain/schemas/staff.js';
import { hashToken, newToken } from '#server/auth/secrets.js';
import { validationError } from '#server/lib/http-error.js';
import { absoluteUrl } from '#server/lib/public-url.js';
import { staffInvitationMail } from '#server/mail/templates/staff-invitation.js';
import {
  createStaffRepository,
  STAFF_LINK_LIFETIME_MS,
  type PublicStaff,
} from '#server/repositories/staff-repository.js';
import { recordStaffWrite } from '#server/use-cases/audit-trail.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';
import { STAFF_AUDIT_ACTIONS, staffTarget } from './staff-audit.js';

export interface AddStaffMemberInput extends NewStaffInput {
  /** 'mail': the link goes to the new member through the outbox (an owner in the back office);
   *  'return': only answered, for the command line to print or use */
  link: 'mail' | 'return';
}

/**
 * An owner (or the command line, `deps.staffId` null) adds a staff member with a one-time link to
 * choose a password (valid 24 hours). The row, its link, its mail and the audit entry commit together.
 */
export async function addStaffMember(
  input: AddStaffMemberInput,
  deps: Omit<UseCaseDeps, 'uploads'>,
): Promise<{ staff: PublicStaff; token: string; link: string }> {
  const token = newToken();
  const link = absoluteUrl(deps.config.PUBLIC_URL, sitePaths.staffSetPassword.getHref(token));
  const staff = await deps.mail.inTransaction(async (tx, queue) => {
    const repo = createStaffRepository(tx);
    const created = await repo.create({ email: input.email, name: input.name, role: input.role });
    if (!created) throw validationError({ email: [STAFF_EMAIL_TAKEN_MESSAGE] });
    const { id, ...member } = created;
    await repo.storeLink(id, hashToken(token));
    await recordStaffWrite(tx, deps, {
      action: STAFF_AUDIT_ACTIONS.add,
      target: staffTarget(member.uuid),
      after: member,
    });
    if (input.link === 'mail') {
      await queue(
        staffInvitationMail({
          to: member.email,
          name: member.name,
          link,
          validHours: STAFF_LINK_LIFETIME_MS / 3_600_000,
        }),
      );
    }
    return member;
  });
  return { staff, token, link };
}
