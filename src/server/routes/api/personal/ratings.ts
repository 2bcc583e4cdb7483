import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '#domain/api/envelope.js';
import { UserRatingSchema } from '#domain/api/personal.js';
import { RATING_NOT_FOUND_MESSAGE as NOT_FOUND } from '#domain/schemas/messages.js';
import { RatingSchema, RatingUpdateSchema } from '#domain/schemas/rating.js';
import { ok } from '#server/lib/envelope.js';
import { HOUR_MS, perAccountLimit } from '#server/plugins/rate-limits.js';
import { bumpCatalogueVersion } from '#server/repositories/catalogue-version.js';
import { createRatingsRepository } from '#server/repositories/ratings-repository.js';
import { ownRowOr404, requireItem, tags, userIdOf } from './current-user.js';
import { registerOwnListRoute } from './own-list-route.js';

const ratingEnvelope = successEnvelope(z.object({ rating: UserRatingSchema }));
const params = z.object({ uuid: z.string() });

/** Ratings: one rating per user and item; only its author edits or deletes it. */
export const ratingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ratings = createRatingsRepository(app.db);
  // Every rating write moves the catalogue version (each process recomputes its figures): one account
  // must not be able to do that many times a second.
  const rateLimit = perAccountLimit(app.env.RATINGS_PER_HOUR, HOUR_MS, app.env.RATE_LIMIT_ALLOW);

  /**
   * The rating figures on trips and destinations changed: the catalogue version moves, so the next catalogue
   * read of every server process recomputes them (this one's cache is cleared at once as well).
   */
  const ratingsChanged = async () => {
    await bumpCatalogueVersion(app.db);
    app.responseCache.clear();
  };

  const ownRating = async (userId: number, uuid: string) => {
    const rating = await ratings.find(userId, uuid);
    if (!rating) throw new Error('a rating just written could not be read back');
    return rating;
  };

  app.post(
    '/submit_rating',
    {
      config: { rateLimit, answers: [404] },
      schema: {
        tags,
        summary: "Rate an item; a second submit for the same item updates the user's rating",
        body: RatingSchema,
        response: { 200: ratingEnvelope, 201: ratingEnvelope },
      },
    },
    async (request, reply) => {
      const { rateable_type, rateable_uuid, rating, comment } = request.body;
      const userId = userIdOf(request);
      const item = await requireItem(app.db, rateable_type, rateable_uuid);
      const { uuid, created } = await ratings.upsert(userId, item, { rating, comment });
      await ratingsChanged();
      const data = { rating: await ownRating(userId, uuid) };
      return created
        ? reply.code(201).send(ok('Rating submitted successfully', data, 201))
        : ok('Rating updated successfully', data);
    },
  );

  app.put(
    '/ratings/:uuid',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: "Change the stars and the comment of one of the user's ratings",
        params,
        body: RatingUpdateSchema,
        response: { 200: ratingEnvelope },
      },
    },
    async (request) => {
      const userId = userIdOf(request);
      const { uuid } = request.params;
      await ownRowOr404(uuid, NOT_FOUND, (own) => ratings.update(userId, own, request.body));
      await ratingsChanged();
      return ok('Rating updated successfully', { rating: await ownRating(userId, uuid) });
    },
  );

  app.delete(
    '/ratings/:uuid',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: "Delete one of the user's ratings",
        params,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      const { uuid } = request.params;
      await ownRowOr404(uuid, NOT_FOUND, (own) => ratings.remove(userIdOf(request), own));
      await ratingsChanged();
      return ok('Rating deleted successfully', null);
    },
  );

  registerOwnListRoute(app, {
    path: '/user/ratings',
    key: 'ratings',
    item: UserRatingSchema,
    summary: "The user's ratings with their items, newest first",
    message: 'Ratings fetched successfully',
    list: ratings.list,
  });
};
