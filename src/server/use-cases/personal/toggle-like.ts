import type { LikeToggleInput } from '#domain/schemas/like.js';
import { createLikesRepository } from '#server/repositories/likes-repository.js';
import type { SignedInDeps } from '#server/use-cases/use-case.js';
import { requireItem } from './own-rows.js';

/** A signed-in tourist likes a trip or a destination, or unlikes it when they already like it. */
export async function toggleLike(
  input: LikeToggleInput,
  deps: Pick<SignedInDeps, 'db' | 'userId'>,
): Promise<{ isLiked: boolean }> {
  const item = await requireItem(deps.db, input.likeable_type, input.likeable_uuid);
  return { isLiked: await createLikesRepository(deps.db).toggle(deps.userId, item) };
}
