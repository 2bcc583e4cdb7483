import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TripSchema } from '#domain/api/catalogue.js';
import { PaginationQuerySchema, successEnvelope } from '#domain/api/envelope.js';
import { ok } from '#server/lib/envelope.js';
import { notFound } from '#server/lib/http-error.js';
import { isUuid } from '#server/lib/uuid.js';
import { createCatalogueRepository } from '#server/repositories/catalogue-repository.js';

const TripsQuerySchema = PaginationQuerySchema.extend({
  location: z.coerce
    .number({ error: 'location must be a location id' })
    .int('location must be a location id')
    .positive('location must be a location id')
    .optional(),
});

const detailEnvelope = successEnvelope(z.object({ trip: TripSchema }));
const listEnvelope = successEnvelope(z.object({ trips: z.array(TripSchema), total: z.number().int() }));

export const tripRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = createCatalogueRepository(app.db);

  app.get(
    '/trips',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'Published trips with every relation; `location` keeps trips visiting that location',
        querystring: TripsQuerySchema,
        response: { 200: listEnvelope, 304: z.null().describe('Not modified') },
      },
    },
    async (request, reply) => {
      const { limit, offset, location } = request.query;
      return app.responseCache.send(
        request,
        reply,
        `trips:${limit}:${offset}:${location ?? ''}`,
        listEnvelope,
        async () =>
          ok('Trips fetched successfully', await catalogue.listTrips({ limit, offset, locationId: location })),
      );
    },
  );

  const detail = {
    schema: {
      tags: ['Catalogue'],
      summary: 'One published trip by uuid',
      params: z.object({ uuid: z.string() }),
      response: { 200: detailEnvelope, 304: z.null().describe('Not modified') },
    },
  };
  const findTrip = async (request: FastifyRequest<{ Params: { uuid: string } }>, reply: FastifyReply) => {
    const { uuid } = request.params;
    if (!isUuid(uuid)) throw notFound('Trip not found');
    return app.responseCache.send(request, reply, `trip:${uuid.toLowerCase()}`, detailEnvelope, async () => {
      const trip = await catalogue.findPublishedTrip(uuid);
      if (!trip) throw notFound('Trip not found');
      return ok('Trip fetched successfully', { trip });
    });
  };
  app.get('/trips/:uuid', detail, findTrip);
  app.post('/trips/:uuid', detail, findTrip);
};
