import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '#domain/api/envelope.js';
import { TravellersDetailsAnswerSchema } from '#domain/api/travellers.js';
import { TravellersDetailsSchema } from '#domain/schemas/travellers.js';
import { ok } from '#server/lib/envelope.js';
import { RATE_LIMITS } from '#server/plugins/rate-limits.js';
import { saveTravellers } from '#server/use-cases/travellers/save-travellers.js';
import { createUseCaseDeps } from '#server/use-cases/use-case.js';

// Lenient like the tracking page: a malformed reference or key is the same 404 as a wrong one.
const params = z.object({ reference: z.string() });
const querystring = z.object({
  key: z.string().optional().catch(undefined).describe('the key from the link in the e-mail'),
});

/** The tourist sends the travellers' details of a confirmed trip from the tracking page (decision 036). */
export const travellersRoutes: FastifyPluginAsyncZod = async (app) => {
  const depsFor = createUseCaseDeps(app);

  app.put(
    '/requests/:reference/travellers',
    {
      config: { rateLimit: RATE_LIMITS.requests },
      schema: {
        tags: ['Requests'],
        summary:
          "The travellers' details of a confirmed trip (409 before): one per guest, passports valid six months after the trip. A passport number sent back masked as answered (`•••• 1234`) keeps the stored one. Answered with passport numbers masked",
        params,
        querystring,
        body: TravellersDetailsSchema,
        response: { 200: successEnvelope(z.object({ travellers: TravellersDetailsAnswerSchema })) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      const saved = await saveTravellers(
        { reference: request.params.reference, key: request.query.key ?? '', details: request.body },
        await depsFor(request),
      );
      return ok("Travellers' details saved successfully", { travellers: saved });
    },
  );
};
