import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.js';
import { notify } from '#web/lib/notify.js';
import { messageOf, PERSONAL_MESSAGES } from '#web/features/personal/lib/messages.js';
import { toggledLikes } from '#web/features/personal/lib/toggled-likes.js';
import type { ItemRef, Like } from './types.js';
import { USER_KEY, userKeys } from './user-keys.js';
import { useT } from '#web/i18n/i18n.js';

/** POST /toggle_like: resolves to whether the item is liked now. */
export const toggleLike = async (item: ItemRef): Promise<boolean> =>
  (
    await api<{ is_liked: boolean }>('/toggle_like', {
      method: 'POST',
      body: { likeable_type: item.type, likeable_uuid: item.uuid },
    })
  ).data.is_liked;

/** The heart flips at once and flips back if the call fails. */
export function useToggleLike() {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleLike,
    onMutate: async (item) => {
      // A likes fetch still in flight would land on top of the optimistic state.
      await queryClient.cancelQueries({ queryKey: userKeys.likes });
      const previous = queryClient.getQueryData<Like[]>(userKeys.likes);
      queryClient.setQueryData<Like[]>(userKeys.likes, toggledLikes(previous, item));
      return { previous };
    },
    onError: (error, _item, context) => {
      queryClient.setQueryData(userKeys.likes, context?.previous);
      notify.error(messageOf(error, t(PERSONAL_MESSAGES.likeFailed)));
    },
    onSuccess: (liked) => notify.success(t(liked ? PERSONAL_MESSAGES.liked : PERSONAL_MESSAGES.unliked)),
    // The server's row in place of the placeholder, and the dashboard's likes and statistics.
    onSettled: () => queryClient.invalidateQueries({ queryKey: USER_KEY }),
  });
}
