import { MEDIA_NOT_FOUND_MESSAGE } from '#domain/schemas/messages.js';
import { notFound } from '#server/lib/http-error.js';
import { makeSizes, removeSizes } from '#server/media/make-sizes.js';
import { createMediaRepository } from '#server/repositories/media-repository.js';
import { recordCatalogueWrite } from '#server/use-cases/audit-trail.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';
import { auditedMedia, MEDIA_AUDIT_ACTIONS, mediaTarget, mediaView, type MediaView } from './media-view.js';

export interface FocalPointInput {
  uuid: string;
  x: number;
  y: number;
}

/**
 * The editor picks where the subject is: every size is cropped again under the next revision (new
 * names, so no cache keeps the old crop), every trip and destination showing the picture points at
 * the new files, and the catalogue version moves so the storefront shows them at once. The old
 * files go only after the commit: a page rendered a moment earlier still finds its images.
 */
export async function setFocalPoint(input: FocalPointInput, deps: UseCaseDeps): Promise<MediaView> {
  const store = deps.uploads;
  let made: { uuid: string; revision: number } | undefined;
  try {
    const { before, after } = await deps.db.transaction(async (tx) => {
      const repo = createMediaRepository(tx);
      // Locked, so two editors' clicks make two revisions one after the other, never the same one twice.
      const found = await repo.byUuid(input.uuid, { lock: true });
      if (!found) throw notFound(MEDIA_NOT_FOUND_MESSAGE);
      const original = await store.get(found.originalPath);
      if (!original) throw notFound(MEDIA_NOT_FOUND_MESSAGE);
      const next = { ...found, revision: found.revision + 1, focalX: input.x, focalY: input.y };
      await makeSizes(store, original, next);
      made = next;
      const updated = await repo.update(found.id, { revision: next.revision, focalX: input.x, focalY: input.y });
      await repo.repointUsers(updated);
      await recordCatalogueWrite(tx, deps, {
        action: MEDIA_AUDIT_ACTIONS.focalPoint,
        target: mediaTarget(updated.uuid),
        before: auditedMedia(found),
        after: auditedMedia(updated),
      });
      return { before: found, after: updated };
    });
    await removeSizes(store, before);
    return mediaView(after);
  } catch (error) {
    if (made) await removeSizes(store, made);
    throw error;
  }
}
