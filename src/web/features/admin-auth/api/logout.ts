import { useMutation } from '@tanstack/react-query';
import { adminApi } from '#web/admin-kit/api/admin-api.js';
import { clearStaffToken } from '#web/admin-kit/api/staff-token.js';
import { adminPaths } from '#web/admin-kit/admin-paths.js';

export async function logout(): Promise<void> {
  await adminApi<null>('/logout', { method: 'POST' });
}

/** Signs out on the server, then forgets the token and reloads on the sign-in page (a clean cache). */
export const useLogout = () =>
  useMutation({
    mutationFn: logout,
    onSettled: () => {
      clearStaffToken();
      window.location.assign(adminPaths.login());
    },
  });
