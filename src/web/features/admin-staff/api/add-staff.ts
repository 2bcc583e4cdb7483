import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewStaffInput } from '#domain/schemas/staff.js';
import { adminApi } from '#web/admin-kit/api/admin-api.js';
import type { StaffMember } from './get-staff.js';
import { staffKeys } from './keys.js';

export async function addStaff(input: NewStaffInput): Promise<StaffMember> {
  return (await adminApi<{ staff: StaffMember }>('/staff', { method: 'POST', body: input })).data.staff;
}

/** Adds a staff member; the server mails them a set-password link. */
export function useAddStaff() {
  const client = useQueryClient();
  return useMutation({ mutationFn: addStaff, onSettled: () => client.invalidateQueries({ queryKey: staffKeys.all }) });
}
