import { MEDIA_NOT_FOUND_MESSAGE } from '#domain/schemas/messages.js';
import { notFound } from '#server/lib/http-error.js';
import { createMediaRepository } from '#server/repositories/media-repository.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';
import { mediaView, type MediaView } from './media-view.js';

/** One picture as the back office shows it. */
export async function readMedia(input: { uuid: string }, deps: Pick<UseCaseDeps, 'db'>): Promise<MediaView> {
  const row = await createMediaRepository(deps.db).byUuid(input.uuid);
  if (!row) throw notFound(MEDIA_NOT_FOUND_MESSAGE);
  return mediaView(row);
}
