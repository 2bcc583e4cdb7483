import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DestinationSchema } from '#domain/api/catalogue.js';
import { PaginationQuerySchema, successEnvelope } from '#domain/api/envelope.js';
import { ok } from '#server/lib/envelope.js';
import { notFound } from '#server/lib/http-error.js';
import { isUuid } from '#server/lib/uuid.js';
import { createCatalogueRepository } from '#server/repositories/catalogue-repository.js';

const detailEnvelope = successEnvelope(z.object({ destination: DestinationSchema }));
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

  const detail = {
    schema: {
      tags: ['Catalogue'],
      summary: 'One destination by uuid',
      params: z.object({ uuid: z.string() }),
      response: { 200: detailEnvelope, 304: z.null().describe('Not modified') },
    },
  };
  const findDestination = async (request: FastifyRequest<{ Params: { uuid: string } }>, reply: FastifyReply) => {
    const { uuid } = request.params;
    if (!isUuid(uuid)) throw notFound('Destination not found');
    return app.responseCache.send(request, reply, `destination:${uuid.toLowerCase()}`, detailEnvelope, async () => {
      const destination = await catalogue.findDestination(uuid);
      if (!destination) throw notFound('Destination not found');
      return ok('Destination fetched successfully', { destination });
    });
  };
  app.get('/destinations/:uuid', detail, findDestination);
  // The spec's client reads one variant with POST.
  app.post('/destinations/:uuid', detail, findDestination);
};
