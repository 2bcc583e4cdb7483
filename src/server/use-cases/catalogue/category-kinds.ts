import type { DbOrTx } from '#server/db/client.js';
import { validationError } from '#server/lib/http-error.js';
import { categoriesNotOfKind } from '#server/repositories/admin-catalogue-common-repository.js';

/**
 * Interest categories describe a trip or a destination; inclusion ones are what a price covers or not.
 * An id of the other kind exists (referencedNames passed) but is on the wrong list: 422 on that field.
 */
export async function assertCategoryKinds(
  db: DbOrTx,
  fields: Record<string, { ids: readonly number[]; kind: 'interest' | 'inclusion'; message: string }>,
): Promise<void> {
  const errors: Record<string, string[]> = {};
  for (const [field, { ids, kind, message }] of Object.entries(fields)) {
    if ((await categoriesNotOfKind(db, ids, kind)).length > 0) errors[field] = [message];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
}
