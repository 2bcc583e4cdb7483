import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { StaffSchema } from '#domain/api/staff.js';
import type { StaffStatus } from '#domain/schemas/staff.js';
import { adminApi } from '#web/admin-kit/api/admin-api.js';
import { staffKeys } from './keys.js';

export type StaffMember = z.infer<typeof StaffSchema>;

export interface StaffQuery {
  status?: StaffStatus | undefined;
  q?: string | undefined;
}

export async function getStaff(query: StaffQuery = {}, signal?: AbortSignal): Promise<StaffMember[]> {
  return (await adminApi<{ staff: StaffMember[] }>('/staff', { query: { ...query }, signal })).data.staff;
}

export const staffQueryOptions = (query: StaffQuery = {}) =>
  queryOptions({
    queryKey: staffKeys.list(query),
    queryFn: ({ signal }) => getStaff(query, signal),
    placeholderData: keepPreviousData,
  });

export const useStaff = (query: StaffQuery = {}) => useQuery(staffQueryOptions(query));
