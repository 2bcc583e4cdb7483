import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '#domain/api/envelope.js';
import { InstalmentRowSchema, PaymentEntrySchema, QuoteSchema, RequestPaymentsSchema } from '#domain/api/quotes.js';
import {
  InstalmentListQuerySchema,
  PaymentInputSchema,
  QuoteInputSchema,
  VoidPaymentSchema,
} from '#domain/schemas/admin-quotes.js';
import { ok } from '#server/lib/envelope.js';
import { requireOwner } from '#server/plugins/authenticate-staff.js';
import { guardedBy } from '#server/plugins/open-api-answers.js';
import { instalmentsCsv, listInstalments } from '#server/use-cases/quotes/list-instalments.js';
import { recordPayment } from '#server/use-cases/quotes/record-payment.js';
import { sendQuote } from '#server/use-cases/quotes/send-quote.js';
import { voidPayment } from '#server/use-cases/quotes/void-payment.js';
import { createUseCaseDeps } from '#server/use-cases/use-case.js';
import { adminTags as tags } from './admin-tags.js';

// Any text: a malformed uuid is an unknown request or entry (404), not a validation error.
const params = z.object({ uuid: z.string() });

/** Quotes and the payments ledger (docs/decisions/033-quotes-and-the-payments-ledger.md). */
export const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const depsFor = createUseCaseDeps(app);

  app.post(
    '/requests/:uuid/quotes',
    {
      schema: {
        tags,
        summary:
          'Send a new quote version: trip lines priced by the server, the open quote superseded, the request moved to quoted; the tourist gets it by e-mail with a PDF (409 on a stale version)',
        params,
        body: QuoteInputSchema,
        response: { 201: successEnvelope(z.object({ quote: QuoteSchema })) },
      },
    },
    async (request, reply) => {
      const quote = await sendQuote({ ...request.body, uuid: request.params.uuid }, await depsFor(request));
      return reply.code(201).send(ok('Quote sent successfully', { quote }, 201));
    },
  );

  app.post(
    '/requests/:uuid/payments',
    {
      schema: {
        tags,
        summary:
          'Record a payment or a refund on a confirmed request (409 for the same method and reference twice); the tourist gets a numbered receipt with a PDF',
        params,
        body: PaymentInputSchema,
        response: {
          201: successEnvelope(z.object({ entry: PaymentEntrySchema, payments: RequestPaymentsSchema.nullable() })),
        },
      },
    },
    async (request, reply) => {
      const recorded = await recordPayment({ ...request.body, uuid: request.params.uuid }, await depsFor(request));
      return reply.code(201).send(ok('Payment recorded successfully', recorded, 201));
    },
  );

  app.get(
    '/payments',
    {
      schema: {
        tags,
        summary: 'Instalments across confirmed requests, soonest due first, filtered by overdue, due or paid',
        querystring: InstalmentListQuerySchema,
        response: {
          200: successEnvelope(z.object({ instalments: z.array(InstalmentRowSchema), total: z.number().int() })),
        },
      },
    },
    async (request) =>
      ok('Instalments fetched successfully', await listInstalments(request.query, await depsFor(request))),
  );

  app.get(
    '/payments.csv',
    {
      schema: {
        tags,
        summary: 'The instalments as CSV (the same filter)',
        querystring: InstalmentListQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('text/csv: a header row, then one row per instalment') },
      },
    },
    async (request, reply) => {
      const csv = await instalmentsCsv(request.query.status, await depsFor(request));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="instalments.csv"')
        .send(csv);
    },
  );
};

/** What only an owner does to the ledger: void a mistake. */
export const paymentOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireOwner);
  guardedBy(app, 'owner');
  const depsFor = createUseCaseDeps(app);
  app.post(
    '/payments/:uuid/void',
    {
      schema: {
        tags,
        summary:
          'Void a ledger entry recorded by mistake, with the reason (owners only); it is kept, no longer counted',
        params,
        body: VoidPaymentSchema,
        response: { 200: successEnvelope(z.object({ entry: PaymentEntrySchema })) },
      },
    },
    async (request) => {
      const entry = await voidPayment({ ...request.body, uuid: request.params.uuid }, await depsFor(request));
      return ok('Entry voided successfully', { entry });
    },
  );
};
