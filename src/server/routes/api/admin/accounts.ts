import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readPassportImage } from '#server/use-cases/account/read-passport-image.js';
import { adminTags as tags } from './admin-tags.js';

/** Tourists' accounts as the back office sees them: for now, the passport image given at sign-up. */
export const adminAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/accounts/:uuid/passport-image',
    {
      schema: {
        tags,
        summary: "The passport image a tourist gave at sign-up (the account's uuid), as it was uploaded",
        params: z.object({ uuid: z.uuid() }),
        produces: ['image/jpeg', 'image/png', 'image/webp'],
        response: { 200: z.any().describe('image/jpeg, image/png or image/webp: the image as uploaded') },
      },
    },
    async (request, reply) => {
      const image = await readPassportImage(request.params, { db: app.db, uploads: app.uploads });
      // The admin routes already answer `private, no-store`: a passport is kept by no cache at all.
      return reply.type(image.contentType).header('x-content-type-options', 'nosniff').send(image.bytes);
    },
  );
};
