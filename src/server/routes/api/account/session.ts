import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '#domain/api/envelope.js';
import { LoginSchema } from '#domain/schemas/login.js';
import { INVALID_CREDENTIALS_MESSAGE, UNAUTHENTICATED_MESSAGE } from '#domain/schemas/messages.js';
import { hashToken, newToken, passwordMatches } from '#server/auth/secrets.js';
import { ok } from '#server/lib/envelope.js';
import { HttpError } from '#server/lib/http-error.js';
import { createRequireUser } from '#server/plugins/authenticate.js';
import { RATE_LIMITS } from '#server/plugins/rate-limits.js';
import { createUsersRepository } from '#server/repositories/users-repository.js';
import { accountTags as tags, UserSchema } from './user-schema.js';

/** Sign in, sign out and the signed-in user (registration: registration.ts; docs/api/README.md 'Authentication'). */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = createUsersRepository(app.db);
  const requireUser = createRequireUser(app);

  app.post(
    '/login',
    {
      config: { rateLimit: RATE_LIMITS.account, answers: [401] },
      schema: {
        tags,
        summary: 'Sign in: answers a bearer token valid for 30 days',
        body: LoginSchema,
        response: { 200: successEnvelope(z.object({ token: z.string(), user: UserSchema })) },
      },
    },
    async (request) => {
      const account = await users.credentials(request.body.email);
      // The same answer whether the e-mail is unknown or the password wrong.
      if (!(await passwordMatches(account?.passwordHash, request.body.password)) || !account) {
        throw new HttpError(401, INVALID_CREDENTIALS_MESSAGE);
      }
      const token = newToken();
      await users.storeToken(account.id, hashToken(token));
      const user = await users.publicUser(account.id);
      if (!user) throw new Error('the signed-in user could not be read');
      return ok('Login successful', { token, user });
    },
  );

  app.post(
    '/logout',
    {
      preHandler: requireUser,
      config: { guard: 'user' },
      schema: { tags, summary: 'Sign out: revokes the token', response: { 200: successEnvelope(z.null()) } },
    },
    async (request) => {
      await users.revokeToken(request.auth!.tokenHash);
      return ok('Logged out successfully', null);
    },
  );

  app.get(
    '/user',
    {
      preHandler: requireUser,
      config: { guard: 'user' },
      schema: {
        tags,
        summary: 'The signed-in user',
        response: { 200: successEnvelope(z.object({ user: UserSchema })) },
      },
    },
    async (request) => {
      const user = await users.publicUser(request.auth!.userId);
      if (!user) throw new HttpError(401, UNAUTHENTICATED_MESSAGE);
      return ok('User fetched successfully', { user });
    },
  );
};
