import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminReview } from '#domain/api/reviews.js';
import { adminApi } from '#web/admin-kit/api/admin-api.js';
import { moderationKeys } from './keys.js';

export type ReviewChange = { action: 'approve' | 'reject' } | { action: 'reply'; body: string };

export async function moderateReview(uuid: string, change: ReviewChange): Promise<AdminReview> {
  const path = `/reviews/${encodeURIComponent(uuid)}/${change.action}`;
  const body = change.action === 'reply' ? { body: change.body } : undefined;
  return (await adminApi<{ review: AdminReview }>(path, { method: 'POST', ...(body ? { body } : {}) })).data.review;
}

/** Approve (on the trip's page at once), reject, or answer a traveller's review publicly. */
export function useModerateReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, ...change }: { uuid: string } & ReviewChange) => moderateReview(uuid, change),
    onSettled: () => client.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}
