import { PASSPORT_IMAGE_NOT_FOUND_MESSAGE } from '#domain/schemas/messages.js';
import { notFound } from '#server/lib/http-error.js';
import { createUsersRepository } from '#server/repositories/users-repository.js';
import { contentTypeOf } from '#server/storage/upload-store.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';

/**
 * A staff member opens the passport image a tourist gave at sign-up (to check a traveller's
 * details). No URL outside the back office reaches it; any process reads it from the upload store.
 */
export async function readPassportImage(
  input: { uuid: string },
  deps: Pick<UseCaseDeps, 'db' | 'uploads'>,
): Promise<{ bytes: Buffer; contentType: string }> {
  const key = await createUsersRepository(deps.db).passportImageKey(input.uuid);
  const bytes = key ? await deps.uploads.get(key) : null;
  if (!key || !bytes) throw notFound(PASSPORT_IMAGE_NOT_FOUND_MESSAGE);
  return { bytes, contentType: contentTypeOf(key) };
}
