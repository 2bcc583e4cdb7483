import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '#domain/api/envelope.js';
import { NamedSchema } from '#domain/api/reference.js';
import { ok } from '#server/lib/envelope.js';
import { createReferenceRepository } from '#server/repositories/reference-repository.js';
import { adminTags as tags } from './admin-tags.js';

/** Lists the catalogue editor offers beyond the public splash: the inclusion categories (add-ons, exclusions). */
export const catalogueOptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/catalogue-options',
    {
      schema: {
        tags,
        summary: "What a trip's price may include or exclude: the add-on and exclusion categories the editor offers",
        response: { 200: successEnvelope(z.object({ inclusions: z.array(NamedSchema) })) },
      },
    },
    async () =>
      ok('Catalogue options fetched successfully', {
        inclusions: await createReferenceRepository(app.db).inclusionCategories(),
      }),
  );
};
