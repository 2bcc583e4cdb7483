import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '#domain/api/envelope.js';
import { ok } from '#server/lib/envelope.js';
import { RATE_LIMITS } from '#server/plugins/rate-limits.js';
import { registerAccount } from '#server/use-cases/account/register-account.js';
import { createUseCaseDeps } from '#server/use-cases/use-case.js';
import { RegistrationSchema } from '#domain/schemas/registration.js';
import { MULTIPART_LIMITS, parseRegistration } from './registration-body.js';
import { requestLocaleField } from '#server/routes/api/requests/locale-field.js';
import { accountTags as tags, UserSchema } from './user-schema.js';

/** POST /register, as multipart/form-data with an optional passport image, or as JSON without one. */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin: no other route accepts multipart bodies.
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
  const depsFor = createUseCaseDeps(app);

  app.post(
    '/register',
    {
      config: {
        rateLimit: RATE_LIMITS.account,
        answers: [409],
        documentedBody: {
          'multipart/form-data': z.object({
            ...RegistrationSchema.shape,
            locale: requestLocaleField.describe('the language of the mail that confirms the address'),
            passport_image: z.file().optional().describe('JPEG, PNG or WebP, at most 5 MB'),
          }),
          'application/json': RegistrationSchema.safeExtend({
            locale: requestLocaleField.describe('the language of the mail that confirms the address'),
          }),
        },
      },
      schema: {
        tags,
        summary: 'Create an account',
        description:
          'multipart/form-data (name, phone, email, country, gender, address, password, confirm-password and an ' +
          'optional passport_image: JPEG, PNG or WebP, at most 5 MB; the whole body at most 6 MB), or JSON without the image. ' +
          'A one-time link that confirms the address is mailed to it, in `locale` (valid 7 days).',
        response: { 201: successEnvelope(z.object({ user: UserSchema })) },
      },
    },
    async (request, reply) => {
      const user = await registerAccount(await parseRegistration(request), await depsFor(request));
      return reply.code(201).send(ok('Registration successful', { user }, 201));
    },
  );
};
