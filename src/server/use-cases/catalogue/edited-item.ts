import type { DbOrTx } from '#server/db/client.js';
import { notFound } from '#server/lib/http-error.js';
import { sanitizeRichText } from '#server/lib/sanitize.js';
import { isUuid } from '#server/lib/uuid.js';
import { slugify } from '#server/repositories/admin-catalogue-common-repository.js';
import { pictureColumns } from './catalogue-pictures.js';

/** What the editor's writes do to a trip or a destination (admin-trips-repository.ts, admin-destinations-…). */
export interface EditedRows<Item, Values = unknown, Relations = unknown> {
  findForUpdate(uuid: string): Promise<{ id: number; slug: string; version: number } | null>;
  load(uuid: string): Promise<Item | null>;
  uniqueSlug(wanted: string, exceptId: number | null): Promise<string>;
  insert(values: Values): Promise<{ id: number; uuid: string }>;
  update(id: number, values: Values): Promise<void>;
  replaceRelations(id: number, relations: Relations): Promise<void>;
}

/** An edit as the editor saves it: the slug asked for (none: made from the name), the row's columns, the relations. */
interface Edit<Values, Relations> {
  slug: string | null | undefined;
  values(slug: string): Promise<Values>;
  relations: Relations;
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

/** A new item, a draft: its row under a slug no other row uses (`-2`, `-3`…), then its relations. */
export async function insertEdited<Item, Values, Relations>(
  rows: EditedRows<Item, Values, Relations>,
  name: string,
  edit: Edit<Values, Relations>,
): Promise<Item> {
  const slug = await rows.uniqueSlug(edit.slug ?? slugify(name), null);
  const { id, uuid } = await rows.insert(await edit.values(slug));
  await rows.replaceRelations(id, edit.relations);
  return loadEdited(rows, uuid);
}

/** A locked item saved as a whole: its row (the slug kept unless another is asked) and its relations replaced. */
export async function updateEdited<Item, Values, Relations>(
  rows: EditedRows<Item, Values, Relations>,
  locked: { uuid: string; row: { id: number; slug: string } },
  edit: Edit<Values, Relations>,
): Promise<Item> {
  const { row } = locked;
  const slug = await rows.uniqueSlug(edit.slug ?? row.slug, row.id);
  await rows.update(row.id, await edit.values(slug));
  await rows.replaceRelations(row.id, edit.relations);
  return loadEdited(rows, locked.uuid);
}

/** The columns a trip and a destination both take from an edit: the slug, the name, the sanitised HTML, the picture. */
export async function editedColumns(
  tx: DbOrTx,
  input: { name: string; description: string; media_uuid: string | null },
  slug: string,
) {
  return {
    slug,
    name: input.name,
    description: sanitizeRichText(input.description),
    ...(await pictureColumns(tx, input.media_uuid, slug)),
  };
}
