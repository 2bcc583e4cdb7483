import type { FastifyPluginAsync } from 'fastify';
import { createRequireUser } from '#server/plugins/authenticate.js';
import { guardedBy } from '#server/plugins/open-api-answers.js';
import { cartRoutes } from './cart.js';
import { dashboardRoutes } from './dashboard.js';
import { likeRoutes } from './likes.js';
import { ratingRoutes } from './ratings.js';
import { testimonialSubmissionRoutes } from './testimonial.js';
import { yourDataRoutes } from './your-data.js';

/**
 * Everything a signed-in user owns (the dashboard, likes, ratings, cart, the testimonial
 * submission, the data export and the account's deletion; docs/behaviour/dashboard.md). Two hooks cover the whole folder:
 * - the answers are one person's data: no shared cache may keep them, even a 401;
 * - the token is checked on request, before the body is parsed or validated, so a signed-out
 *   client always reads 401, never a 422 about a body it was not allowed to send.
 */
export const personalRoutes: FastifyPluginAsync = async (app) => {
  const requireUser = createRequireUser(app);
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store');
  });
  app.addHook('onRequest', requireUser);
  guardedBy(app, 'user');

  await app.register(likeRoutes);
  await app.register(ratingRoutes);
  await app.register(cartRoutes);
  await app.register(dashboardRoutes);
  await app.register(testimonialSubmissionRoutes);
  await app.register(yourDataRoutes);
};
