import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '#domain/api/envelope.js';
import { UnsubscribeTokenSchema } from '#domain/schemas/admin-subscribers.js';
import { UNSUBSCRIBED_MESSAGE, UNSUBSCRIBE_LINK_MESSAGE } from '#domain/schemas/messages.js';
import { ok } from '#server/lib/envelope.js';
import { validationError } from '#server/lib/http-error.js';
import { RATE_LIMITS } from '#server/plugins/rate-limits.js';
import { unsubscribeFromNewsletter } from '#server/use-cases/newsletter/unsubscribe-from-newsletter.js';

/**
 * POST /unsubscribe: the page's button sends `{token}`; a mail program's one-click button (RFC 8058)
 * sends `?token=` with the form body `List-Unsubscribe=One-Click`. Either way no sign-in: the token
 * is the proof, and all it can do is unsubscribe its own address.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only this plugin reads form bodies: RFC 8058 mandates that one for the one-click POST.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post(
    '/unsubscribe',
    {
      config: { rateLimit: RATE_LIMITS.requests },
      schema: {
        tags: ['Requests'],
        summary:
          'Unsubscribe from the newsletter with the link’s token: `{token}` as JSON, or `?token=` with `List-Unsubscribe=One-Click` (RFC 8058)',
        querystring: z.object({ token: z.string().max(300).optional() }),
        body: z
          .object({ token: z.string().max(300).optional(), 'List-Unsubscribe': z.string().max(50).optional() })
          .optional(),
        response: { 200: successEnvelope(z.object({})) },
      },
    },
    async (request) => {
      const parsed = UnsubscribeTokenSchema.safeParse(request.body?.token ?? request.query.token);
      if (!parsed.success) throw validationError({ token: [UNSUBSCRIBE_LINK_MESSAGE] });
      await unsubscribeFromNewsletter({ token: parsed.data }, { db: app.db });
      return ok(UNSUBSCRIBED_MESSAGE, {});
    },
  );
};
