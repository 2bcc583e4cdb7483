import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UNAUTHENTICATED_MESSAGE as UNAUTHENTICATED } from '#domain/schemas/messages.js';
import { hashToken } from '#server/auth/secrets.js';
import { HttpError } from '#server/lib/http-error.js';
import { createUsersRepository } from '#server/repositories/users-repository.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** set by `requireUser` on protected routes */
    auth?: { userId: number; tokenHash: string };
  }
}

// The client keeps tokens longer than 10 characters only; ours are 43.
const BEARER = /^Bearer ([A-Za-z0-9_-]{11,200})$/;

/** The hash of the request's bearer token, or null when there is none of the right shape. */
export function bearerTokenHash(request: FastifyRequest): string | null {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  return token ? hashToken(token) : null;
}

/** A preHandler for protected routes: a missing, invalid, expired or revoked token is 401. */
export function createRequireUser(app: FastifyInstance) {
  const users = createUsersRepository(app.db);
  return async function requireUser(request: FastifyRequest): Promise<void> {
    const tokenHash = bearerTokenHash(request);
    if (!tokenHash) throw new HttpError(401, UNAUTHENTICATED);
    const userId = await users.userIdForToken(tokenHash);
    if (userId === null) throw new HttpError(401, UNAUTHENTICATED);
    request.auth = { userId, tokenHash };
  };
}
