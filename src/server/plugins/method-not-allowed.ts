import type { FastifyRequest } from 'fastify';
import { HttpError } from '#server/lib/http-error.js';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** The methods some route answers at the request's path (empty when none does: a real 404). */
export function allowedMethods(request: FastifyRequest): string[] {
  const url = request.url.split('?')[0] ?? '/';
  return METHODS.filter((method) => request.server.findRoute({ method, url }) !== null);
}

/**
 * A path that exists, asked with a method it does not take: a 405 naming the ones it does (`Allow`),
 * not a 404 that would say the path is wrong. Called first by the not-found handlers.
 */
export function methodNotAllowed(request: FastifyRequest): HttpError | null {
  const allowed = allowedMethods(request);
  if (allowed.length === 0 || allowed.includes(request.method)) return null;
  return new HttpError(405, `This address does not take ${request.method}. Use ${allowed.join(', ')}.`, undefined, {
    allow: allowed.join(', '),
  });
}
