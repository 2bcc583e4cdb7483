import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { StaffSchema } from '#domain/api/staff.js';
import { adminApi } from '#web/admin-kit/api/admin-api.js';
import { staffKeys } from './keys.js';

export type StaffMember = z.infer<typeof StaffSchema>;

export async function getStaff(signal?: AbortSignal): Promise<StaffMember[]> {
  return (await adminApi<{ staff: StaffMember[] }>('/staff', { signal })).data.staff;
}

export const staffQueryOptions = () =>
  queryOptions({ queryKey: staffKeys.all, queryFn: ({ signal }) => getStaff(signal) });

export const useStaff = () => useQuery(staffQueryOptions());
