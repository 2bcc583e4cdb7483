import { CURSOR_MESSAGE } from '#domain/api/envelope.js';
import { validationError } from '#server/lib/http-error.js';
import {
  decodeCatalogueCursor,
  type CatalogueList,
  type CataloguePosition,
} from '#server/repositories/catalogue-cursor.js';

/** Where a keyset page starts: nothing without a cursor, a 422 on a cursor this list did not give. */
export function pageAfter(list: CatalogueList, cursor: string | undefined): CataloguePosition | undefined {
  if (cursor === undefined) return undefined;
  const position = decodeCatalogueCursor(cursor, list);
  if (!position) throw validationError({ cursor: [CURSOR_MESSAGE] });
  return position;
}
