import { useIsLiked } from '#web/features/personal/api/get-likes.js';
import { useToggleLike } from '#web/features/personal/api/toggle-like.js';
import type { ItemRef } from '#web/features/personal/api/types.js';
import { useRequireSignIn } from './use-require-sign-in.js';
import { useResumeAction } from './use-resume-action.js';

/**
 * A heart's state and its press: visitors are sent to log in (and the like is given when they come
 * back signed in, unless the item is liked already); one toggle at a time otherwise.
 */
export function useLikeToggle(item: ItemRef) {
  const { liked, known } = useIsLiked(item);
  const toggle = useToggleLike();
  const requireSignIn = useRequireSignIn();
  useResumeAction('like', item, known, () => {
    if (!liked) toggle.mutate(item);
  });
  return {
    liked,
    onClick: () => {
      // A double click must not send the second toggle before the first has landed.
      if (!requireSignIn('like', item) || toggle.isPending) return;
      toggle.mutate(item);
    },
  };
}
