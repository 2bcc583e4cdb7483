import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '#web/features/auth/hooks/use-session.js';
import { api } from '#web/lib/api-client.js';
import { likeOf } from '#web/features/personal/lib/items.js';
import type { ItemRef, Like } from './types.js';
import { signedInView } from './signed-in-view.js';
import { USER_DATA_STALE_MS, userKeys } from './user-keys.js';

export const getLikes = async ({ signal }: { signal?: AbortSignal } = {}): Promise<Like[]> =>
  (await api<{ likes: Like[] }>('/user/likes', { signal })).data.likes;

export const getLikesQueryOptions = () =>
  queryOptions({ queryKey: userKeys.likes, queryFn: getLikes, staleTime: USER_DATA_STALE_MS });

/**
 * Whether the signed-in user likes an item, and whether that is known yet (the likes have loaded).
 * Every heart on a page reads the same query, so a page of cards makes one request, and only for a
 * signed-in user.
 */
export function useIsLiked(item: Pick<ItemRef, 'type' | 'uuid'>): { liked: boolean; known: boolean } {
  const { signedIn } = useSession();
  const query = useQuery({
    ...getLikesQueryOptions(),
    enabled: signedIn,
    select: (likes) => likeOf(likes, item) !== undefined,
  });
  const { data, isSuccess } = signedInView(signedIn, query);
  return { liked: data ?? false, known: isSuccess };
}
