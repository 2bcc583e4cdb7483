import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '#domain/api/envelope.js';
import { EmailOnlySchema } from '#domain/schemas/email-only.js';
import { PasswordResetConfirmSchema } from '#domain/schemas/registration.js';
import { PASSWORD_RESET_REQUESTED_MESSAGE } from '#domain/schemas/messages.js';
import { ok } from '#server/lib/envelope.js';
import { RATE_LIMITS } from '#server/plugins/rate-limits.js';
import { confirmPasswordReset } from '#server/use-cases/account/confirm-password-reset.js';
import { requestPasswordReset } from '#server/use-cases/account/request-password-reset.js';
import { createUseCaseDeps } from '#server/use-cases/use-case.js';
import { accountTags as tags } from './user-schema.js';

/** A one-time link by e-mail, then a new password that ends every session. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const depsFor = createUseCaseDeps(app);

  app.post(
    '/password-reset',
    {
      config: { rateLimit: RATE_LIMITS.account },
      schema: {
        tags,
        summary:
          'E-mail a one-time link to choose a new password (valid 1 hour); the same answer whether or not an account uses the address',
        body: EmailOnlySchema,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      requestPasswordReset(request.body, await depsFor(request));
      return ok(PASSWORD_RESET_REQUESTED_MESSAGE, null);
    },
  );

  app.post(
    '/password-reset/confirm',
    {
      config: { rateLimit: RATE_LIMITS.account },
      schema: {
        tags,
        summary: 'Set a new password with the e-mailed token; signs out every session of the account',
        body: PasswordResetConfirmSchema,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      await confirmPasswordReset(request.body, await depsFor(request));
      return ok('Your password has been reset. You can now log in with your new password.', null);
    },
  );
};
