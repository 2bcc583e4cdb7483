import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '#server/lib/http-error.js';
import { IMPLEMENTED_METHODS, methodNotAllowed } from './method-not-allowed.js';

/** Raw protocol faults answered in the envelope (docs/api/README.md 'Envelope'), not with Node's empty bodies. */
export const PROTOCOL_MESSAGES = {
  noHost: 'The request has no Host header.',
  expectation: 'The only expectation this server meets is 100-continue.',
  method: (method: string) => `This server does not implement the ${method} method.`,
} as const;

/**
 * How long a request's headers and body may take to arrive, and how often Node looks: a client trickling its
 * body is cut like one trickling its headers (408 in the envelope, error-handler.ts `clientErrorReply`).
 */
export function requestTimeouts(requestTimeoutMs: number) {
  return {
    requestTimeout: requestTimeoutMs,
    http: {
      headersTimeout: requestTimeoutMs,
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(requestTimeoutMs / 4))),
      // Node's own answer to a missing Host is an empty 400: the hook below answers it in the envelope.
      requireHostHeader: false,
    },
  };
}

function sendEnvelope(response: ServerResponse, status: number, message: string): void {
  const body = JSON.stringify({ status: false, code: status, message });
  response.writeHead(status, STATUS_CODES[status], {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
  });
  response.end(body);
}

/**
 * Before any route: an HTTP/1.1 request without `Host` is a 400; a method the address does not take a 405 with
 * `Allow` (method-not-allowed.ts), whatever the method (QUERY, PROPFIND…), and one no route of the site implements
 * at an address nobody answers a 501; and an `Expect` other than
 * `100-continue` a 417, each in the envelope.
 */
export function registerProtocolGuards(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.raw.httpVersionMajor === 1 && request.raw.httpVersionMinor >= 1 && !request.headers.host) {
      throw new HttpError(400, PROTOCOL_MESSAGES.noHost);
    }
    if (!IMPLEMENTED_METHODS.includes(request.method)) {
      // At an address some route answers, any other method is one this address does not take: 405 with `Allow`.
      throw methodNotAllowed(request) ?? new HttpError(501, PROTOCOL_MESSAGES.method(request.method));
    }
    // A route that reads this address as a parameter (PUT /api/cart/{uuid} for /api/cart/add) does not take it
    // when another route names the address itself: 405 before that route's guard could answer 401.
    if (request.routeOptions.url?.includes(':')) {
      const notAllowed = methodNotAllowed(request);
      if (notAllowed) throw notAllowed;
    }
  });
  // Node answers an unmet expectation with an empty 417 unless someone listens; `inject` has no server events.
  app.server.on('checkExpectation', (_request: IncomingMessage, response: ServerResponse) =>
    sendEnvelope(response, 417, PROTOCOL_MESSAGES.expectation),
  );
}
