import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AccountExportSchema } from '#domain/api/account-data.js';
import { successEnvelope } from '#domain/api/envelope.js';
import {
  ACCOUNT_DELETED_MESSAGE,
  ACCOUNT_EXPORTED_MESSAGE,
  AccountDeletionSchema,
} from '#domain/schemas/account-deletion.js';
import { ok } from '#server/lib/envelope.js';
import { HOUR_MS, perAccountLimit } from '#server/plugins/rate-limits.js';
import { deleteAccount } from '#server/use-cases/personal/delete-account.js';
import { exportAccountData } from '#server/use-cases/personal/export-account-data.js';
import { createSignedInDeps, tags } from './current-user.js';

/** An account's exports and deletion attempts an hour: enough for a person, not for a script guessing passwords. */
export const YOUR_DATA_PER_HOUR = 10;

/** The tourist's own data: download everything stored about the account, or erase it (docs/behaviour/dashboard.md). */
export const yourDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const depsFor = createSignedInDeps(app);
  const rateLimit = perAccountLimit(YOUR_DATA_PER_HOUR, HOUR_MS, app.env.RATE_LIMIT_ALLOW);

  app.get(
    '/user/export',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary:
          'Everything stored about the account as a JSON file (a download): profile, sign-ins as counts and dates, requests with their quotes, payments and timeline, likes, ratings, cart, testimonials, newsletter, e-mails',
        response: { 200: successEnvelope(AccountExportSchema) },
      },
    },
    async (request, reply) => {
      const { filename, data } = await exportAccountData(await depsFor(request));
      void reply.header('content-disposition', `attachment; filename="${filename}"`);
      return ok(ACCOUNT_EXPORTED_MESSAGE, data);
    },
  );

  app.delete(
    '/user',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary:
          "Erase the account with its password: the person's data goes, every session ends; the requests and payments stay for the agency's books without name or contact",
        body: AccountDeletionSchema,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      await deleteAccount(request.body, await depsFor(request));
      // The account's ratings left the catalogue's averages: this process's micro-cache forgets at once.
      app.responseCache.clear();
      return ok(ACCOUNT_DELETED_MESSAGE, null);
    },
  );
};
