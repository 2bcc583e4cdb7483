import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScheduledEntry, ScheduledJobListEntry } from '#domain/api/scheduled.js';
import { adminApi } from '#web/admin-kit/api/admin-api.js';
import { deskKeys, invalidateDesk } from './keys.js';

export interface FailedJobsQuery {
  limit: number;
  offset: number;
}

export interface ScheduledJobList {
  jobs: ScheduledJobListEntry[];
  total: number;
}

export async function skipScheduled(uuid: string): Promise<ScheduledEntry> {
  const path = `/scheduled/${encodeURIComponent(uuid)}/skip`;
  return (await adminApi<{ entry: ScheduledEntry }>(path, { method: 'POST' })).data.entry;
}

export async function retryScheduled(uuid: string): Promise<ScheduledEntry> {
  const path = `/scheduled/${encodeURIComponent(uuid)}/retry`;
  return (await adminApi<{ entry: ScheduledEntry }>(path, { method: 'POST' })).data.entry;
}

export async function getFailedJobs(query: FailedJobsQuery, signal?: AbortSignal): Promise<ScheduledJobList> {
  return (await adminApi<ScheduledJobList>('/scheduled', { query: { status: 'failed', ...query }, signal })).data;
}

/** An agent skips one planned e-mail of a request: it will not go. */
export function useSkipScheduled() {
  const client = useQueryClient();
  return useMutation({ mutationFn: skipScheduled, onSettled: () => invalidateDesk(client) });
}

/** An owner plans a failed job again: it runs within a minute. */
export function useRetryScheduled() {
  const client = useQueryClient();
  return useMutation({ mutationFn: retryScheduled, onSettled: () => invalidateDesk(client) });
}

/** The owners' page: jobs given up after their last attempt, the latest first. */
export const useFailedJobs = (query: FailedJobsQuery) =>
  useQuery({
    queryKey: deskKeys.failedJobs(query),
    queryFn: ({ signal }) => getFailedJobs(query, signal),
    placeholderData: keepPreviousData,
  });
