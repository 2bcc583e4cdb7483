import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditList } from '#domain/api/admin-audit.js';
import { adminApi } from '#web/admin-kit/api/admin-api.js';
import { auditKeys } from './keys.js';

export interface AuditApiQuery {
  actor?: string;
  entity?: string;
  limit: number;
  offset: number;
}

export async function getAudit(query: AuditApiQuery, signal?: AbortSignal): Promise<AuditList> {
  return (await adminApi<AuditList>('/audit', { query: { ...query }, signal })).data;
}

export const useAudit = (query: AuditApiQuery) =>
  useQuery({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) => getAudit(query, signal),
    placeholderData: keepPreviousData,
  });
