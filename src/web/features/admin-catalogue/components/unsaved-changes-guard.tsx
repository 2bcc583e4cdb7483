import { useCallback, useEffect } from 'react';
import type { BlockerFunction } from 'react-router';
import { useRouteBlocker } from '#web/features/admin-catalogue/hooks/use-route-blocker.js';
import { ConfirmDialog } from './confirm-dialog.js';

/** Leaving with unsaved changes asks first: another back-office page, and closing or reloading the tab. */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
    [when],
  );
  const blocker = useRouteBlocker(shouldBlock);
  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      message="Leave without saving? Your changes will be lost."
      confirmLabel="Leave"
      cancelLabel="Stay"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
