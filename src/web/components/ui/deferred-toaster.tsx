import { lazy, Suspense, useEffect, useState } from 'react';
import { afterLoadAndIdle } from '#web/lib/after-load-idle.js';
import { registerToasterMount } from '#web/lib/notify.js';

const Toaster = lazy(async () => ({ default: (await import('./toaster.js')).Toaster }));

/**
 * The toast host, kept off the first paint: it mounts once the page is idle, or at once when a
 * toast is sent earlier (see lib/notify). Sonner's container is fixed, so nothing shifts.
 */
export function DeferredToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const mount = () => setMounted(true);
    const unregister = registerToasterMount(mount);
    const cancel = afterLoadAndIdle(mount);
    return () => {
      unregister();
      cancel();
    };
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
