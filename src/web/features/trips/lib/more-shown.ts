import { useSyncExternalStore } from 'react';

/**
 * How many cards 'Load More' has added under the server's first page: the count above the list (its own
 * island) adds them to the cards it was rendered with. One list per page, so one number per page.
 */
let more = 0;
const listeners = new Set<() => void>();

export function addShown(count: number): void {
  more += count;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useMoreShown = (): number =>
  useSyncExternalStore(
    subscribe,
    () => more,
    () => 0,
  );
