import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.js';

/** The signed-in user's profile: gender and country by name, as the account answers give them. */
export interface CurrentUser {
  uuid: string;
  name: string;
  email: string;
  phone: string;
  gender: string;
  country: string;
}

export const getCurrentUser = async ({ signal }: { signal?: AbortSignal } = {}): Promise<CurrentUser> =>
  (await api<{ user: CurrentUser }>('/user', { signal })).data.user;

/**
 * GET /user for a signed-in visitor. Besides the user, it is how a page that makes no other
 * authenticated call learns that its token died (expired, or revoked elsewhere): the API client
 * ends such a session on the 401. A 401 never improves on a retry.
 */
export const getCurrentUserQueryOptions = () =>
  queryOptions({ queryKey: ['session', 'user'], queryFn: getCurrentUser, retry: false });

export const useCurrentUser = (enabled: boolean) => useQuery({ ...getCurrentUserQueryOptions(), enabled });
