import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '#domain/api/envelope.js';
import { ScheduledEntrySchema, ScheduledJobRowSchema, ScheduledListQuerySchema } from '#domain/api/scheduled.js';
import { ok } from '#server/lib/envelope.js';
import { requireOwner } from '#server/plugins/authenticate-staff.js';
import { guardedBy } from '#server/plugins/open-api-answers.js';
import { listScheduledJobs, retryScheduledJob, skipScheduledJob } from '#server/use-cases/scheduler/scheduled-jobs.js';
import { createUseCaseDeps } from '#server/use-cases/use-case.js';
import { adminTags as tags } from './admin-tags.js';

// Any text: a malformed uuid is an unknown job (404), not a validation error.
const params = z.object({ uuid: z.string() });
const entry = successEnvelope(z.object({ entry: ScheduledEntrySchema }));

/** What any staff member does to the scheduler's plan of a request: skip one e-mail. */
export const scheduledRoutes: FastifyPluginAsyncZod = async (app) => {
  const depsFor = createUseCaseDeps(app);
  app.post(
    '/scheduled/:uuid/skip',
    {
      config: { answers: [409] },
      schema: {
        tags,
        summary: 'Skip a planned e-mail of a request (a done one: 409); re-planning never brings it back',
        params,
        response: { 200: entry },
      },
    },
    async (request) =>
      ok('Scheduled e-mail skipped', { entry: await skipScheduledJob(request.params.uuid, await depsFor(request)) }),
  );
};

/** What only an owner does: see the jobs across requests (the failed ones) and retry one. */
export const scheduledOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireOwner);
  guardedBy(app, 'owner');
  const depsFor = createUseCaseDeps(app);
  app.get(
    '/scheduled',
    {
      schema: {
        tags,
        summary: 'Scheduled jobs across requests in one status (failed by default), the latest change first',
        querystring: ScheduledListQuerySchema,
        response: {
          200: successEnvelope(z.object({ jobs: z.array(ScheduledJobRowSchema), total: z.number().int() })),
        },
      },
    },
    async (request) => ok('Scheduled jobs fetched successfully', await listScheduledJobs(request.query, app)),
  );
  app.post(
    '/scheduled/:uuid/retry',
    {
      config: { answers: [409] },
      schema: {
        tags,
        summary: 'Plan a failed job again, to run within a minute with its attempts counted afresh (owners only)',
        params,
        response: { 200: entry },
      },
    },
    async (request) =>
      ok('Scheduled job planned again', {
        entry: await retryScheduledJob(request.params.uuid, await depsFor(request)),
      }),
  );
};
