import { useEffect } from 'react';
import { useAppNavigate } from '#web/lib/navigation.js';

/**
 * After a success the page moves on 2 seconds later, with `state` for the next page when given (what
 * it should know but the URL should not show). The timer belongs to the success state, so leaving the
 * page first (or unmounting) cancels it.
 */
export function useRedirectWhen(when: boolean, to: () => string, delayMs = 2000, state?: () => unknown): void {
  const navigate = useAppNavigate();
  useEffect(() => {
    if (!when) return;
    const timer = setTimeout(() => navigate(to(), { state: state?.() }), delayMs);
    return () => clearTimeout(timer);
    // `to` and `state` are read once, when the timer fires; a new closure each render must not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [when, navigate, delayMs]);
}
