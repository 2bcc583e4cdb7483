import type { RatingUpdateInput } from '#domain/schemas/rating.js';
import { api } from '#web/lib/api-client.js';
import { useUserMutation } from '#web/features/personal/hooks/use-user-mutation.js';
import { PERSONAL_MESSAGES } from '#web/features/personal/lib/messages.js';
import type { ItemRef } from './types.js';

export interface SaveRatingVariables extends RatingUpdateInput {
  item: Pick<ItemRef, 'type' | 'uuid'>;
  /** the user's rating of this item, when there is one: it is updated rather than a new one added */
  existingUuid?: string | null | undefined;
}

/** PUT /ratings/{uuid} for an existing rating, else POST /submit_rating. */
export async function saveRating({ item, existingUuid, rating, comment }: SaveRatingVariables): Promise<void> {
  if (existingUuid) {
    await api<unknown>(`/ratings/${encodeURIComponent(existingUuid)}`, { method: 'PUT', body: { rating, comment } });
    return;
  }
  await api<unknown>('/submit_rating', {
    method: 'POST',
    body: { rateable_type: item.type, rateable_uuid: item.uuid, rating, comment },
  });
}

/**
 * 'submit' is the rate button of a page ('Rating submitted successfully'); 'update' is the
 * dashboard's edit of a rating ('Rating updated successfully').
 */
export const useSaveRating = (mode: 'submit' | 'update') =>
  useUserMutation({
    mutationFn: saveRating,
    success: mode === 'submit' ? PERSONAL_MESSAGES.ratingSubmitted : PERSONAL_MESSAGES.ratingUpdated,
    failure: mode === 'submit' ? PERSONAL_MESSAGES.ratingSubmitFailed : PERSONAL_MESSAGES.ratingUpdateFailed,
  });
