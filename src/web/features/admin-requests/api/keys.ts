import type { QueryClient } from '@tanstack/react-query';

/** Every desk answer lives under one key, so a write refreshes the inbox, the request, the overview and the payments. */
export const deskKeys = {
  all: ['admin', 'desk'] as const,
  list: (query: object) => ['admin', 'desk', 'list', query] as const,
  request: (uuid: string) => ['admin', 'desk', 'request', uuid] as const,
  overview: ['admin', 'desk', 'overview'] as const,
  /** the payments page: instalments across requests, one key per filter and page */
  instalments: (query: object) => ['admin', 'desk', 'instalments', query] as const,
  /** the owners' page of scheduled jobs that failed */
  failedJobs: (query: object) => ['admin', 'desk', 'failed-jobs', query] as const,
};

export const invalidateDesk = (client: QueryClient) => client.invalidateQueries({ queryKey: deskKeys.all });
