import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { bearerTokenHash } from '#server/plugins/authenticate.js';
import { createUsersRepository } from '#server/repositories/users-repository.js';

/**
 * Inquiries, bookings and the newsletter are open to everyone (spec 6), so a token here is optional:
 * a valid one links the request to its user, and a missing, expired or revoked one is ignored rather
 * than refused, so a visitor whose stored token went stale still gets the booking through
 * (docs/decisions/006-requests-optional-sign-in-and-double-submit.md).
 */
export function createOptionalUser(app: FastifyInstance) {
  const users = createUsersRepository(app.db);
  return async function optionalUserId(request: FastifyRequest): Promise<number | null> {
    const tokenHash = bearerTokenHash(request);
    return tokenHash ? users.userIdForToken(tokenHash) : null;
  };
}

const SITE_PATH = /^\/[^\s]{0,299}$/;

/**
 * The page a form was sent from (`/contact`), kept for the agency's statistics. It is not something
 * the visitor typed, so anything but a path on this site is dropped instead of refused.
 */
export const sourcePageField = z
  .preprocess(
    (value: unknown) => (typeof value === 'string' && SITE_PATH.test(value.trim()) ? value.trim() : null),
    z.string().nullable(),
  )
  .describe('the path of the page the form was sent from, e.g. /contact');

/**
 * A stable hash of what was asked (after parsing, so spacing and unknown fields such as a
 * client-sent price do not count) and by whom: the same booking sent twice hashes the same.
 */
export function requestFingerprint(kind: string, userId: number | null, fields: Record<string, unknown>): string {
  const normalized = Object.keys(fields)
    .sort()
    .map((key) => {
      const value = fields[key];
      return [key, typeof value === 'string' ? value.toLowerCase() : (value ?? null)];
    });
  return createHash('sha256')
    .update(JSON.stringify([kind, userId, normalized]))
    .digest('hex');
}
