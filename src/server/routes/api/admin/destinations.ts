import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminDestinationRowSchema, AdminDestinationSchema } from '#domain/api/admin-catalogue.js';
import { successEnvelope } from '#domain/api/envelope.js';
import {
  CatalogueListQuerySchema,
  DestinationEditSchema,
  DestinationUpdateSchema,
} from '#domain/schemas/admin-catalogue.js';
import { ok } from '#server/lib/envelope.js';
import { STATE_CHANGES } from '#server/use-cases/catalogue/catalogue-audit.js';
import { changeDestinationState } from '#server/use-cases/catalogue/change-catalogue-state.js';
import { getAdminDestination, listAdminDestinations } from '#server/use-cases/catalogue/read-destinations.js';
import { createDestination, updateDestination } from '#server/use-cases/catalogue/save-destination.js';
import { createUseCaseDeps } from '#server/use-cases/use-case.js';
import { adminTags as tags } from './admin-tags.js';

// Any text: a malformed uuid is an unknown destination (404), not a validation error.
const params = z.object({ uuid: z.string() });
const destinationEnvelope = successEnvelope(z.object({ destination: AdminDestinationSchema }));

/** The catalogue editor's destinations: every state, every relation; each write bumps the catalogue version. */
export const adminDestinationRoutes: FastifyPluginAsyncZod = async (app) => {
  const depsFor = createUseCaseDeps(app);
  // This process's micro-cache forgets at once; other processes key on the bumped catalogue version.
  const catalogueChanged = () => app.responseCache.clear();

  app.get(
    '/destinations',
    {
      schema: {
        tags,
        summary: 'Destinations in every state (draft, published, archived), searched by name or slug, one page',
        querystring: CatalogueListQuerySchema,
        response: {
          200: successEnvelope(z.object({ destinations: z.array(AdminDestinationRowSchema), total: z.number().int() })),
        },
      },
    },
    async (request) =>
      ok('Destinations fetched successfully', await listAdminDestinations(request.query, await depsFor(request))),
  );

  app.get(
    '/destinations/:uuid',
    {
      schema: {
        tags,
        summary: 'One destination as the editor loads it, drafts and archived too',
        params,
        response: { 200: destinationEnvelope },
      },
    },
    async (request) => {
      const destination = await getAdminDestination(request.params, await depsFor(request));
      return ok('Destination fetched successfully', { destination });
    },
  );

  app.post(
    '/destinations',
    {
      schema: {
        tags,
        summary: 'A new draft destination; a missing slug is made from the name and kept unique',
        body: DestinationEditSchema,
        response: { 201: destinationEnvelope },
      },
    },
    async (request, reply) => {
      const destination = await createDestination(request.body, await depsFor(request));
      catalogueChanged();
      return reply.code(201).send(ok('Destination created successfully', { destination }, 201));
    },
  );

  app.put(
    '/destinations/:uuid',
    {
      schema: {
        tags,
        summary:
          'Save the whole destination (categories, facts, activities replaced, HTML sanitised); 409 with the current destination on a stale version',
        params,
        body: DestinationUpdateSchema,
        response: { 200: destinationEnvelope },
      },
    },
    async (request) => {
      const destination = await updateDestination(
        { ...request.body, uuid: request.params.uuid },
        await depsFor(request),
      );
      catalogueChanged();
      return ok('Destination updated successfully', { destination });
    },
  );

  for (const change of STATE_CHANGES) {
    app.post(
      `/destinations/:uuid/${change}`,
      {
        schema: {
          tags,
          summary:
            change === 'publish'
              ? 'Publish a complete destination (422 listing what is missing)'
              : change === 'unpublish'
                ? 'Take a destination off the storefront, back to a draft'
                : 'Archive a destination: off the storefront, never deleted; its requests keep its name',
          params,
          response: { 200: destinationEnvelope },
        },
      },
      async (request) => {
        const destination = await changeDestinationState({ uuid: request.params.uuid, change }, await depsFor(request));
        catalogueChanged();
        return ok('Destination updated successfully', { destination });
      },
    );
  }
};
