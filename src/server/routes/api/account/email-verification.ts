import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '#domain/api/envelope.js';
import { EmailVerificationSchema } from '#domain/schemas/email-verification.js';
import { EMAIL_VERIFIED_MESSAGE, VERIFICATION_LINK_SENT_MESSAGE } from '#domain/schemas/messages.js';
import { ok } from '#server/lib/envelope.js';
import { createRequireUser } from '#server/plugins/authenticate.js';
import { RATE_LIMITS } from '#server/plugins/rate-limits.js';
import { requestLocaleField } from '#server/routes/api/requests/locale-field.js';
import { resendVerificationLink } from '#server/use-cases/account/resend-verification-link.js';
import { verifyEmail } from '#server/use-cases/account/verify-email.js';
import { createUseCaseDeps } from '#server/use-cases/use-case.js';
import { accountTags as tags } from './user-schema.js';

/** The account's address confirmed by the link mailed at registration (docs/behaviour/account.md). */
export const emailVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const depsFor = createUseCaseDeps(app);
  const requireUser = createRequireUser(app);

  app.post(
    '/verify-email',
    {
      config: { rateLimit: RATE_LIMITS.account },
      schema: {
        tags,
        summary:
          "Confirm an account's e-mail address with the mailed token (works once, valid 7 days); the requests sent from " +
          'that address without an account (any letter case) join the account',
        body: EmailVerificationSchema,
        response: { 200: successEnvelope(z.object({ email: z.string(), requests_added: z.number().int() })) },
      },
    },
    async (request) => ok(EMAIL_VERIFIED_MESSAGE, await verifyEmail(request.body, { db: app.db })),
  );

  app.post(
    '/user/email-verification',
    {
      // Before the body is read: a signed-out client reads 401, never a 422 about a body it may not send.
      onRequest: requireUser,
      config: { guard: 'user', rateLimit: RATE_LIMITS.account, answers: [409] },
      schema: {
        tags,
        summary:
          'Mail the signed-in user a new link that confirms their address (409 when it is confirmed already; at most 3 an hour)',
        body: z.object({ locale: requestLocaleField.describe('the language of the mail') }).optional(),
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      const deps = await depsFor(request);
      await resendVerificationLink({ locale: request.body?.locale ?? 'en' }, { ...deps, userId: request.auth!.userId });
      return ok(VERIFICATION_LINK_SENT_MESSAGE, null);
    },
  );
};
