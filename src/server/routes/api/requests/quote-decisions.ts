import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '#domain/api/envelope.js';
import { QuoteSchema, RequestPaymentsSchema } from '#domain/api/quotes.js';
import { REQUEST_STATUSES } from '#domain/requests/request-status.js';
import { AcceptQuoteSchema, DeclineQuoteSchema } from '#domain/schemas/admin-quotes.js';
import { TRACKING_LINK_MESSAGE } from '#domain/schemas/messages.js';
import { ok } from '#server/lib/envelope.js';
import { notFound } from '#server/lib/http-error.js';
import { RATE_LIMITS } from '#server/plugins/rate-limits.js';
import { decideQuote } from '#server/use-cases/quotes/decide-quote.js';
import { createUseCaseDeps } from '#server/use-cases/use-case.js';

// Lenient like the tracking page: a malformed reference, number or key is the same 404 as a wrong one.
const params = z.object({ reference: z.string(), number: z.string() });
const querystring = z.object({
  key: z.string().optional().catch(undefined).describe('the key from the link in the e-mail'),
});
const DecisionSchema = z.object({
  reference: z.string(),
  status: z.enum(REQUEST_STATUSES),
  quote: QuoteSchema,
  payments: RequestPaymentsSchema.nullable(),
});

const quoteNumber = (text: string): number => {
  if (!/^[1-9]\d{0,5}$/.test(text)) throw notFound(TRACKING_LINK_MESSAGE);
  return Number(text);
};

/**
 * The tourist decides on a quote from the tracking page, with the link's key or signed in as the account that sent
 * the request (docs/decisions/033-quotes-and-the-payments-ledger.md).
 */
export const quoteDecisionRoutes: FastifyPluginAsyncZod = async (app) => {
  const depsFor = createUseCaseDeps(app);

  app.post(
    '/requests/:reference/quotes/:number/accept',
    {
      config: { rateLimit: RATE_LIMITS.requests },
      schema: {
        tags: ['Requests'],
        summary:
          'Accept a sent quote within its validity (409 saying why otherwise): the request is confirmed with its payment schedule, the confirmation (its PDF: the quote, the schedule, the bank) is e-mailed and the agency told',
        params,
        querystring,
        body: AcceptQuoteSchema,
        response: { 200: successEnvelope(DecisionSchema) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      const decision = await decideQuote(
        {
          reference: request.params.reference,
          number: quoteNumber(request.params.number),
          key: request.query.key ?? '',
          decision: 'accept',
        },
        await depsFor(request),
      );
      return ok('Quote accepted successfully', decision);
    },
  );

  app.post(
    '/requests/:reference/quotes/:number/decline',
    {
      config: { rateLimit: RATE_LIMITS.requests },
      schema: {
        tags: ['Requests'],
        summary:
          'Ask for changes: the quote is declined with the reason, the request is back in progress and the agency is e-mailed the reason',
        params,
        querystring,
        body: DeclineQuoteSchema,
        response: { 200: successEnvelope(DecisionSchema) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      const decision = await decideQuote(
        {
          reference: request.params.reference,
          number: quoteNumber(request.params.number),
          key: request.query.key ?? '',
          decision: 'decline',
          reason: request.body.reason,
        },
        await depsFor(request),
      );
      return ok('Quote declined successfully', decision);
    },
  );
};
