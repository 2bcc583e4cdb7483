import type { FastifyInstance, FastifyRequest } from 'fastify';
import { todayInDarEsSalaam } from '#domain/dates/calendar-date.js';
import type { Env } from '#server/config/env.js';
import type { Database } from '#server/db/client.js';
import type { MailQueue } from '#server/mail/mail-queue.js';
import type { UploadStore } from '#server/storage/upload-store.js';
import { bearerTokenHash } from '#server/plugins/authenticate.js';
import { createUsersRepository } from '#server/repositories/users-repository.js';

/**
 * A use case is one thing a person does: submit a booking, ask for a password reset. Each one has
 * the same shape,
 *
 *     export async function submitThing(input: ThingInput, deps: UseCaseDeps): Promise<ThingResult>
 *
 * - `input` is plain data the route has already parsed with the domain's schema;
 * - `deps` is everything it touches, passed in: the database, the mail queue, the configuration and
 *   the signed-in user. It reads nothing from Fastify, so a test calls it directly;
 * - it answers a plain result, or throws the `HttpError` helpers (`notFound`, `validationError`, …),
 *   which the error handler turns into the envelope;
 * - rows and the mails about them are written together in `deps.mail.inTransaction`, which sends the
 *   mails once the transaction has committed.
 *
 * A route only declares its schemas, parses, calls one use case and answers.
 */
export interface UseCaseDeps {
  db: Database;
  mail: MailQueue;
  config: Env;
  /** where uploads are kept (src/server/storage/upload-store.ts) */
  uploads: UploadStore;
  /** the signed-in user; null for a visitor */
  userId: number | null;
  /** the signed-in staff member behind the back office's guard; null or absent elsewhere */
  staffId?: number | null;
  /** the client's address (IP, as `TRUST_PROXY` resolves it); absent when a test calls a use case directly */
  clientAddress?: string | null;
  /** the time now (the app's clock); the real one when absent */
  now?: () => Date;
}

/** The agency's today (YYYY-MM-DD in Dar es Salaam) by the use case's clock. */
export const agencyToday = (deps: Pick<UseCaseDeps, 'now'>): string => todayInDarEsSalaam(deps.now?.() ?? new Date());

/** A signed-in tourist's use case (likes, ratings, the cart): the user is known. */
export type SignedInDeps = UseCaseDeps & { userId: number };

/**
 * The dependencies for one request. Behind a `requireUser` guard the user is the one it checked;
 * on the open routes a valid bearer token links the request to its user, while a missing, expired
 * or revoked one is ignored rather than refused, so a visitor whose stored token went stale still
 * gets the booking through.
 */
export function createUseCaseDeps(app: FastifyInstance) {
  const users = createUsersRepository(app.db);
  return async function depsFor(request: FastifyRequest): Promise<UseCaseDeps> {
    const staffId = request.staffAuth?.staffId ?? null;
    // A back-office request carries a staff token: it is never a tourist's, so it is not looked up as one.
    const tokenHash = request.auth || staffId !== null ? null : bearerTokenHash(request);
    const userId = request.auth?.userId ?? (tokenHash ? await users.userIdForToken(tokenHash) : null);
    return {
      db: app.db,
      mail: app.mail,
      config: app.env,
      uploads: app.uploads,
      userId,
      staffId,
      clientAddress: request.ip,
      now: app.clock,
    };
  };
}
