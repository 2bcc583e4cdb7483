import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATING_NOT_FOUND_MESSAGE } from '#domain/schemas/messages.js';
import { hashToken } from '#server/auth/secrets.js';
import { HttpError } from '#server/lib/http-error.js';
import { readCatalogueVersion } from '#server/repositories/catalogue-version.js';
import { createUsersRepository } from '#server/repositories/users-repository.js';
import type { TestContext } from '#server/test/test-app.js';
import { signedInTestApp, signUp } from '#server/test/users.js';
import type { SignedInDeps } from '#server/use-cases/use-case.js';
import { changeRating, deleteRating, rateItem } from './rate-item.js';

// The rating use cases called directly: each write and its catalogue-version move commit together, or not at all.

type Deps = Pick<SignedInDeps, 'db' | 'userId'>;
let ctx: TestContext;
let trip: { uuid: string };
/** the rating's author, and another tourist */
let deps: Deps;
let other: Deps;

beforeAll(async () => {
  const started = await signedInTestApp();
  ({ ctx, trip } = started);
  const users = createUsersRepository(ctx.database.db);
  const depsOf = async (token: string) => ({
    db: ctx.database.db,
    userId: (await users.userIdForToken(hashToken(token)))!,
  });
  deps = await depsOf(started.user.token);
  other = await depsOf((await signUp(ctx.app, 'Baraka Said')).token);
});
afterAll(() => ctx.close());

const version = () => readCatalogueVersion(ctx.database.db);

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return error;
}

describe('rating an item', () => {
  it('creates the one rating of the user, then changes it; each write moves the catalogue version once', async () => {
    const before = await version();
    const first = await rateItem({ rateable_type: 'trip', rateable_uuid: trip.uuid, rating: 4, comment: 'Good' }, deps);
    expect(first.created).toBe(true);
    expect(await version()).toBe(before + 1);

    const again = await rateItem({ rateable_type: 'trip', rateable_uuid: trip.uuid, rating: 5, comment: 'Wow' }, deps);
    expect(again).toMatchObject({ created: false, rating: { uuid: first.rating.uuid, rating: 5, comment: 'Wow' } });
    expect(await version()).toBe(before + 2);
  });

  it("leaves another user's rating and the catalogue version alone (404)", async () => {
    const { rating } = await rateItem(
      { rateable_type: 'trip', rateable_uuid: trip.uuid, rating: 3, comment: '' },
      deps,
    );
    const before = await version();

    const changed = await refusal(changeRating({ uuid: rating.uuid, rating: 1, comment: 'Bad' }, other));
    const deleted = await refusal(deleteRating({ uuid: rating.uuid }, other));
    expect([changed.statusCode, deleted.statusCode]).toEqual([404, 404]);
    expect(changed.message).toBe(RATING_NOT_FOUND_MESSAGE);
    expect(await version()).toBe(before);

    await deleteRating({ uuid: rating.uuid }, deps);
    expect(await version()).toBe(before + 1);
    expect((await refusal(changeRating({ uuid: rating.uuid, rating: 2, comment: '' }, deps))).statusCode).toBe(404);
  });
});
