import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PreviewLinkSchema } from '#domain/api/admin-catalogue.js';
import { successEnvelope } from '#domain/api/envelope.js';
import { sitePaths } from '#domain/site-paths.js';
import { ok } from '#server/lib/envelope.js';
import { getAdminDestination } from '#server/use-cases/catalogue/read-destinations.js';
import { getAdminTrip } from '#server/use-cases/catalogue/read-trips.js';
import { createUseCaseDeps } from '#server/use-cases/use-case.js';
import { adminTags as tags } from './admin-tags.js';

const params = z.object({ uuid: z.string() });
const envelope = successEnvelope(z.object({ preview: PreviewLinkSchema }));

/**
 * A short-lived signed link to the storefront's own page for a trip or destination in any state
 * (docs/decisions/013-draft-preview.md). Staff only: the token is the only thing the page needs.
 */
export const previewLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const depsFor = createUseCaseDeps(app);
  const link = (kind: 'trip' | 'destination', uuid: string) => {
    const { token, expiresAt } = app.previewTokens.issue(kind, uuid);
    const page = kind === 'trip' ? sitePaths.tripPreview : sitePaths.destinationPreview;
    return { preview: { path: page.getHref(uuid, token), expires_at: expiresAt.toISOString() } };
  };

  app.get(
    '/trips/:uuid/preview-link',
    {
      schema: {
        tags,
        summary: 'A signed link (30 minutes) to the storefront page of a trip in any state',
        params,
        response: { 200: envelope },
      },
    },
    async (request) => {
      const trip = await getAdminTrip(request.params, await depsFor(request));
      return ok('Preview link created', link('trip', trip.uuid));
    },
  );

  app.get(
    '/destinations/:uuid/preview-link',
    {
      schema: {
        tags,
        summary: 'A signed link (30 minutes) to the storefront page of a destination in any state',
        params,
        response: { 200: envelope },
      },
    },
    async (request) => {
      const destination = await getAdminDestination(request.params, await depsFor(request));
      return ok('Preview link created', link('destination', destination.uuid));
    },
  );
};
