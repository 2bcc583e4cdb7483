import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '#web/features/auth/hooks/use-session.js';
import { api } from '#web/lib/api-client.js';
import type { ItemRef, Rating } from './types.js';
import { signedInView } from './signed-in-view.js';
import { USER_DATA_STALE_MS, userKeys } from './user-keys.js';

/** The user's rating of an item, if there is one. */
export const ratingOf = (ratings: readonly Rating[] | undefined, item: Pick<ItemRef, 'type' | 'uuid'>) =>
  ratings?.find((rating) => rating.rateable_type === item.type && rating.rateable_uuid === item.uuid);

export const getRatings = async ({ signal }: { signal?: AbortSignal } = {}): Promise<Rating[]> =>
  (await api<{ ratings: Rating[] }>('/user/ratings', { signal })).data.ratings;

export const getRatingsQueryOptions = () =>
  queryOptions({ queryKey: userKeys.ratings, queryFn: getRatings, staleTime: USER_DATA_STALE_MS });

/** The signed-in user's rating of an item, so the rate dialog edits it rather than adding a second. */
export function useOwnRating(item: Pick<ItemRef, 'type' | 'uuid'>) {
  const { signedIn } = useSession();
  const query = useQuery({
    ...getRatingsQueryOptions(),
    enabled: signedIn,
    select: (ratings) => ratingOf(ratings, item) ?? null,
  });
  return signedInView(signedIn, query);
}
