import type { DeskRequest } from '#domain/api/requests-desk.js';
import { REQUEST_NOT_FOUND_MESSAGE } from '#domain/schemas/messages.js';
import { notFound } from '#server/lib/http-error.js';
import { isUuid } from '#server/lib/uuid.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';
import { loadDeskRequest } from './load-desk-request.js';

/** A staff member opens a request: everything the visitor sent, its timeline and the moves it allows. */
export async function getDeskRequest(
  input: { uuid: string },
  deps: Pick<UseCaseDeps, 'db' | 'now' | 'config'>,
): Promise<DeskRequest> {
  const loaded = isUuid(input.uuid) ? await loadDeskRequest(deps.db, input.uuid, deps.now?.(), deps.config) : null;
  if (!loaded) throw notFound(REQUEST_NOT_FOUND_MESSAGE);
  return loaded.request;
}
