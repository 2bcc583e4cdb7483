import { useMutation } from '@tanstack/react-query';
import type { StaffSetPasswordInput } from '#domain/schemas/staff.js';
import { adminApi } from '#web/admin-kit/api/admin-api.js';

export async function setPassword(input: StaffSetPasswordInput): Promise<void> {
  await adminApi<null>('/set-password', { method: 'POST', body: input });
}

export const useSetPassword = () => useMutation({ mutationFn: setPassword });
