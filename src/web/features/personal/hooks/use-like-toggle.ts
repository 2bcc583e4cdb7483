import { useIsLiked } from '#web/features/personal/api/get-likes.js';
import { useToggleLike } from '#web/features/personal/api/toggle-like.js';
import type { ItemRef } from '#web/features/personal/api/types.js';
import { LOGIN_REQUIRED } from '#web/features/personal/lib/login-required.js';
import { useRequireSignIn } from './use-require-sign-in.js';

/** A heart's state and its press: visitors are sent to log in; one toggle at a time otherwise. */
export function useLikeToggle(item: ItemRef) {
  const liked = useIsLiked(item);
  const toggle = useToggleLike();
  const requireSignIn = useRequireSignIn();
  return {
    liked,
    onClick: () => {
      // A double click must not send the second toggle before the first has landed.
      if (!requireSignIn(LOGIN_REQUIRED.like) || toggle.isPending) return;
      toggle.mutate(item);
    },
  };
}
