import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useAppSearchParams } from './navigation.js';

/**
 * What the tourist has said of their trip on a trip's page (start date, guests, service class), shared by
 * everything on the page that prices it or asks for it: the banner's price, the summary's picker and price, the
 * phone's bottom bar and the booking form. These live in different islands (separate React roots), so the
 * choice is a small store of its own, one per trip.
 *
 * It starts from the page's URL (`?checkIn=&guests=&class=`, read the same way on the server and in the browser,
 * so hydration agrees) and every change is written back into the URL (replacing the entry), so a reload (a
 * currency switch reloads the page) or a shared link shows the same price. On the server nothing is ever set:
 * every render reads the URL's choice.
 */
export interface PartyChoiceValue {
  /** yyyy-MM-dd, or null */
  startDate: string | null;
  guests: number | null;
  /** a service class id, as the URL and the booking form carry it */
  classId: string | null;
}

/** Who made the latest change: the booking form follows the picker's changes, not its own. */
export type PartyChoiceSource = 'url' | 'picker' | 'form';

interface Entry {
  value: PartyChoiceValue;
  source: PartyChoiceSource;
}

const entries = new Map<string, Entry>();
const listeners = new Map<string, Set<() => void>>();

const URL_PARAMS: Record<keyof PartyChoiceValue, string> = { startDate: 'checkIn', guests: 'guests', classId: 'class' };

/** The choice a trip page's query gives (anything unreadable is no choice). */
export function partyChoiceFromUrl(params: URLSearchParams): PartyChoiceValue {
  const date = params.get('checkIn');
  const guests = params.get('guests');
  const classId = params.get('class');
  return {
    startDate: date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null,
    guests: guests && /^\d{1,3}$/.test(guests) && Number(guests) > 0 ? Number(guests) : null,
    classId: classId && /^[1-9]\d{0,8}$/.test(classId) ? classId : null,
  };
}

function subscribe(key: string, listener: () => void): () => void {
  let set = listeners.get(key);
  if (!set) listeners.set(key, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

function writeUrl(value: PartyChoiceValue): void {
  if (typeof window === 'undefined') return;
  const url = new URL(window.location.href);
  for (const [field, param] of Object.entries(URL_PARAMS) as [keyof PartyChoiceValue, string][]) {
    const shown = value[field];
    if (shown === null || shown === '') url.searchParams.delete(param);
    else url.searchParams.set(param, String(shown));
  }
  // A stay's check-out before the new start no longer says anything.
  const checkOut = url.searchParams.get('checkOut');
  if (checkOut && (!value.startDate || checkOut <= value.startDate)) url.searchParams.delete('checkOut');
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
}

/** Changes the choice for `key` (a trip's uuid); the fields not given stay as they are. */
export function setPartyChoice(
  key: string,
  initial: PartyChoiceValue,
  change: Partial<PartyChoiceValue>,
  source: PartyChoiceSource,
): void {
  const before = entries.get(key)?.value ?? initial;
  const value = { ...before, ...change };
  if (
    value.startDate === before.startDate &&
    value.guests === before.guests &&
    value.classId === before.classId &&
    entries.has(key)
  ) {
    return;
  }
  entries.set(key, { value, source });
  writeUrl(value);
  for (const listener of listeners.get(key) ?? []) listener();
}

/** Forgets every choice (tests). */
export function resetPartyChoices(): void {
  entries.clear();
}

/**
 * The choice for the trip `key`, starting from the page's URL, with its setter. `source` tells the booking form
 * whether the last change was the picker's.
 */
export function usePartyChoice(key: string) {
  const params = useAppSearchParams();
  const initial = useMemo(() => partyChoiceFromUrl(params), [params]);
  const entry = useSyncExternalStore(
    useCallback((listener) => subscribe(key, listener), [key]),
    () => entries.get(key),
    () => undefined,
  );
  const set = useCallback(
    (change: Partial<PartyChoiceValue>, source: PartyChoiceSource) => setPartyChoice(key, initial, change, source),
    [key, initial],
  );
  return { choice: entry?.value ?? initial, source: entry?.source ?? ('url' as const), set };
}
