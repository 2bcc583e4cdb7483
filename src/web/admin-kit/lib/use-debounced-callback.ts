import { useEffect, useMemo, useRef } from 'react';

/** `fn` called once typing pauses for `ms`; `flush` calls it at once (Enter), `cancel` drops a pending call. */
export function useDebouncedCallback<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  const latest = useRef(fn);
  useEffect(() => {
    latest.current = fn;
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useMemo(
    () => ({
      call: (...args: A) => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => latest.current(...args), ms);
      },
      flush: (...args: A) => {
        clearTimeout(timer.current);
        latest.current(...args);
      },
      cancel: () => clearTimeout(timer.current),
    }),
    [ms],
  );
}
