import type { FastifyRequest } from 'fastify';
import { HttpError } from '#server/lib/http-error.js';

/** The methods the site's routes use; any other (QUERY, PROPFIND…) is one it does not implement (501). */
export const IMPLEMENTED_METHODS: readonly string[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * The methods some route answers at the request's path (empty when none does: a real 404). HEAD comes with GET;
 * OPTIONS only where a route handles it. Where a route names the path itself, a route that only reads it as a
 * parameter is not counted: PUT /api/cart/{uuid} is no method of /api/cart/add.
 */
export function allowedMethods(request: FastifyRequest): string[] {
  const url = request.url.split('?')[0] ?? '/';
  const matches = IMPLEMENTED_METHODS.flatMap((method) => {
    const found = request.server.findRoute({ method, url });
    return found ? [{ method, named: Object.keys(found.params ?? {}).length === 0 }] : [];
  });
  const named = matches.some((match) => match.named);
  return matches.filter((match) => match.named || !named).map((match) => match.method);
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
