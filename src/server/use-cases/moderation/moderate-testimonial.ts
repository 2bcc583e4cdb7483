import type { AdminTestimonial } from '#domain/api/admin-moderation.js';
import { TESTIMONIAL_NOT_FOUND_MESSAGE } from '#domain/schemas/messages.js';
import { notFound } from '#server/lib/http-error.js';
import { isUuid } from '#server/lib/uuid.js';
import { createAdminModerationRepository } from '#server/repositories/admin-moderation-repository.js';
import { recordCatalogueWrite } from '#server/use-cases/audit-trail.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';
import { MODERATION_AUDIT_ACTIONS, testimonialTarget } from './moderation-audit.js';

/**
 * A staff member approves or rejects a testimonial. Approved ones are featured on the storefront, so
 * the catalogue version moves with the decision and every server's cache lets it show at once.
 */
export async function moderateTestimonial(
  input: { uuid: string; decision: 'approve' | 'reject' },
  deps: UseCaseDeps,
): Promise<AdminTestimonial> {
  if (!isUuid(input.uuid)) throw notFound(TESTIMONIAL_NOT_FOUND_MESSAGE);
  return deps.db.transaction(async (tx) => {
    const moderation = createAdminModerationRepository(tx);
    const before = await moderation.findTestimonial(input.uuid);
    if (!before) throw notFound(TESTIMONIAL_NOT_FOUND_MESSAGE);
    await moderation.setTestimonialStatus(
      input.uuid,
      input.decision === 'approve' ? 'approved' : 'rejected',
      new Date(),
    );
    const after = (await moderation.findTestimonial(input.uuid))!;
    await recordCatalogueWrite(tx, deps, {
      action: MODERATION_AUDIT_ACTIONS[input.decision],
      target: testimonialTarget(input.uuid),
      before: { status: before.status, moderated_at: before.moderated_at },
      after: { status: after.status, moderated_at: after.moderated_at },
    });
    return after;
  });
}
