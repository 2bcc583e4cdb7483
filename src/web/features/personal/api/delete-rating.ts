import { api } from '#web/lib/api-client.js';
import { useUserMutation } from '#web/features/personal/hooks/use-user-mutation.js';
import { PERSONAL_MESSAGES } from '#web/features/personal/lib/messages.js';

/** DELETE /ratings/{uuid}: the user's own ratings only. */
export const deleteRating = async (uuid: string): Promise<void> => {
  await api<unknown>(`/ratings/${encodeURIComponent(uuid)}`, { method: 'DELETE' });
};

export const useDeleteRating = () =>
  useUserMutation({
    mutationFn: deleteRating,
    success: PERSONAL_MESSAGES.ratingDeleted,
    failure: PERSONAL_MESSAGES.ratingDeleteFailed,
  });
