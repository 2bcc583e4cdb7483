import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { inboxSearchParams, parseInboxParams, type InboxState } from '#web/features/admin-requests/lib/inbox-query.js';

/**
 * The inbox's filters, sort and page, read from and written to the address bar. Each change replaces
 * the history entry (typing a search is not twenty Back presses), except a page turn, which Back undoes.
 */
export function useInboxState(): [InboxState, (next: InboxState) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseInboxParams(params), [params]);
  const setState = useCallback(
    (next: InboxState) => setParams(inboxSearchParams(next), { replace: next.page === state.page }),
    [setParams, state.page],
  );
  return [state, setState];
}
