import type { SiteReviews, TripReviewsPage } from '#domain/api/reviews.js';
import { CURSOR_MESSAGE } from '#domain/api/envelope.js';
import type { Locale } from '#domain/i18n/locales.js';
import { TRIP_NOT_FOUND_MESSAGE } from '#domain/schemas/messages.js';
import { notFound, validationError } from '#server/lib/http-error.js';
import { isUuid } from '#server/lib/uuid.js';
import {
  createReviewsRepository,
  decodeReviewCursor,
  encodeReviewCursor,
  toPublicReview,
} from '#server/repositories/reviews-repository.js';
import { tripNamesIn } from '#server/repositories/trip-names-in.js';
import type { UseCaseDeps } from '#server/use-cases/use-case.js';

/** A published trip's approved reviews, newest first, a page at a time, with the summary of all of them. */
export async function listTripReviews(
  input: { uuid: string; limit: number; cursor?: string | undefined; locale?: Locale | undefined },
  deps: Pick<UseCaseDeps, 'db'>,
): Promise<TripReviewsPage> {
  const after = input.cursor === undefined ? undefined : decodeReviewCursor(input.cursor);
  if (after === null) throw validationError({ cursor: [CURSOR_MESSAGE] });
  const reviews = createReviewsRepository(deps.db);
  const tripId = isUuid(input.uuid) ? await reviews.publishedTripId(input.uuid) : null;
  if (tripId === null) throw notFound(TRIP_NOT_FOUND_MESSAGE);
  const [page, summary] = await Promise.all([
    reviews.tripPage(tripId, input.limit, after),
    reviews.tripSummary(tripId),
  ]);
  return {
    reviews: page.rows.map((row) => toPublicReview(row, input.locale)),
    summary,
    next_cursor: page.next ? encodeReviewCursor(page.next) : null,
  };
}

/** How many reviews /reviews shows: the newest of every trip's. */
export const SITE_REVIEWS_SHOWN = 24;

/** /reviews: the newest approved reviews of every published trip, each with its trip named in `locale`. */
export async function listSiteReviews(locale: Locale, deps: Pick<UseCaseDeps, 'db'>): Promise<SiteReviews> {
  const reviews = createReviewsRepository(deps.db);
  const [page, summary] = await Promise.all([reviews.sitePage(SITE_REVIEWS_SHOWN), reviews.siteSummary()]);
  const trips = [...new Map(page.rows.map((row) => [row.tripId, { id: row.tripId, name: row.tripName }])).values()];
  const names = await tripNamesIn(deps.db, locale, trips);
  return {
    reviews: page.rows.map((row) => ({
      ...toPublicReview(row, locale),
      trip: { uuid: row.tripUuid, name: names.get(row.tripId) ?? row.tripName },
    })),
    summary,
  };
}
