import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTestimonial } from '#domain/api/admin-moderation.js';
import { adminApi } from '#web/admin-kit/api/admin-api.js';
import { moderationKeys } from './keys.js';

export type TestimonialDecision = 'approve' | 'reject';

export async function moderateTestimonial(uuid: string, decision: TestimonialDecision): Promise<AdminTestimonial> {
  const path = `/testimonials/${encodeURIComponent(uuid)}/${decision}`;
  return (await adminApi<{ testimonial: AdminTestimonial }>(path, { method: 'POST' })).data.testimonial;
}

/** Approve (featured on the storefront at once) or reject a testimonial. */
export function useModerateTestimonial() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, decision }: { uuid: string; decision: TestimonialDecision }) =>
      moderateTestimonial(uuid, decision),
    onSettled: () => client.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}
