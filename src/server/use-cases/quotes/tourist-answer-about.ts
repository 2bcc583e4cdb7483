import type { TouristAnswerAbout } from '#server/mail/templates/tourist-answers.js';
import type { DeskRequestRecord } from '#server/repositories/desk-request-repository.js';
import { customerName } from '#server/use-cases/desk/desk-rows.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';

/**
 * The request as the agency's notice of a tourist's answer names it, with its page on the desk (the back office's
 * own map of URLs is src/web/admin-kit/admin-paths.ts: `/admin/requests/{uuid}`).
 */
export const touristAnswerAbout = (
  request: DeskRequestRecord,
  deps: Pick<UseCaseDeps, 'config'>,
): TouristAnswerAbout => ({
  reference: request.reference,
  customerName: customerName(request),
  email: request.email,
  deskUrl: `${deps.config.PUBLIC_URL.replace(/\/$/, '')}/admin/requests/${request.uuid}`,
});
