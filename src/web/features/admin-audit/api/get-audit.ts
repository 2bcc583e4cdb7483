import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditList } from '#domain/api/admin-audit.js';
import { adminApi } from '#web/admin-kit/api/admin-api.js';

export interface AuditApiQuery {
  actor?: string;
  entity?: string;
  limit: number;
  offset: number;
}

export const auditKey = (query: AuditApiQuery) => ['admin', 'audit', query] as const;

export async function getAudit(query: AuditApiQuery, signal?: AbortSignal): Promise<AuditList> {
  return (await adminApi<AuditList>('/audit', { query: { ...query }, signal })).data;
}

export const useAudit = (query: AuditApiQuery) =>
  useQuery({
    queryKey: auditKey(query),
    queryFn: ({ signal }) => getAudit(query, signal),
    placeholderData: keepPreviousData,
  });
