import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '#domain/api/envelope.js';
import { LocationSchema, SplashSchema } from '#domain/api/reference.js';
import { z } from 'zod';
import { ok } from '#server/lib/envelope.js';
import { createReferenceRepository } from '#server/repositories/reference-repository.js';

export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const reference = createReferenceRepository(app.db);
  const splashEnvelope = successEnvelope(SplashSchema);

  app.get(
    '/splash',
    {
      schema: {
        tags: ['Reference data'],
        summary: 'Currencies and every reference list the site needs',
        response: { 200: splashEnvelope, 304: z.null().describe('Not modified') },
      },
    },
    async (request, reply) =>
      app.responseCache.send(
        request,
        reply,
        'splash',
        splashEnvelope,
        async () => ok('Splash data fetched successfully', await reference.splash()),
        // Reference lists change with a deploy, not with visitors: a browser may keep them a few minutes.
        'public, max-age=300',
      ),
  );

  app.get(
    '/locations',
    {
      schema: {
        tags: ['Reference data'],
        summary: 'Locations for the search picker',
        response: { 200: successEnvelope(z.object({ locations: z.array(LocationSchema) })) },
      },
    },
    async () => ok('Locations fetched successfully', { locations: await reference.locations() }),
  );
};
