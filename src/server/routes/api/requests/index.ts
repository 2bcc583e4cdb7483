import type { FastifyPluginAsync } from 'fastify';
import { bookingRoutes } from './bookings.js';
import { destinationBookingRoutes } from './destination-bookings.js';
import { inquiryRoutes } from './inquiries.js';
import { newsletterRoutes } from './newsletter.js';
import { reviewRoutes } from './reviews.js';
import { quoteDecisionRoutes } from './quote-decisions.js';
import { touristMessageRoutes } from './tourist-messages.js';
import { trackRequestRoutes } from './track-request.js';
import { travellersRoutes } from './travellers.js';
import { unsubscribeRoutes } from './unsubscribe.js';

/**
 * Inquiries, bookings, the newsletter, the tracking page and the tourist's answers on it (quotes, messages): open to visitors, 20 requests a minute per
 * address (docs/api/README.md 'Rate limits').
 */
export const requestRoutes: FastifyPluginAsync = async (app) => {
  await app.register(inquiryRoutes);
  await app.register(bookingRoutes);
  await app.register(destinationBookingRoutes);
  await app.register(newsletterRoutes);
  await app.register(unsubscribeRoutes);
  await app.register(trackRequestRoutes);
  await app.register(quoteDecisionRoutes);
  await app.register(touristMessageRoutes);
  await app.register(travellersRoutes);
  await app.register(reviewRoutes);
};
