import type { TrackedRequest } from '#domain/api/requests-desk.js';
import type { Locale } from '#domain/i18n/locales.js';
import { payTo } from '#server/pdf/agency-details.js';
import { createTrackedRequestsRepository } from '#server/repositories/tracked-requests-repository.js';
import { createTravellersRepository } from '#server/repositories/travellers-repository.js';
import {
  sealerFor,
  travellersComplete,
  travellersDetailsAnswer,
} from '#server/use-cases/travellers/travellers-answer.js';
import { agencyToday, type UseCaseDeps } from '#server/use-cases/use-case.js';

export interface TrackRequestInput {
  /** as the link writes it; read in capitals */
  reference: string;
  /** the key from the e-mail's link; '' for none (then only the signed-in account that sent it opens it) */
  key: string;
  /** the language the trips are named in */
  locale?: Locale | undefined;
}

/**
 * A request as its tourist sees it, with where to pay once there is something to pay; null when neither the key
 * nor the signed-in account opens it. The tracking API's answer and the tracking page's server-rendered HTML.
 */
export async function trackRequest(
  { reference, key, locale }: TrackRequestInput,
  deps: Pick<UseCaseDeps, 'db' | 'config' | 'userId' | 'now'>,
): Promise<TrackedRequest | null> {
  const found = await createTrackedRequestsRepository(deps.db).find(
    reference.toUpperCase(),
    { key, userId: deps.userId },
    locale,
    agencyToday(deps),
  );
  if (!found) return null;
  const travellers = travellersDetailsAnswer(
    await createTravellersRepository(deps.db).forReference(found.reference),
    sealerFor(deps.config),
    'tourist',
  );
  return {
    ...found,
    pay_to: found.payments ? payTo(deps.config, found.reference) : null,
    travellers_complete: travellersComplete(travellers, found.guests),
    travellers,
  };
}
