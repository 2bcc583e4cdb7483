import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { MessageDialog } from '#web/components/ui/message-dialog.js';

/** Leaving with unsaved changes asks first: another back-office page, and closing or reloading the tab. */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);

  return (
    <MessageDialog
      open={blocker.state === 'blocked'}
      message="Leave without saving? Your changes to this trip will be lost."
      actionLabel="Leave"
      cancelLabel="Stay"
      onAction={() => blocker.proceed?.()}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
    />
  );
}
