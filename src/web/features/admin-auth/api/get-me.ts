import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { StaffSchema } from '#domain/api/staff.js';
import { adminApi } from '#web/admin-kit/api/admin-api.js';
import { readStaffToken } from '#web/admin-kit/api/staff-token.js';
import { authKeys } from './keys.js';

export type Staff = z.infer<typeof StaffSchema>;

export async function getMe(signal?: AbortSignal): Promise<Staff> {
  return (await adminApi<{ staff: Staff }>('/me', { signal })).data.staff;
}

// Who is signed in changes only by signing in or out, both of which reload the app.
export const meQueryOptions = () =>
  queryOptions({ queryKey: authKeys.me, queryFn: ({ signal }) => getMe(signal), staleTime: Infinity });

/** The signed-in staff member; disabled (and pending) without a token. */
export function useMe() {
  return useQuery({ ...meQueryOptions(), enabled: readStaffToken() !== null });
}
