import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '#domain/api/envelope.js';
import { DeskRequestListSchema, DeskRequestSchema } from '#domain/api/requests-desk.js';
import { DeskListQuerySchema } from '#domain/schemas/admin-requests.js';
import { ok } from '#server/lib/envelope.js';
import { exportDeskRequests } from '#server/use-cases/desk/export-desk-requests.js';
import { getDeskRequest } from '#server/use-cases/desk/get-desk-request.js';
import { listDeskRequests } from '#server/use-cases/desk/list-desk-requests.js';
import { adminTags as tags } from './admin-tags.js';

/** The requests desk's reads: the inbox, its CSV export and one request's page (agents and owners). */
export const deskReadRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, config: app.env, now: app.clock };

  app.get(
    '/requests',
    {
      schema: {
        tags,
        summary: 'The requests inbox: filtered, sorted, one page, with every status’s count under the other filters',
        querystring: DeskListQuerySchema,
        response: { 200: successEnvelope(DeskRequestListSchema) },
      },
    },
    async (request) => ok('Requests fetched successfully', await listDeskRequests(request.query, deps)),
  );

  app.get(
    '/requests.csv',
    {
      schema: {
        tags,
        summary: 'Every request under the inbox’s filters as CSV (UTF-8, spreadsheet-safe), without paging',
        querystring: DeskListQuerySchema.omit({ limit: true, offset: true, cursor: true }),
        produces: ['text/csv'],
        response: {
          200: z.string().describe('text/csv: a header row, then one row per request, in the list’s order'),
        },
      },
    },
    async (request, reply) => {
      const csv = await exportDeskRequests(request.query, deps);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.filename}"`)
        .send(csv.body);
    },
  );

  app.get(
    '/requests/:uuid',
    {
      schema: {
        tags,
        summary: 'One request: everything the visitor sent, its price breakdown, timeline and allowed moves',
        // Any text: a malformed uuid is an unknown request (404), not a validation error.
        params: z.object({ uuid: z.string() }),
        response: { 200: successEnvelope(z.object({ request: DeskRequestSchema })) },
      },
    },
    async (request) =>
      ok('Request fetched successfully', { request: await getDeskRequest({ uuid: request.params.uuid }, deps) }),
  );
};
