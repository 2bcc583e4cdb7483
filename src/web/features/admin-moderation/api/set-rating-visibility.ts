import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRating } from '#domain/api/admin-moderation.js';
import { adminApi } from '#web/admin-kit/api/admin-api.js';
import { moderationKeys } from './keys.js';

export async function setRatingVisibility(uuid: string, hidden: boolean): Promise<AdminRating> {
  const path = `/ratings/${encodeURIComponent(uuid)}/${hidden ? 'hide' : 'show'}`;
  return (await adminApi<{ rating: AdminRating }>(path, { method: 'POST' })).data.rating;
}

/** Hide a rating (it leaves every average at once) or show it again. */
export function useSetRatingVisibility() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, hidden }: { uuid: string; hidden: boolean }) => setRatingVisibility(uuid, hidden),
    onSettled: () => client.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}
