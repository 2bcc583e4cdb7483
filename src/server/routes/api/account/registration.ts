import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '#domain/api/envelope.js';
import { zodErrorsByField, type FieldErrors } from '#domain/schemas/errors.js';
import { passportImageError, RegistrationSchema, type RegistrationInput } from '#domain/schemas/registration.js';
import { REGISTRATION_INVALID_SELECTION_MESSAGE } from '#domain/schemas/messages.js';
import { hashPassword } from '#server/auth/secrets.js';
import { ok } from '#server/lib/envelope.js';
import { HttpError, validationError } from '#server/lib/http-error.js';
import { RATE_LIMITS } from '#server/plugins/rate-limits.js';
import { createUsersRepository } from '#server/repositories/users-repository.js';
import {
  detectPassportFormat,
  removePassportImage,
  storePassportImage,
  type PassportFormat,
} from '#server/uploads/passport-images.js';
import { MULTIPART_LIMITS, readRegistrationBody, type UploadedFile } from './registration-body.js';
import { accountTags as tags, UserSchema } from './user-schema.js';

interface CheckedRegistration {
  input: RegistrationInput;
  passport: { bytes: Buffer; format: PassportFormat } | null;
}

/** The text fields by the shared schema and the image by its bytes; every problem in one 422. */
async function checkRegistration(fields: unknown, file: UploadedFile | null): Promise<CheckedRegistration> {
  const parsed = RegistrationSchema.safeParse(fields ?? {});
  const errors: FieldErrors = parsed.success ? {} : zodErrorsByField(parsed.error);
  let passport: CheckedRegistration['passport'] = null;
  if (file) {
    const format = await detectPassportFormat(file.bytes);
    const problem = passportImageError({ size: file.bytes.length, type: format ? `image/${format}` : '' });
    if (problem) errors.passport_image = [problem];
    else if (format) passport = { bytes: file.bytes, format };
  }
  if (!parsed.success || errors.passport_image) throw validationError(errors);
  return { input: parsed.data, passport };
}

/**
 * API.md 'Account': POST /register, as multipart/form-data with an optional passport image, or as
 * JSON without one. Nothing is stored unless everything is valid: the image is written last-but-one
 * and removed again when the account cannot be created.
 */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin: no other route accepts multipart bodies.
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
  const users = createUsersRepository(app.db);

  app.post(
    '/register',
    {
      config: { rateLimit: RATE_LIMITS.account },
      schema: {
        tags,
        summary: 'Create an account',
        description:
          'multipart/form-data (name, phone, email, country, gender, address, password, confirm-password and an ' +
          'optional passport_image: JPEG, PNG or WebP, at most 5 MB; the whole body at most 6 MB), or JSON without the image.',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: successEnvelope(z.object({ user: UserSchema })) },
      },
    },
    async (request, reply) => {
      const body = await readRegistrationBody(request);
      const { input, passport } = await checkRegistration(body.fields, body.passport);
      if (!(await users.referencesExist(input.country, input.gender))) {
        throw validationError({ country: [REGISTRATION_INVALID_SELECTION_MESSAGE] });
      }
      const passwordHash = await hashPassword(input.password);
      const dataDir = app.env.DATA_DIR;
      const imagePath = passport ? await storePassportImage(dataDir, passport.bytes, passport.format) : null;
      let id: number | null;
      try {
        id = await users.create({
          name: input.name,
          email: input.email,
          phone: input.phone,
          address: input.address,
          countryId: input.country,
          genderId: input.gender,
          passwordHash,
          passportImagePath: imagePath,
        });
      } catch (error) {
        if (imagePath) await removePassportImage(dataDir, imagePath);
        throw error;
      }
      if (id === null) {
        if (imagePath) await removePassportImage(dataDir, imagePath);
        throw new HttpError(409, 'An account with this email already exists.');
      }
      const user = await users.publicUser(id);
      if (!user) throw new Error('the new user could not be read back');
      return reply.code(201).send(ok('Registration successful', { user }, 201));
    },
  );
};
