import type { FastifyPluginAsync } from 'fastify';
import { createRequireStaff } from '#server/plugins/authenticate-staff.js';
import { adminAccountRoutes } from './accounts.js';
import { guardedBy } from '#server/plugins/open-api-answers.js';
import { catalogueOptionsRoutes } from './catalogue-options.js';
import { manifestRoutes } from './manifest.js';
import { mediaRoutes } from './media.js';
import { auditRoutes } from './audit.js';
import { currencyRoutes } from './currencies.js';
import { moderationRoutes } from './moderation.js';
import { paymentOwnerRoutes, quoteRoutes } from './quotes.js';
import { overviewRoutes } from './overview.js';
import { scheduledOwnerRoutes, scheduledRoutes } from './scheduled.js';
import { adminDestinationRoutes } from './destinations.js';
import { deskReadRoutes } from './requests.js';
import { deskActionRoutes } from './requests-actions.js';
import { staffManagementRoutes } from './staff.js';
import { subscriberRoutes } from './subscribers.js';
import { staffOpenRoutes, staffSessionRoutes } from './staff-session.js';
import { adminTripRoutes } from './trips.js';
import { adminTranslationRoutes } from './translations.js';
import { previewLinkRoutes } from './preview-links.js';

/**
 * The back office's API (`/api/admin`; docs/api/README.md 'Back office'). Staff are not tourists:
 * their own sign-in and tokens. Every answer is one person's business: no shared cache keeps it.
 * Sign-in and the set-password link are open; everything else checks the staff token on request,
 * before the body is read, so a tourist or a visitor always reads 401, and an agent on an owner's
 * route 403.
 */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store');
  });
  await app.register(staffOpenRoutes);
  await app.register(async (guarded) => {
    guarded.addHook('onRequest', createRequireStaff(guarded));
    guardedBy(guarded, 'staff');
    await guarded.register(staffSessionRoutes);
    await guarded.register(deskReadRoutes);
    await guarded.register(deskActionRoutes);
    await guarded.register(quoteRoutes);
    await guarded.register(overviewRoutes);
    await guarded.register(moderationRoutes);
    await guarded.register(subscriberRoutes);
    await guarded.register(staffManagementRoutes);
    await guarded.register(mediaRoutes);
    await guarded.register(adminAccountRoutes);
    await guarded.register(adminTripRoutes);
    await guarded.register(adminDestinationRoutes);
    await guarded.register(adminTranslationRoutes);
    await guarded.register(previewLinkRoutes);
    await guarded.register(catalogueOptionsRoutes);
    await guarded.register(auditRoutes);
    await guarded.register(currencyRoutes);
    await guarded.register(paymentOwnerRoutes);
    await guarded.register(scheduledRoutes);
    await guarded.register(scheduledOwnerRoutes);
    await guarded.register(manifestRoutes);
  });
};
