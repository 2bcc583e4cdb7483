import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '#domain/api/envelope.js';
import { IsLikedSchema, LikeSchema } from '#domain/api/personal.js';
import { LikeCheckQuerySchema, LikeToggleSchema } from '#domain/schemas/like.js';
import { itemNotFoundMessage } from '#domain/schemas/messages.js';
import { ok } from '#server/lib/envelope.js';
import { notFound } from '#server/lib/http-error.js';
import { createLikesRepository } from '#server/repositories/likes-repository.js';
import { toggleLike } from '#server/use-cases/personal/toggle-like.js';
import { createSignedInDeps, tags, userIdOf } from './current-user.js';
import { registerOwnListRoute } from './own-list-route.js';

const isLikedEnvelope = successEnvelope(IsLikedSchema);

/** Likes: toggle, list and check. */
export const likeRoutes: FastifyPluginAsyncZod = async (app) => {
  const likes = createLikesRepository(app.db);
  const depsFor = createSignedInDeps(app);

  app.post(
    '/toggle_like',
    {
      config: { answers: [404] },
      schema: {
        tags,
        summary: 'Like an item, or unlike it when already liked',
        body: LikeToggleSchema,
        response: { 200: isLikedEnvelope, 201: isLikedEnvelope },
      },
    },
    async (request, reply) => {
      const { isLiked } = await toggleLike(request.body, await depsFor(request));
      // A like is a new row (201); an unlike removes one (200).
      return isLiked
        ? reply.code(201).send(ok('Item liked successfully', { is_liked: true }, 201))
        : ok('Item unliked successfully', { is_liked: false });
    },
  );

  registerOwnListRoute(app, {
    path: '/user/likes',
    key: 'likes',
    item: LikeSchema,
    summary: "The user's likes with their items, newest first",
    message: 'Likes fetched successfully',
    list: likes.list,
  });

  for (const type of ['trip', 'destination'] as const) {
    app.get(
      `/user/check-like-${type}`,
      {
        config: { answers: [404] },
        schema: {
          tags,
          summary: `Whether the user likes this ${type}`,
          querystring: LikeCheckQuerySchema,
          response: { 200: isLikedEnvelope },
        },
      },
      async (request) => {
        const isLiked = await likes.isLiked(userIdOf(request), type, request.query.uuid);
        if (isLiked === null) throw notFound(itemNotFoundMessage(type));
        return ok('Like status fetched successfully', { is_liked: isLiked });
      },
    );
  }
};
