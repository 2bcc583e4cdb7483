import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorEnvelope } from '#domain/api/envelope.js';
import { INVALID_DATA_MESSAGE } from '#domain/schemas/messages.js';
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from '#server/lib/database-errors.js';
import { HttpError, INTERNAL_ERROR_MESSAGE } from '#server/lib/http-error.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers `status: "error"` instead of `false` (POST /api/subscribe, docs/api/README.md 'Envelope'). */
    errorStatus?: 'error';
  }
}

function envelope(code: number, message: string, errors?: Record<string, string[]>, data?: unknown): ErrorEnvelope {
  const base: ErrorEnvelope = errors ? { status: false, code, message, errors } : { status: false, code, message };
  return data === undefined ? base : { ...base, data };
}

/** The envelope in the route's own shape: every route's `status: false`, or the one with `"error"`. */
function routeEnvelope(request: FastifyRequest, ...args: Parameters<typeof envelope>): ErrorEnvelope {
  const answer = envelope(...args);
  if (request.routeOptions.config?.errorStatus !== 'error') return answer;
  return { ...answer, status: 'error' } as unknown as ErrorEnvelope;
}

function zodErrors(error: FastifyError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.validation ?? []) {
    const params = issue.params as { issue?: { path?: PropertyKey[] } } | undefined;
    const path = params?.issue?.path ?? [];
    // A nested field is named by its dotted path ('budgets.High.Comfort.4'), like the domain's zodErrorsByField.
    const pointer = String(issue.instancePath || 'request')
      .replace(/^\//, '')
      .replaceAll('/', '.');
    const key = path.length ? path.map(String).join('.') : pointer;
    (errors[key] ??= []).push(issue.message ?? 'Invalid value');
  }
  return errors;
}

/** Client errors Fastify raises itself, with a message of ours (theirs can name internals). */
const FASTIFY_CLIENT_ERRORS: Record<string, { code: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 400, message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 400, message: 'The request body is empty.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 400, message: 'This content type is not supported.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 400, message: 'The content length is wrong.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 413, message: 'The request body is too large.' },
  FST_ERR_BAD_URL: { code: 400, message: 'The address is malformed.' },
};

/** One error shape for the whole API (docs/api/README.md 'Envelope'); 5xx never shows internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) void reply.headers(error.headers);
      return reply
        .code(error.statusCode)
        .send(routeEnvelope(request, error.statusCode, error.message, error.errors, error.data));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = zodErrors(error);
      const first = Object.values(errors)[0]?.[0] ?? INVALID_DATA_MESSAGE;
      return reply.code(422).send(routeEnvelope(request, 422, first, errors));
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.code(known.code).send(routeEnvelope(request, known.code, known.message));
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.code(429).send(routeEnvelope(request, 429, error.message));
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.code(status).send(routeEnvelope(request, status, 'The request could not be processed.'));
    }
    if (isDatabaseUnavailable(error)) {
      // The database blinked (restart, failover): say so and when to retry; the pool reconnects.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send(routeEnvelope(request, 503, UNAVAILABLE_MESSAGE));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(routeEnvelope(request, 500, INTERNAL_ERROR_MESSAGE));
  });
}

/** The longest path parameter the router takes, in UTF-16 code units once decoded: longer is a 414 (below). */
export const MAX_PARAM_LENGTH = 200;

/**
 * Errors the router raises before any route or error handler runs (a malformed percent-encoding, an
 * over-long parameter): Fastify would answer its own shape, naming its error code; ours is the envelope.
 */
export function frameworkErrorReply(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const status = tooLong ? 414 : 400;
  void reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(envelope(status, tooLong ? 'The address is too long.' : 'The address is malformed.')));
}

const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are too large.' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive.' },
};

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers over 16 KB, a malformed request
 * line): Fastify would answer its own shape; ours is the envelope, and the connection closes.
 */
export function clientErrorReply(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = CLIENT_ERRORS[error.code ?? ''] ?? { status: 400, message: 'The request is malformed.' };
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify(envelope(status, message));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
