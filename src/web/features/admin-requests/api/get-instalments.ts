import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InstalmentRow } from '#domain/api/quotes.js';
import type { InstalmentStatus } from '#domain/payments/ledger.js';
import { adminApi } from '#web/admin-kit/api/admin-api.js';
import { deskKeys } from './keys.js';

export interface InstalmentsQuery {
  status?: InstalmentStatus | undefined;
  limit: number;
  offset: number;
}

export interface InstalmentList {
  instalments: InstalmentRow[];
  total: number;
}

export async function getInstalments(query: InstalmentsQuery, signal?: AbortSignal): Promise<InstalmentList> {
  return (await adminApi<InstalmentList>('/payments', { query: { ...query }, signal })).data;
}

/** The payments page: instalments across confirmed requests, soonest due first. */
export const useInstalments = (query: InstalmentsQuery) =>
  useQuery({
    queryKey: deskKeys.instalments(query),
    queryFn: ({ signal }) => getInstalments(query, signal),
    placeholderData: keepPreviousData,
  });
