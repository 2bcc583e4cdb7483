import type { ExternalToast } from 'sonner';

/**
 * The app's toasts. Sonner is not needed for a first paint, so it loads with the deferred Toaster
 * (after the page settles) or with the first toast, whichever comes first. A toast sent before the
 * Toaster listens asks it to mount and waits for it, so it is never lost.
 */

type Kind = 'success' | 'error';

export const loadSonner = () => import('sonner');

let mountToaster: (() => void) | null = null;
let wanted = false;
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** The deferred Toaster hands over how to mount it; a toast asked for earlier mounts it at once. */
export function registerToasterMount(mount: () => void): () => void {
  mountToaster = mount;
  if (wanted) mount();
  return () => {
    if (mountToaster === mount) mountToaster = null;
  };
}

/** Called by the Toaster once it listens for toasts. */
export function toasterMounted(): void {
  markReady();
}

function show(kind: Kind, message: string, options?: ExternalToast): void {
  wanted = true;
  mountToaster?.();
  void Promise.all([loadSonner(), ready]).then(([{ toast }]) => {
    toast[kind](message, options);
  });
}

export const notify = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
};
