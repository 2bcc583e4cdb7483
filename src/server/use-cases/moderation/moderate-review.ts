import type { AdminReview } from '#domain/api/reviews.js';
import { REVIEW_NOT_FOUND_MESSAGE } from '#domain/schemas/messages.js';
import { notFound } from '#server/lib/http-error.js';
import { isUuid } from '#server/lib/uuid.js';
import { createAdminReviewsRepository } from '#server/repositories/admin-reviews-repository.js';
import { recordCatalogueWrite, recordStaffWrite } from '#server/use-cases/audit-trail.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';
import { MODERATION_AUDIT_ACTIONS, reviewTarget } from './moderation-audit.js';

const REVIEW_ACTIONS = { approve: 'approveReview', reject: 'rejectReview', reply: 'reply' } as const;

type Change = { action: 'approve' | 'reject' } | { action: 'reply'; body: string | null };

/**
 * A staff member approves or rejects a traveller's review, or writes the agency's public answer under it (blank
 * takes it back). What the storefront shows changes when an approved review comes or goes, or an approved one's
 * answer changes: then the catalogue version moves, so every cached trip page and /reviews shows it at once.
 */
export async function moderateReview(input: { uuid: string } & Change, deps: UseCaseDeps): Promise<AdminReview> {
  if (!isUuid(input.uuid)) throw notFound(REVIEW_NOT_FOUND_MESSAGE);
  const now = deps.now?.() ?? new Date();
  return deps.db.transaction(async (tx) => {
    const reviews = createAdminReviewsRepository(tx);
    const before = await reviews.find(input.uuid);
    if (!before) throw notFound(REVIEW_NOT_FOUND_MESSAGE);
    if (input.action === 'reply') await reviews.setReply(input.uuid, input.body, deps.staffId ?? null, now);
    else await reviews.setStatus(input.uuid, input.action === 'approve' ? 'approved' : 'rejected', now);
    const after = (await reviews.find(input.uuid))!;
    const shown = before.status === 'approved' || after.status === 'approved';
    const write = {
      action: MODERATION_AUDIT_ACTIONS[REVIEW_ACTIONS[input.action]],
      target: reviewTarget(input.uuid),
      before: { status: before.status, reply: before.reply?.body ?? null },
      after: { status: after.status, reply: after.reply?.body ?? null },
    };
    await (shown ? recordCatalogueWrite : recordStaffWrite)(tx, deps, write);
    return after;
  });
}
