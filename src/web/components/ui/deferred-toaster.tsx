import { lazy, Suspense, useEffect, useState } from 'react';
import { registerToasterMount } from '#web/lib/notify.js';

const Toaster = lazy(async () => ({ default: (await import('./toaster.js')).Toaster }));

/** Runs `task` once the page has loaded and the browser is idle; returns a cancel function. */
function afterLoadAndIdle(task: () => void): () => void {
  let idleId: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const whenIdle = () => {
    if ('requestIdleCallback' in window) idleId = window.requestIdleCallback(task, { timeout: 3000 });
    else timer = setTimeout(task, 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    if (idleId !== undefined) window.cancelIdleCallback(idleId);
    clearTimeout(timer);
  };
}

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
