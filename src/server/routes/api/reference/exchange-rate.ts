import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '#domain/api/envelope.js';
import { ExchangeRateSchema } from '#domain/api/reference.js';
import { CURRENCY_NOT_FOUND_MESSAGE } from '#domain/schemas/messages.js';
import { ok } from '#server/lib/envelope.js';
import { notFound } from '#server/lib/http-error.js';
import { isUuid } from '#server/lib/uuid.js';
import { createReferenceRepository } from '#server/repositories/reference-repository.js';

export const exchangeRateRoutes: FastifyPluginAsyncZod = async (app) => {
  const reference = createReferenceRepository(app.db);

  app.post(
    '/exchange-rate',
    {
      config: { answers: [404] },
      schema: {
        tags: ['Reference data'],
        summary: 'The live rate of one currency: units per 1 USD',
        querystring: z.object({ currency: z.string({ error: 'currency is required' }).min(1, 'currency is required') }),
        response: { 200: successEnvelope(ExchangeRateSchema) },
      },
    },
    async (request) => {
      const { currency } = request.query;
      const rate = isUuid(currency) ? await reference.exchangeRate(currency) : null;
      if (!rate) throw notFound(CURRENCY_NOT_FOUND_MESSAGE);
      return ok('Exchange rate fetched successfully', rate);
    },
  );
};
