import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '#domain/api/envelope.js';
import { TouristTimelineEntrySchema } from '#domain/api/requests-desk.js';
import { TouristMessageSchema } from '#domain/schemas/tourist-message.js';
import { ok } from '#server/lib/envelope.js';
import { RATE_LIMITS } from '#server/plugins/rate-limits.js';
import { sendTouristMessage } from '#server/use-cases/quotes/send-tourist-message.js';
import { createUseCaseDeps } from '#server/use-cases/use-case.js';

// Lenient like the tracking page: a malformed reference or key is the same 404 as a wrong one.
const params = z.object({ reference: z.string() });
const querystring = z.object({
  key: z.string().optional().catch(undefined).describe('the key from the link in the e-mail'),
});

/** The tourist writes to the agency from the tracking page, with the link's key or as the account that sent it. */
export const touristMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  const depsFor = createUseCaseDeps(app);

  app.post(
    '/requests/:reference/messages',
    {
      config: { rateLimit: RATE_LIMITS.requests },
      schema: {
        tags: ['Requests'],
        summary:
          "Write to the agency about a request: the message joins the request's history (201 with its entry) and the agency is e-mailed it",
        params,
        querystring,
        body: TouristMessageSchema,
        response: { 201: successEnvelope(z.object({ entry: TouristTimelineEntrySchema })) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      const entry = await sendTouristMessage(
        { reference: request.params.reference, key: request.query.key ?? '', body: request.body.body },
        await depsFor(request),
      );
      return reply.code(201).send(ok('Message sent successfully', { entry }, 201));
    },
  );
};
