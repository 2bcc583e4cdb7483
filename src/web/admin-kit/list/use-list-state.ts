import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readList, writeList, type ListSpec, type ListState } from './list-params.js';

export type ListChange<F> = Partial<F>;

/**
 * A list's filters, search, sort and page, read from and written to the address bar. A filter, search, sort
 * or page-size change starts again at page 1 (page 3 of a narrower list may not exist) and replaces the
 * history entry (typing a search is not twenty Back presses); a page turn adds one, which Back undoes.
 */
export function useListState<F, S extends string>(spec: ListSpec<F, S>) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readList(spec, params), [spec, params]);
  const write = useCallback(
    (next: ListState<F, S>, push: boolean) =>
      setParams((current) => writeList(spec, next, current), { replace: !push }),
    [spec, setParams],
  );
  return useMemo(
    () => ({
      state,
      pageSizes: spec.pageSizes ?? [],
      change: (change: ListChange<F>) => write({ ...state, ...change, page: 0 }, false),
      sortBy: (sort: S) => write({ ...state, sort, page: 0 }, false),
      resize: (pageSize: number) => write({ ...state, pageSize, page: 0 }, false),
      turnTo: (page: number) => write({ ...state, page }, true),
    }),
    [spec, state, write],
  );
}

export type ListControl<F, S extends string> = ReturnType<typeof useListState<F, S>>;
