import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import { afterLoadAndIdle } from '#web/lib/after-load-idle.js';

const ScrollButton = lazy(async () => ({ default: (await import('./scroll-button.js')).ScrollButton }));

/**
 * The scroll button only shows once the page can scroll, which is known after it has loaded: its
 * code comes once the browser is idle instead of with the page, and the server renders nothing for it.
 */
export function DeferredScrollButton(props: ComponentProps<typeof ScrollButton>) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => afterLoadAndIdle(() => setMounted(true)), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ScrollButton {...props} />
    </Suspense>
  );
}
