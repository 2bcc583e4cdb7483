import { useEffect } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
import { toasterMounted } from '#web/lib/notify.js';

/**
 * Sonner's host with the site's settings; loaded lazily by DeferredToaster. Effects run child
 * first, so by the time this one tells notify, Sonner's Toaster has subscribed to new toasts.
 */
export function Toaster() {
  useEffect(toasterMounted, []);
  return <SonnerToaster position="top-center" richColors closeButton />;
}
