import type { QueryClient } from '@tanstack/react-query';

/** Every desk answer lives under one key, so a write refreshes the inbox, the request and the overview. */
export const deskKeys = {
  all: ['admin', 'desk'] as const,
  list: (query: object) => ['admin', 'desk', 'list', query] as const,
  request: (uuid: string) => ['admin', 'desk', 'request', uuid] as const,
  overview: ['admin', 'desk', 'overview'] as const,
};

export const invalidateDesk = (client: QueryClient) => client.invalidateQueries({ queryKey: deskKeys.all });
