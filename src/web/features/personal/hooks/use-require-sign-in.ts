import { useNavigate } from 'react-router';
import { paths } from '#web/config/paths.js';
import { useSession } from '#web/features/auth/hooks/use-session.js';
import { notify } from '#web/lib/notify.js';
import { LOGIN_REQUIRED } from '#web/features/personal/lib/login-required.js';

/**
 * A visitor who tries to like, rate or use the cart is told to log in, then taken to the
 * login page. Returns a guard: true when signed in, so the action may go on.
 */
export function useRequireSignIn(): (reason: string) => boolean {
  const { signedIn } = useSession();
  const navigate = useNavigate();
  return (reason: string) => {
    if (signedIn) return true;
    notify.error(LOGIN_REQUIRED.title, { description: reason });
    void navigate(paths.login.getHref());
    return false;
  };
}
