import type { FastifyPluginAsync } from 'fastify';
import { bookingRoutes } from './bookings.js';
import { destinationBookingRoutes } from './destination-bookings.js';
import { inquiryRoutes } from './inquiries.js';
import { newsletterRoutes } from './newsletter.js';

/** API.md 'Inquiries, bookings, newsletter': open to visitors, 20 requests a minute per address. */
export const requestRoutes: FastifyPluginAsync = async (app) => {
  await app.register(inquiryRoutes);
  await app.register(bookingRoutes);
  await app.register(destinationBookingRoutes);
  await app.register(newsletterRoutes);
};
