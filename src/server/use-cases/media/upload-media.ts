import { randomUUID } from 'node:crypto';
import { makeSizes, removeSizes } from '#server/media/make-sizes.js';
import { createMediaRepository } from '#server/repositories/media-repository.js';
import { checkUpload, storeOriginal } from '#server/media/store-upload.js';
import { recordStaffWrite } from '#server/use-cases/audit-trail.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';
import { auditedMedia, MEDIA_AUDIT_ACTIONS, mediaTarget, mediaView, type MediaView } from './media-view.js';

/**
 * A staff member uploads a picture: it is checked by its bytes, every public size is made (focal
 * point in the middle until the editor picks one), the original is kept privately, and the row is
 * written with its audit entry. Nothing shows on the storefront until a trip or destination uses it.
 */
export async function uploadMedia(input: { bytes: Buffer }, deps: UseCaseDeps): Promise<MediaView> {
  const checked = await checkUpload(input.bytes);
  const store = deps.uploads;
  const fresh = { uuid: randomUUID(), revision: 1, width: checked.width, height: checked.height };
  const sized = { ...fresh, focalX: 0.5, focalY: 0.5 };
  let originalPath: string | undefined;
  try {
    await makeSizes(store, input.bytes, sized);
    originalPath = await storeOriginal(store, fresh.uuid, input.bytes, checked.format);
    const path = originalPath;
    const row = await deps.db.transaction(async (tx) => {
      const inserted = await createMediaRepository(tx).insert({
        ...sized,
        originalPath: path,
        contentType: `image/${checked.format}`,
        staffId: deps.staffId ?? null,
      });
      await recordStaffWrite(tx, deps, {
        action: MEDIA_AUDIT_ACTIONS.upload,
        target: mediaTarget(inserted.uuid),
        after: auditedMedia(inserted),
      });
      return inserted;
    });
    return mediaView(row);
  } catch (error) {
    await removeSizes(store, fresh);
    if (originalPath) await store.remove(originalPath);
    throw error;
  }
}
