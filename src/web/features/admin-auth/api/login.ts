import { useMutation } from '@tanstack/react-query';
import type { LoginInput } from '#domain/schemas/login.js';
import { adminApi } from '#web/admin-kit/api/admin-api.js';
import type { Staff } from './get-me.js';

export async function login(input: LoginInput): Promise<{ token: string; staff: Staff }> {
  return (await adminApi<{ token: string; staff: Staff }>('/login', { method: 'POST', body: input })).data;
}

export const useLogin = () => useMutation({ mutationFn: login });
