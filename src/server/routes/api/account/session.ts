import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '#domain/api/envelope.js';
import { LoginSchema } from '#domain/schemas/login.js';
import { UNAUTHENTICATED_MESSAGE } from '#domain/schemas/messages.js';
import { ok } from '#server/lib/envelope.js';
import { HttpError } from '#server/lib/http-error.js';
import { createRequireUser } from '#server/plugins/authenticate.js';
import { RATE_LIMITS } from '#server/plugins/rate-limits.js';
import { createUsersRepository } from '#server/repositories/users-repository.js';
import { signIn } from '#server/use-cases/account/sign-in.js';
import { signOut } from '#server/use-cases/account/sign-out.js';
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
        summary:
          'Sign in: answers a bearer token valid for 30 days; ten failures in a row lock the account for 15 minutes (the same 401)',
        body: LoginSchema,
        response: { 200: successEnvelope(z.object({ token: z.string(), user: UserSchema })) },
      },
    },
    async (request) => ok('Login successful', await signIn(request.body, { db: app.db })),
  );

  app.post(
    '/logout',
    {
      preHandler: requireUser,
      config: { guard: 'user' },
      schema: { tags, summary: 'Sign out: revokes the token', response: { 200: successEnvelope(z.null()) } },
    },
    async (request) => {
      await signOut({ tokenHash: request.auth!.tokenHash }, { db: app.db });
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
