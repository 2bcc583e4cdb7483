import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ManifestQuerySchema } from '#domain/schemas/travellers-manifest.js';
import { exportManifest } from '#server/use-cases/travellers/export-manifest.js';
import { createUseCaseDeps } from '#server/use-cases/use-case.js';
import { adminTags as tags } from './admin-tags.js';

/** The passenger list of the trips starting in a range, for the lodges and the parks (agents and owners). */
export const manifestRoutes: FastifyPluginAsyncZod = async (app) => {
  const depsFor = createUseCaseDeps(app);

  app.get(
    '/manifest.csv',
    {
      schema: {
        tags,
        summary:
          'The travellers of the confirmed trips starting from `from` to `to` (both included) as CSV (UTF-8, spreadsheet-safe), passport numbers in full',
        querystring: ManifestQuerySchema,
        produces: ['text/csv'],
        response: {
          200: z.string().describe('text/csv: a header row, then one row per traveller, by start date and reference'),
        },
      },
    },
    async (request, reply) => {
      const csv = await exportManifest(request.query, await depsFor(request));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.filename}"`)
        .send(csv.body);
    },
  );
};
