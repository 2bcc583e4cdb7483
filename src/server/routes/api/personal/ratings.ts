import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '#domain/api/envelope.js';
import { UserRatingSchema } from '#domain/api/personal.js';
import { RatingSchema, RatingUpdateSchema } from '#domain/schemas/rating.js';
import { ok } from '#server/lib/envelope.js';
import { HOUR_MS, perAccountLimit } from '#server/plugins/rate-limits.js';
import { createRatingsRepository } from '#server/repositories/ratings-repository.js';
import { changeRating, deleteRating, rateItem } from '#server/use-cases/personal/rate-item.js';
import { createSignedInDeps, tags } from './current-user.js';
import { registerOwnListRoute } from './own-list-route.js';

const ratingEnvelope = successEnvelope(z.object({ rating: UserRatingSchema }));
const params = z.object({ uuid: z.string() });

/** Ratings: one rating per user and item; only its author edits or deletes it. */
export const ratingRoutes: FastifyPluginAsyncZod = async (app) => {
  const depsFor = createSignedInDeps(app);
  // Every rating write moves the catalogue version (each process recomputes its figures): one account
  // must not be able to do that many times a second.
  const rateLimit = perAccountLimit(app.env.RATINGS_PER_HOUR, HOUR_MS, app.env.RATE_LIMIT_ALLOW);
  // The use case moved the catalogue version; this process's micro-cache forgets at once as well.
  const ratingsChanged = () => app.responseCache.clear();

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
      const { rating, created } = await rateItem(request.body, await depsFor(request));
      ratingsChanged();
      return created
        ? reply.code(201).send(ok('Rating submitted successfully', { rating }, 201))
        : ok('Rating updated successfully', { rating });
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
      const rating = await changeRating({ ...request.body, uuid: request.params.uuid }, await depsFor(request));
      ratingsChanged();
      return ok('Rating updated successfully', { rating });
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
      await deleteRating(request.params, await depsFor(request));
      ratingsChanged();
      return ok('Rating deleted successfully', null);
    },
  );

  registerOwnListRoute(app, {
    path: '/user/ratings',
    key: 'ratings',
    item: UserRatingSchema,
    summary: "The user's ratings with their items, newest first",
    message: 'Ratings fetched successfully',
    list: createRatingsRepository(app.db).list,
  });
};
