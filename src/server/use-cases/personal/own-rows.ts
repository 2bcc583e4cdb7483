import type { ItemType } from '#domain/api/personal.js';
import { itemNotFoundMessage } from '#domain/schemas/messages.js';
import type { DbOrTx } from '#server/db/client.js';
import { notFound } from '#server/lib/http-error.js';
import { isUuid } from '#server/lib/uuid.js';
import { findItem, type ItemRef } from '#server/repositories/item-cards.js';

/** A destination or a published trip by uuid, else the catalogue's 404 ('Trip not found'). */
export async function requireItem(db: DbOrTx, type: ItemType, uuid: string): Promise<ItemRef> {
  const item = await findItem(db, type, uuid);
  if (!item) throw notFound(itemNotFoundMessage(type));
  return item;
}

/**
 * One of the user's own rows by uuid: `find` reads or changes it (null or false when the uuid is not
 * one of theirs), else the 404 with `message`. A malformed uuid, another user's row and no row at all
 * answer the same, so nobody learns that someone else's row exists.
 */
export async function ownRowOr404<T>(uuid: string, message: string, find: (uuid: string) => Promise<T | null>) {
  const found = isUuid(uuid) ? await find(uuid) : null;
  if (found === null || found === false) throw notFound(message);
  return found;
}
