import type { ExternalToast } from 'sonner';
import { sessionStore } from './storage.js';

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

/**
 * A toast's text is given in English, its message id (a constant marked with `msg`, the server's message): it shows
 * in the page's language, through the translator the Toaster hands over; one the catalogue lacks shows as given.
 */
let translate: (text: string) => string = (text) => text;

/** Called by the Toaster once it listens for toasts, with the page's translator. */
export function toasterMounted(translator?: (text: string) => string): void {
  if (translator) translate = (text) => translator(text);
  markReady();
}

/**
 * A toast shown just before the page is left (a server-rendered page that sends the visitor to log in) would
 * vanish with it: those of the last 15 seconds are kept for the next page of the tab, which shows them
 * (`showCarriedToasts`); a slow network or a busy server can take that long to answer the next page. The single-page app never leaves its page, so it never carries any.
 */
const CARRIED_KEY = 'carried-toasts';
const CARRY_MS = 15_000;
/** How long a toast stays on screen (the toasts' library's default): one shown longer before the newest had gone. */
const SHOWN_MS = 4_000;
interface CarriedToast {
  kind: Kind;
  message: string;
  description?: string;
  at: number;
}
const recent: CarriedToast[] = [];
let carrying = false;

function carryOnLeave(toast: CarriedToast) {
  if (typeof window === 'undefined') return;
  recent.push(toast);
  if (carrying) return;
  carrying = true;
  window.addEventListener('pagehide', () => {
    // Only what was still on screen beside the newest: a toast gone before it (a download's, ten seconds earlier)
    // is not shown again on the next page.
    const newest = Math.max(...recent.map((t) => t.at));
    const fresh = recent.filter((t) => Date.now() - t.at < CARRY_MS && newest - t.at < SHOWN_MS);
    if (fresh.length > 0) sessionStore.set(CARRIED_KEY, JSON.stringify(fresh));
  });
}

/** Shows, once, the toasts the tab's previous page was showing as it was left. */
export function showCarriedToasts(): void {
  const carried = sessionStore.get(CARRIED_KEY);
  if (!carried) return;
  sessionStore.remove(CARRIED_KEY);
  try {
    for (const toast of JSON.parse(carried) as CarriedToast[]) {
      show(toast.kind, toast.message, toast.description ? { description: toast.description } : undefined, false);
    }
  } catch {
    // not ours, or damaged: nothing to show
  }
}

/** `carry`: kept for the next page if this one is left at once (never again for a toast carried already). */
function show(kind: Kind, message: string, options?: ExternalToast, carry = true): void {
  const description = typeof options?.description === 'string' ? options.description : undefined;
  if (carry) carryOnLeave({ kind, message, ...(description ? { description } : {}), at: Date.now() });
  wanted = true;
  mountToaster?.();
  void Promise.all([loadSonner(), ready]).then(([{ toast }]) => {
    const translated = description === undefined ? options : { ...options, description: translate(description) };
    toast[kind](translate(message), translated);
  });
}

export const notify = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
};
