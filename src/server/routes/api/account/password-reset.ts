import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '#domain/api/envelope.js';
import { EmailOnlySchema } from '#domain/schemas/email-only.js';
import { PasswordResetConfirmSchema } from '#domain/schemas/registration.js';
import { hashPassword, hashToken, newToken } from '#server/auth/secrets.js';
import { ok } from '#server/lib/envelope.js';
import { HttpError, validationError } from '#server/lib/http-error.js';
import { passwordResetMail } from '#server/mail/templates/password-reset.js';
import { RATE_LIMITS } from '#server/plugins/rate-limits.js';
import {
  createPasswordResetsRepository,
  RESET_TOKEN_LIFETIME_MS,
  type ResetTokenProblem,
} from '#server/repositories/password-resets-repository.js';
import { accountTags as tags } from './user-schema.js';

const UNKNOWN_EMAIL = 'We could not find an account with that email address.';

const TOKEN_PROBLEMS: Record<ResetTokenProblem, string> = {
  unknown: 'This password reset link is not valid. Please request a new one.',
  used: 'This password reset link has already been used. Please request a new one.',
  expired: 'This password reset link has expired. Please request a new one.',
};

/** The page the e-mailed link opens; PUBLIC_URL may carry a path prefix, so no URL resolution. */
const resetLink = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/reset-password?token=${encodeURIComponent(token)}`;

/** API.md 'Account': a one-time link by e-mail, then a new password that ends every session. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const resets = createPasswordResetsRepository(app.db);

  app.post(
    '/password-reset',
    {
      config: { rateLimit: RATE_LIMITS.account },
      schema: {
        tags,
        summary: 'E-mail a one-time link to choose a new password (valid 1 hour)',
        body: EmailOnlySchema,
        response: { 200: successEnvelope(z.object({ username: z.string() })) },
      },
    },
    async (request) => {
      const account = await resets.accountByEmail(request.body.email);
      // API.md asks for a 404 here: the site tells a visitor who typed the wrong address.
      if (!account) throw new HttpError(404, UNKNOWN_EMAIL);
      const token = newToken();
      const mail = passwordResetMail({
        to: account.email,
        name: account.name,
        link: resetLink(app.env.PUBLIC_URL, token),
        validMinutes: RESET_TOKEN_LIFETIME_MS / 60_000,
      });
      // The token and its mail commit together: no link without its row, no row without its mail.
      await app.db.transaction(async (tx) => {
        await createPasswordResetsRepository(tx).storeToken(account.id, hashToken(token));
        await app.mail.queue(mail, tx);
      });
      app.mail.deliverSoon();
      return ok('A password reset link has been sent to your email.', { username: account.name });
    },
  );

  app.post(
    '/password-reset/confirm',
    {
      config: { rateLimit: RATE_LIMITS.account },
      schema: {
        tags,
        summary: 'Set a new password with the e-mailed token; signs out every session of the account',
        body: PasswordResetConfirmSchema,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      const passwordHash = await hashPassword(password);
      await app.db.transaction(async (tx) => {
        const repo = createPasswordResetsRepository(tx);
        const result = await repo.consume(hashToken(token));
        if ('problem' in result) throw validationError({ token: [TOKEN_PROBLEMS[result.problem]] });
        await repo.setPassword(result.userId, passwordHash);
      });
      return ok('Your password has been reset. You can now log in with your new password.', null);
    },
  );
};
