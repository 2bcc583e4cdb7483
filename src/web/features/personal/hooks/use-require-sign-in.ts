import { useAppNavigate, useAppLocation } from '#web/lib/navigation.js';
import { paths } from '#web/config/paths.js';
import { rememberPendingAction, type PendingActionKind } from '#web/features/auth/lib/pending-action.js';
import { useSession } from '#web/features/auth/hooks/use-session.js';
import { notify } from '#web/lib/notify.js';
import type { ItemRef } from '#web/features/personal/api/types.js';
import { LOGIN_REQUIRED } from '#web/features/personal/lib/login-required.js';
import { useT } from '#web/i18n/i18n.js';

/**
 * A visitor who tries to like, rate or use the cart is told to log in, then taken to the login
 * page; what they pressed is remembered, so that after the login they come back to this page and
 * it is done (`useResumeAction`). Returns a guard: true when signed in, so the action may go on.
 */
export function useRequireSignIn(): (action: PendingActionKind, item: ItemRef) => boolean {
  const t = useT();
  const { signedIn } = useSession();
  const navigate = useAppNavigate();
  const { pathname, search } = useAppLocation();
  return (action, item) => {
    if (signedIn) return true;
    rememberPendingAction({ action, type: item.type, uuid: item.uuid, path: `${pathname}${search}` });
    notify.error(t(LOGIN_REQUIRED.title), { description: t(LOGIN_REQUIRED[action]) });
    navigate(paths.login.getHref());
    return false;
  };
}
