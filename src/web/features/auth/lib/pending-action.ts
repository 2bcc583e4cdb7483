import type { ItemType } from '#domain/api/personal.js';
import { isSitePath } from '#domain/site-return-path.js';
import { sessionStore } from '#web/lib/storage.js';

/**
 * What a signed-out visitor tried to do (like, rate, add to cart) before being sent to log in. It is
 * kept in this tab's sessionStorage; the login form arms it and takes the visitor back to the page,
 * where the button of that item carries it out once. It is never carried out when the visitor signed
 * in some other way (another tab, a later visit to /login after it expired).
 */
export type PendingActionKind = 'like' | 'rate' | 'cart';

export interface PendingAction {
  action: PendingActionKind;
  type: ItemType;
  uuid: string;
  /** the page to come back to: pathname and query */
  path: string;
  /** when the visitor pressed the button (ms) */
  savedAt: number;
  /** when the login form sent the visitor back (ms); unset until then */
  armedAt?: number;
}

export const PENDING_ACTION_KEY = 'pendingAction';
/** A login more than half an hour after the press is a new visit: the action is forgotten. */
export const PENDING_ACTION_TTL_MS = 30 * 60 * 1000;
/** The page reloads right after the login; an armed action not picked up within this is dropped. */
export const PENDING_ACTION_ARMED_MS = 2 * 60 * 1000;

const KINDS: readonly string[] = ['like', 'rate', 'cart'];
const TYPES: readonly string[] = ['trip', 'destination'];

// Our own site's path only (domain/site-return-path.ts): a stored value must never send the visitor elsewhere.
export { isSitePath };

/** The stored text as an action, or null when it is missing, malformed or not ours. */
export function parsePendingAction(text: string | null): PendingAction | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const v = value as Partial<Record<keyof PendingAction, unknown>> | null;
  if (
    !v ||
    typeof v.action !== 'string' ||
    !KINDS.includes(v.action) ||
    typeof v.type !== 'string' ||
    !TYPES.includes(v.type) ||
    typeof v.uuid !== 'string' ||
    v.uuid === '' ||
    !isSitePath(v.path) ||
    typeof v.savedAt !== 'number' ||
    (v.armedAt !== undefined && typeof v.armedAt !== 'number')
  ) {
    return null;
  }
  return v as PendingAction;
}

export const isExpired = (action: PendingAction, now: number): boolean =>
  now - action.savedAt > PENDING_ACTION_TTL_MS || now < action.savedAt;

/** What a signed-in page does with the stored action for one button. */
export type PendingVerdict = 'run' | 'keep' | 'drop';

export interface PendingTarget {
  action: PendingActionKind;
  type: ItemType;
  uuid: string;
  /** the page the button is on: pathname and query */
  path: string;
}

/**
 * For a signed-in visitor: 'run' when the stored action is this button's, armed by the login form a
 * moment ago, on this page; 'drop' when it is stale or was not armed (signed in some other way);
 * 'keep' when it belongs to another button.
 */
export function pendingVerdict(action: PendingAction | null, target: PendingTarget, now: number): PendingVerdict {
  if (!action) return 'keep';
  if (isExpired(action, now) || action.armedAt === undefined || now - action.armedAt > PENDING_ACTION_ARMED_MS) {
    return 'drop';
  }
  const mine =
    action.action === target.action &&
    action.type === target.type &&
    action.uuid === target.uuid &&
    action.path === target.path;
  return mine ? 'run' : 'keep';
}

const read = () => parsePendingAction(sessionStore.get(PENDING_ACTION_KEY));
const clear = () => sessionStore.remove(PENDING_ACTION_KEY);

/** A signed-out visitor pressed a button: remember it (a newer press replaces an older one). */
export function rememberPendingAction(action: Omit<PendingAction, 'savedAt' | 'armedAt'>, now = Date.now()): void {
  sessionStore.set(PENDING_ACTION_KEY, JSON.stringify({ ...action, savedAt: now }));
}

/**
 * Called by the login form once signed in: the page to return to when an action is waiting (it is
 * then armed), else null (and anything stale is forgotten).
 */
export function armPendingAction(now = Date.now()): string | null {
  const action = read();
  if (!action || isExpired(action, now)) {
    clear();
    return null;
  }
  sessionStore.set(PENDING_ACTION_KEY, JSON.stringify({ ...action, armedAt: now }));
  return action.path;
}

/** True once, for the button whose action waited for this login; a stale or foreign action is forgotten. */
export function takePendingAction(target: PendingTarget, now = Date.now()): boolean {
  const verdict = pendingVerdict(read(), target, now);
  if (verdict !== 'keep') clear();
  return verdict === 'run';
}
