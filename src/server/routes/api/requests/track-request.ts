import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '#domain/api/envelope.js';
import { TrackedRequestSchema } from '#domain/api/requests-desk.js';
import { LOCALES } from '#domain/i18n/locales.js';
import { TRACKING_LINK_MESSAGE } from '#domain/schemas/messages.js';
import { ok } from '#server/lib/envelope.js';
import { notFound } from '#server/lib/http-error.js';
import { RATE_LIMITS } from '#server/plugins/rate-limits.js';
import { trackRequest } from '#server/use-cases/requests/track-request.js';
import { createUseCaseDeps } from '#server/use-cases/use-case.js';

// Lenient on purpose: a malformed reference or key is the same 404 as a wrong one, never a 422 that
// tells a guesser which part was off.
const ParamsSchema = z.object({ reference: z.string() });
const QuerySchema = z.object({
  key: z.string().optional().catch(undefined).describe('the key from the link in the e-mail'),
  locale: z
    .enum(LOCALES)
    .optional()
    .catch(undefined)
    .describe('the language the page is read in: the trips are named in it (en, the default, it, de or fr)'),
});

/**
 * GET /requests/{reference}?key=…: the tourist's private tracking page, reachable without an account; or, without the
 * key, by the signed-in account that sent the request (its bearer token), as the dashboard links to it.
 */
export const trackRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const depsFor = createUseCaseDeps(app);

  app.get(
    '/requests/:reference',
    {
      // A key is 256 random bits, but a limit keeps a guesser from even trying at scale.
      config: { rateLimit: RATE_LIMITS.requests },
      schema: {
        tags: ['Requests'],
        summary:
          "A request as its tourist sees it (status, lines, prices, quotes, payments and where to pay, visible history); the key from the e-mail's link must belong to that request, or the bearer token to the account that sent it; anything else is the same 404",
        params: ParamsSchema,
        querystring: QuerySchema,
        response: { 200: successEnvelope(TrackedRequestSchema) },
      },
    },
    async (request, reply) => {
      // Private to whoever holds the e-mail: never in a shared cache, never in a search engine.
      void reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
      const found = await trackRequest(
        { reference: request.params.reference, key: request.query.key ?? '', locale: request.query.locale },
        await depsFor(request),
      );
      if (!found) throw notFound(TRACKING_LINK_MESSAGE);
      return ok('Request fetched successfully', found);
    },
  );
};
