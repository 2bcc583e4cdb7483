import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DestinationSchema } from '#domain/api/catalogue.js';
import { PaginationQuerySchema, successEnvelope } from '#domain/api/envelope.js';
import { DESTINATION_NOT_FOUND_MESSAGE } from '#domain/schemas/messages.js';
import { ok } from '#server/lib/envelope.js';
import { createCatalogueRepository } from '#server/repositories/catalogue-repository.js';
import { registerItemDetailRoute } from './item-detail-route.js';

const listEnvelope = successEnvelope(z.object({ destinations: z.array(DestinationSchema), total: z.number().int() }));

export const destinationRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = createCatalogueRepository(app.db);

  app.get(
    '/destinations',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'Destinations, a page at a time',
        querystring: PaginationQuerySchema,
        response: { 200: listEnvelope, 304: z.null().describe('Not modified') },
      },
    },
    async (request, reply) => {
      const { limit, offset } = request.query;
      return app.responseCache.send(request, reply, `destinations:${limit}:${offset}`, listEnvelope, async () =>
        ok('Destinations fetched successfully', await catalogue.listDestinations({ limit, offset })),
      );
    },
  );

  registerItemDetailRoute(app, {
    collection: 'destinations',
    key: 'destination',
    schema: DestinationSchema,
    summary: 'One destination by uuid',
    found: 'Destination fetched successfully',
    notFound: DESTINATION_NOT_FOUND_MESSAGE,
    find: (uuid) => catalogue.findDestination(uuid),
  });
};
