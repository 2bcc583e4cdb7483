import { useCallback, useEffect } from 'react';
import type { BlockerFunction } from 'react-router';
import { ConfirmDialog } from '#web/admin-kit/components/confirm-dialog.js';
import { leavesPage } from './leaves-page.js';
import { useRouteBlocker } from './route-blocker.js';

const NONE: readonly string[] = [];

/**
 * Leaving with unsaved changes asks first: another back-office page, closing or reloading the tab, and a change
 * of any query parameter named in `leavesWith` (the Translations tab's `locale`: another language is another
 * set of texts, so its edits would be dropped).
 */
export function UnsavedChangesGuard({
  when,
  leavesWith = NONE,
}: {
  when: boolean;
  leavesWith?: readonly string[] | undefined;
}) {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => when && leavesPage(currentLocation, nextLocation, leavesWith),
    [when, leavesWith],
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
