import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '#server/lib/http-error.js';
import { methodNotAllowed } from '#server/plugins/method-not-allowed.js';
import { adminRoutes } from './admin/index.js';
import { sessionRoutes } from './account/session.js';
import { registrationRoutes } from './account/registration.js';
import { passwordResetRoutes } from './account/password-reset.js';
import { emailVerificationRoutes } from './account/email-verification.js';
import { destinationRoutes } from './catalogue/destinations.js';
import { previewRoutes } from './catalogue/previews.js';
import { searchRoutes } from './catalogue/search.js';
import { testimonialRoutes } from './catalogue/testimonials.js';
import { tripRoutes } from './catalogue/trips.js';
import { tripReviewRoutes } from './catalogue/trip-reviews.js';
import { personalRoutes } from './personal/index.js';
import { exchangeRateRoutes } from './reference/exchange-rate.js';
import { referenceRoutes } from './reference/lists.js';
import { requestRoutes } from './requests/index.js';

export const apiRoutes: FastifyPluginAsync = async (app) => {
  app.setNotFoundHandler((request) => {
    throw methodNotAllowed(request) ?? new HttpError(404, 'The requested resource was not found.');
  });
  await app.register(referenceRoutes);
  await app.register(exchangeRateRoutes);
  await app.register(destinationRoutes);
  await app.register(tripRoutes);
  await app.register(tripReviewRoutes);
  await app.register(searchRoutes);
  await app.register(testimonialRoutes);
  await app.register(previewRoutes);
  await app.register(sessionRoutes);
  await app.register(registrationRoutes);
  await app.register(passwordResetRoutes);
  await app.register(emailVerificationRoutes);
  await app.register(requestRoutes);
  await app.register(personalRoutes);
  await app.register(adminRoutes, { prefix: '/admin' });
};
