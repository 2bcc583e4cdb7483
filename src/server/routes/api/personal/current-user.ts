import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UNAUTHENTICATED_MESSAGE } from '#domain/schemas/messages.js';
import { HttpError } from '#server/lib/http-error.js';
import { createUseCaseDeps, type SignedInDeps } from '#server/use-cases/use-case.js';

export const tags = ['Personal'];

/** The signed-in user's id; the folder's onRequest hook has set it. */
export function userIdOf(request: FastifyRequest): number {
  if (!request.auth) throw new HttpError(401, UNAUTHENTICATED_MESSAGE);
  return request.auth.userId;
}

/** The dependencies of a signed-in user's use case, for one request of this folder. */
export function createSignedInDeps(app: FastifyInstance) {
  const depsFor = createUseCaseDeps(app);
  return async (request: FastifyRequest): Promise<SignedInDeps> => ({
    ...(await depsFor(request)),
    userId: userIdOf(request),
  });
}
