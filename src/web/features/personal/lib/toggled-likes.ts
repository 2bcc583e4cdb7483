import type { ItemRef, Like } from '#web/features/personal/api/types.js';
import { likeOf } from './items.js';

/**
 * The likes as they will be once a toggle succeeds: the item's like removed, or a placeholder
 * added until the server's row replaces it, so the heart changes at once.
 */
export function toggledLikes(likes: readonly Like[] | undefined, item: ItemRef): Like[] {
  const list = likes ?? [];
  if (likeOf(list, item))
    return list.filter((like) => !(like.likeable_type === item.type && like.likeable_uuid === item.uuid));
  // Only the type and uuid of the placeholder are read; the refetch after the call replaces it.
  const likeable = { ...item, image: '', banner: '', base_price: null, location: null, section: null };
  const pending = { uuid: `pending-${item.uuid}`, likeable_type: item.type, likeable_uuid: item.uuid, likeable };
  return [...list, { ...pending, created_at: new Date().toISOString() }];
}
