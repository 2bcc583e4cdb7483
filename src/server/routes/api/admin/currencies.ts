import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminCurrencySchema } from '#domain/api/admin-currencies.js';
import { successEnvelope } from '#domain/api/envelope.js';
import { CurrencyChangeSchema, CurrencyListQuerySchema } from '#domain/schemas/admin-currencies.js';
import { ok } from '#server/lib/envelope.js';
import { requireOwner } from '#server/plugins/authenticate-staff.js';
import { guardedBy } from '#server/plugins/open-api-answers.js';
import { createAdminCurrenciesRepository } from '#server/repositories/admin-currencies-repository.js';
import { changeCurrency } from '#server/use-cases/currencies/change-currency.js';
import { createUseCaseDeps } from '#server/use-cases/use-case.js';
import { adminTags as tags } from './admin-tags.js';

/** Owners choose which currencies the storefront offers and may fix a rate by hand. */
export const currencyRoutes: FastifyPluginAsyncZod = async (app) => {
  const currencies = createAdminCurrenciesRepository(app.db);
  const depsFor = createUseCaseDeps(app);
  app.addHook('onRequest', requireOwner);
  guardedBy(app, 'owner');

  app.get(
    '/currencies',
    {
      schema: {
        tags,
        summary:
          'Every currency with the rate in use, the provider’s rate and the manual one; offered or not, searched by code or name (owners only)',
        querystring: CurrencyListQuerySchema,
        response: { 200: successEnvelope(z.object({ currencies: z.array(AdminCurrencySchema) })) },
      },
    },
    async (request) => ok('Currencies fetched successfully', { currencies: await currencies.list(request.query) }),
  );

  app.put(
    '/currencies/:code',
    {
      schema: {
        tags,
        summary:
          'Offer or withdraw a currency, or set (null clears) its manual rate; USD stays offered at 1 (owners only)',
        params: z.object({ code: z.string().max(10) }),
        body: CurrencyChangeSchema,
        response: { 200: successEnvelope(z.object({ currency: AdminCurrencySchema })) },
      },
    },
    async (request) => {
      const currency = await changeCurrency({ ...request.body, code: request.params.code }, await depsFor(request));
      return ok('Currency updated successfully', { currency });
    },
  );
};
