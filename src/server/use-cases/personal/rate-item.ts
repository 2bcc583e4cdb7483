import type { UserRating } from '#domain/api/personal.js';
import { RATING_NOT_FOUND_MESSAGE as NOT_FOUND } from '#domain/schemas/messages.js';
import type { RatingInput, RatingUpdateInput } from '#domain/schemas/rating.js';
import type { DbOrTx } from '#server/db/client.js';
import { bumpCatalogueVersion } from '#server/repositories/catalogue-version.js';
import { createRatingsRepository } from '#server/repositories/ratings-repository.js';
import type { SignedInDeps } from '#server/use-cases/use-case.js';
import { ownRowOr404, requireItem } from './own-rows.js';

type Deps = Pick<SignedInDeps, 'db' | 'userId'>;

/**
 * Each rating write changes the figures on trips and destinations: the catalogue version moves in the
 * same transaction, so the next catalogue read of every server process recomputes them.
 */
function ratingWrite<T>(deps: Deps, write: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return deps.db.transaction(async (tx) => {
    const written = await write(tx);
    await bumpCatalogueVersion(tx);
    return written;
  });
}

async function ownRating(db: DbOrTx, userId: number, uuid: string): Promise<UserRating> {
  const rating = await createRatingsRepository(db).find(userId, uuid);
  if (!rating) throw new Error('a rating just written could not be read back');
  return rating;
}

/** A signed-in tourist rates an item; rating it again changes their one rating of it (`created` false). */
export async function rateItem(input: RatingInput, deps: Deps): Promise<{ rating: UserRating; created: boolean }> {
  const item = await requireItem(deps.db, input.rateable_type, input.rateable_uuid);
  const { uuid, created } = await ratingWrite(deps, (tx) =>
    createRatingsRepository(tx).upsert(deps.userId, item, { rating: input.rating, comment: input.comment }),
  );
  return { rating: await ownRating(deps.db, deps.userId, uuid), created };
}

/** The author changes the stars and the comment of one of their ratings; anyone else's is a 404. */
export async function changeRating(input: RatingUpdateInput & { uuid: string }, deps: Deps): Promise<UserRating> {
  const { uuid, ...values } = input;
  await ratingWrite(deps, (tx) =>
    ownRowOr404(uuid, NOT_FOUND, (own) => createRatingsRepository(tx).update(deps.userId, own, values)),
  );
  return ownRating(deps.db, deps.userId, uuid);
}

/** The author deletes one of their ratings; anyone else's is a 404. */
export async function deleteRating(input: { uuid: string }, deps: Deps): Promise<void> {
  await ratingWrite(deps, (tx) =>
    ownRowOr404(input.uuid, NOT_FOUND, (own) => createRatingsRepository(tx).remove(deps.userId, own)),
  );
}
