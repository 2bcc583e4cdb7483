import { MEDIA_NOT_FOUND_MESSAGE } from '#domain/schemas/messages.js';
import { notFound } from '#server/lib/http-error.js';
import { makePreview } from '#server/media/make-preview.js';
import { createMediaRepository } from '#server/repositories/media-repository.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';

/**
 * The whole uploaded picture for the focal-point picker: the public files are only crops, and the
 * original (with its metadata) is never served, so staff get a small clean copy of it.
 */
export async function readMediaPreview(
  input: { uuid: string },
  deps: Pick<UseCaseDeps, 'db' | 'uploads'>,
): Promise<Buffer> {
  const row = await createMediaRepository(deps.db).byUuid(input.uuid);
  if (!row) throw notFound(MEDIA_NOT_FOUND_MESSAGE);
  const original = await deps.uploads.get(row.originalPath);
  // A row whose original is gone (a restored database without its files) has nothing to show.
  if (!original) throw notFound(MEDIA_NOT_FOUND_MESSAGE);
  return makePreview(original);
}
