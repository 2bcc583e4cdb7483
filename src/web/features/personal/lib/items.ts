import type { ItemRef, Like } from '#web/features/personal/api/types.js';

/** The user's like of an item, if there is one. */
export const likeOf = (likes: readonly Like[] | undefined, item: Pick<ItemRef, 'type' | 'uuid'>) =>
  likes?.find((like) => like.likeable_type === item.type && like.likeable_uuid === item.uuid);
