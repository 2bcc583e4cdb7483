import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DestinationSchema, TripSchema } from '#domain/api/catalogue.js';
import { successEnvelope } from '#domain/api/envelope.js';
import { DESTINATION_NOT_FOUND_MESSAGE, TRIP_NOT_FOUND_MESSAGE } from '#domain/schemas/messages.js';
import type { PreviewKind } from '#server/auth/preview-token.js';
import { ok } from '#server/lib/envelope.js';
import { notFound } from '#server/lib/http-error.js';
import { isUuid } from '#server/lib/uuid.js';
import { createCatalogueRepository } from '#server/repositories/catalogue-repository.js';

const params = z.object({ uuid: z.string() });
const querystring = z.object({ token: z.string().max(200).optional() });

/**
 * GET /preview/trips/{uuid}?token= and /preview/destinations/{uuid}?token=: an item in any state, in
 * the public shape, for the storefront's preview page. A missing, tampered or expired token reads
 * exactly like an unknown uuid (404), so a guess learns nothing. Never cached, never indexed, never
 * in a list or the sitemap.
 */
export const previewRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = createCatalogueRepository(app.db);
  const allowed = (kind: PreviewKind, uuid: string, token: string | undefined) =>
    isUuid(uuid) && token !== undefined && app.previewTokens.verify(kind, uuid, token);
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex, nofollow');
  });

  app.get(
    '/preview/trips/:uuid',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'A trip in any state, as the storefront shows it, with a signed preview token from the back office',
        params,
        querystring,
        response: { 200: successEnvelope(z.object({ trip: TripSchema })) },
      },
    },
    async (request) => {
      const { uuid } = request.params;
      const trip = allowed('trip', uuid, request.query.token) ? await catalogue.findTripForPreview(uuid) : null;
      if (!trip) throw notFound(TRIP_NOT_FOUND_MESSAGE);
      return ok('Trip fetched successfully', { trip });
    },
  );

  app.get(
    '/preview/destinations/:uuid',
    {
      schema: {
        tags: ['Catalogue'],
        summary:
          'A destination in any state, as the storefront shows it, with a signed preview token from the back office',
        params,
        querystring,
        response: {
          200: successEnvelope(
            z.object({ destination: DestinationSchema, published: z.boolean().describe('on the storefront now') }),
          ),
        },
      },
    },
    async (request) => {
      const { uuid } = request.params;
      const found = allowed('destination', uuid, request.query.token)
        ? await catalogue.findDestinationForPreview(uuid)
        : null;
      if (!found) throw notFound(DESTINATION_NOT_FOUND_MESSAGE);
      return ok('Destination fetched successfully', found);
    },
  );
};
