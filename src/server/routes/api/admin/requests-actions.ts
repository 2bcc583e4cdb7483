import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '#domain/api/envelope.js';
import { DeskRequestSchema, TimelineEntrySchema } from '#domain/api/requests-desk.js';
import { RequestMessageSchema, RequestNoteSchema, StatusChangeSchema } from '#domain/schemas/admin-requests.js';
import { ok } from '#server/lib/envelope.js';
import { addRequestNote } from '#server/use-cases/desk/add-request-note.js';
import { changeRequestStatus } from '#server/use-cases/desk/change-request-status.js';
import { sendRequestMessage } from '#server/use-cases/desk/send-request-message.js';
import { createUseCaseDeps } from '#server/use-cases/use-case.js';
import { adminTags as tags } from './admin-tags.js';

// Any text: a malformed uuid is an unknown request (404), not a validation error.
const params = z.object({ uuid: z.string() });
const entryEnvelope = successEnvelope(z.object({ entry: TimelineEntrySchema }));

/** What staff do to a request: move it along the workflow, note something, write to the tourist. */
export const deskActionRoutes: FastifyPluginAsyncZod = async (app) => {
  const depsFor = createUseCaseDeps(app);

  app.post(
    '/requests/:uuid/status',
    {
      schema: {
        tags,
        summary:
          'Move a request along the workflow (409 with the current request on a stale version); quoted, confirmed and cancelled e-mail the tourist',
        params,
        body: StatusChangeSchema,
        response: { 200: successEnvelope(z.object({ request: DeskRequestSchema })) },
      },
    },
    async (request) => {
      const changed = await changeRequestStatus({ ...request.body, uuid: request.params.uuid }, await depsFor(request));
      // A trip completed by hand invites to a review at once: what the move made due runs now, not at the next tick.
      app.scheduler.soon();
      return ok('Request updated successfully', { request: changed });
    },
  );

  app.post(
    '/requests/:uuid/notes',
    {
      schema: {
        tags,
        summary: 'Add an internal note to a request’s timeline (never shown to the tourist)',
        params,
        body: RequestNoteSchema,
        response: { 201: entryEnvelope },
      },
    },
    async (request, reply) => {
      const entry = await addRequestNote({ ...request.body, uuid: request.params.uuid }, await depsFor(request));
      return reply.code(201).send(ok('Note added successfully', { entry }, 201));
    },
  );

  app.post(
    '/requests/:uuid/messages',
    {
      schema: {
        tags,
        summary: 'E-mail the tourist about a request; the message and its delivery state show on the timeline',
        params,
        body: RequestMessageSchema,
        response: { 201: entryEnvelope },
      },
    },
    async (request, reply) => {
      const entry = await sendRequestMessage({ ...request.body, uuid: request.params.uuid }, await depsFor(request));
      return reply.code(201).send(ok('Message sent successfully', { entry }, 201));
    },
  );
};
