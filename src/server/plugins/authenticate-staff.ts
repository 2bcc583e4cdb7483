import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FORBIDDEN_MESSAGE, UNAUTHENTICATED_MESSAGE as UNAUTHENTICATED } from '#domain/schemas/messages.js';
import type { StaffRole } from '#domain/schemas/staff.js';
import { HttpError } from '#server/lib/http-error.js';
import { bearerTokenHash } from '#server/plugins/authenticate.js';
import { createStaffRepository } from '#server/repositories/staff-repository.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** set by `requireStaff` on the back office's routes */
    staffAuth?: { staffId: number; role: StaffRole; tokenHash: string };
  }
}

/**
 * The back office's guard: a staff token used within the last 12 hours by an active member. A tourist
 * token, a missing, expired or revoked one are all 401; each use keeps the token alive.
 */
export function createRequireStaff(app: FastifyInstance) {
  const staff = createStaffRepository(app.db);
  return async function requireStaff(request: FastifyRequest): Promise<void> {
    const tokenHash = bearerTokenHash(request);
    if (!tokenHash) throw new HttpError(401, UNAUTHENTICATED);
    const member = await staff.staffForToken(tokenHash);
    if (!member) throw new HttpError(401, UNAUTHENTICATED);
    request.staffAuth = { ...member, tokenHash };
  };
}

/** After `requireStaff`: routes only an owner may use answer 403 to an agent. */
export async function requireOwner(request: FastifyRequest): Promise<void> {
  if (request.staffAuth?.role !== 'owner') throw new HttpError(403, FORBIDDEN_MESSAGE);
}
