import type { AdminRating } from '#domain/api/admin-moderation.js';
import { RATING_NOT_FOUND_MESSAGE } from '#domain/schemas/messages.js';
import { notFound } from '#server/lib/http-error.js';
import { isUuid } from '#server/lib/uuid.js';
import { createAdminModerationRepository } from '#server/repositories/admin-moderation-repository.js';
import { recordCatalogueWrite } from '#server/use-cases/audit-trail.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';
import { MODERATION_AUDIT_ACTIONS, ratingTarget } from './moderation-audit.js';

/**
 * A staff member hides a rating (it leaves every average and count) or shows it again. The averages
 * are part of every catalogue answer, so the catalogue version moves with it. Hiding an already
 * hidden rating keeps its first date.
 */
export async function setRatingVisibility(
  input: { uuid: string; hidden: boolean },
  deps: UseCaseDeps,
): Promise<AdminRating> {
  if (!isUuid(input.uuid)) throw notFound(RATING_NOT_FOUND_MESSAGE);
  return deps.db.transaction(async (tx) => {
    const moderation = createAdminModerationRepository(tx);
    const before = await moderation.findRating(input.uuid);
    if (!before) throw notFound(RATING_NOT_FOUND_MESSAGE);
    const hiddenAt = input.hidden ? (before.hidden_at ? new Date(before.hidden_at) : new Date()) : null;
    await moderation.setRatingHidden(input.uuid, hiddenAt);
    const after = (await moderation.findRating(input.uuid))!;
    await recordCatalogueWrite(tx, deps, {
      action: MODERATION_AUDIT_ACTIONS[input.hidden ? 'hide' : 'show'],
      target: ratingTarget(input.uuid),
      before: { hidden_at: before.hidden_at },
      after: { hidden_at: after.hidden_at },
    });
    return after;
  });
}
