import { notFound } from '#server/lib/http-error.js';
import { isUuid } from '#server/lib/uuid.js';

/** What the editor's writes read of a trip or a destination (admin-trips-repository.ts, admin-destinations-…). */
export interface EditedRows<Item> {
  findForUpdate(uuid: string): Promise<{ id: number; slug: string; version: number } | null>;
  load(uuid: string): Promise<Item | null>;
}

/** The item as the editor loads it, read inside the transaction that has just written it. */
export async function loadEdited<Item>(rows: Pick<EditedRows<Item>, 'load'>, uuid: string): Promise<Item> {
  const item = await rows.load(uuid);
  if (!item) throw new Error('the item vanished inside its own transaction');
  return item;
}

/**
 * An item the editor changes: its row locked until the transaction ends (two saves take turns) and the item
 * as it is now, for the audit trail and a stale save's 409. A malformed uuid or no row is the 404 `missing`.
 */
export async function lockForEdit<Item>(rows: EditedRows<Item>, uuid: string, missing: string) {
  const row = isUuid(uuid) ? await rows.findForUpdate(uuid) : null;
  if (!row) throw notFound(missing);
  return { row, before: await loadEdited(rows, uuid) };
}
