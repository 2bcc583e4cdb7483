import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminTripRowSchema, AdminTripSchema } from '#domain/api/admin-catalogue.js';
import { successEnvelope } from '#domain/api/envelope.js';
import { CatalogueListQuerySchema, TripEditSchema, TripUpdateSchema } from '#domain/schemas/admin-catalogue.js';
import { ok } from '#server/lib/envelope.js';
import { STATE_CHANGES } from '#server/use-cases/catalogue/catalogue-audit.js';
import { changeTripState } from '#server/use-cases/catalogue/change-catalogue-state.js';
import { getAdminTrip, listAdminTrips } from '#server/use-cases/catalogue/read-trips.js';
import { createTrip, updateTrip } from '#server/use-cases/catalogue/save-trip.js';
import { createUseCaseDeps } from '#server/use-cases/use-case.js';
import { adminTags as tags } from './admin-tags.js';

// Any text: a malformed uuid is an unknown trip (404), not a validation error.
const params = z.object({ uuid: z.string() });
const tripEnvelope = successEnvelope(z.object({ trip: AdminTripSchema }));

/** The catalogue editor's trips: every state, every relation; each write bumps the catalogue version. */
export const adminTripRoutes: FastifyPluginAsyncZod = async (app) => {
  const depsFor = createUseCaseDeps(app);
  // This process's micro-cache forgets at once; other processes key on the bumped catalogue version.
  const catalogueChanged = () => app.responseCache.clear();

  app.get(
    '/trips',
    {
      schema: {
        tags,
        summary: 'Trips in every state (draft, published, archived), searched by name or slug, one page',
        querystring: CatalogueListQuerySchema,
        response: { 200: successEnvelope(z.object({ trips: z.array(AdminTripRowSchema), total: z.number().int() })) },
      },
    },
    async (request) => ok('Trips fetched successfully', await listAdminTrips(request.query, await depsFor(request))),
  );

  app.get(
    '/trips/:uuid',
    {
      schema: {
        tags,
        summary: 'One trip as the editor loads it, drafts and archived too',
        params,
        response: { 200: tripEnvelope },
      },
    },
    async (request) => {
      const trip = await getAdminTrip(request.params, await depsFor(request));
      return ok('Trip fetched successfully', { trip });
    },
  );

  app.post(
    '/trips',
    {
      schema: {
        tags,
        summary: 'A new draft trip; a missing slug is made from the name and kept unique',
        body: TripEditSchema,
        response: { 201: tripEnvelope },
      },
    },
    async (request, reply) => {
      const trip = await createTrip(request.body, await depsFor(request));
      catalogueChanged();
      return reply.code(201).send(ok('Trip created successfully', { trip }, 201));
    },
  );

  app.put(
    '/trips/:uuid',
    {
      schema: {
        tags,
        summary:
          'Save the whole trip (relations replaced, HTML sanitised); 409 with the current trip on a stale version',
        params,
        body: TripUpdateSchema,
        response: { 200: tripEnvelope },
      },
    },
    async (request) => {
      const trip = await updateTrip({ ...request.body, uuid: request.params.uuid }, await depsFor(request));
      catalogueChanged();
      return ok('Trip updated successfully', { trip });
    },
  );

  for (const change of STATE_CHANGES) {
    app.post(
      `/trips/:uuid/${change}`,
      {
        schema: {
          tags,
          summary:
            change === 'publish'
              ? 'Publish a complete trip (422 listing what is missing)'
              : change === 'unpublish'
                ? 'Take a trip off the storefront, back to a draft'
                : 'Archive a trip: off the storefront, never deleted; its requests keep its name and prices',
          params,
          response: { 200: tripEnvelope },
        },
      },
      async (request) => {
        const trip = await changeTripState({ uuid: request.params.uuid, change }, await depsFor(request));
        catalogueChanged();
        return ok('Trip updated successfully', { trip });
      },
    );
  }
};
