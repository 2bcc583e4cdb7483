import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffChangeInput } from '#domain/schemas/staff.js';
import { adminApi } from '#web/admin-kit/api/admin-api.js';
import type { StaffMember } from './get-staff.js';
import { staffKeys } from './keys.js';

export async function changeStaff(uuid: string, change: StaffChangeInput): Promise<StaffMember> {
  const path = `/staff/${encodeURIComponent(uuid)}`;
  return (await adminApi<{ staff: StaffMember }>(path, { method: 'PATCH', body: change })).data.staff;
}

/** A new role, or (de)activation; the server keeps one active owner (422 otherwise). */
export function useChangeStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, change }: { uuid: string; change: StaffChangeInput }) => changeStaff(uuid, change),
    onSettled: () => client.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
