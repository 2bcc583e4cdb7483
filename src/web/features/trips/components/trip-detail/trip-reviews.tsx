import type { TripReviewsPage } from '#domain/api/reviews.js';
import { ReviewCard } from '#web/components/ui/review-card.js';
import { ReviewSummary } from '#web/components/ui/review-summary.js';
import { useT } from '#web/i18n/i18n.js';
import MoreTripReviewsIsland from '#web/features/trips/islands/more-trip-reviews.island.js';

/**
 * A trip's verified reviews under its tabs: the mean and the distribution, the newest reviews as HTML, and the
 * older ones a page at a time (a small island). Nothing until the trip has an approved review.
 */
export function TripReviews({ uuid, reviews }: { uuid: string; reviews: TripReviewsPage | null | undefined }) {
  const t = useT();
  if (!reviews || reviews.summary.count === 0) return null;
  return (
    <section aria-labelledby="trip-reviews-title" className="mx-auto mt-16 max-w-7xl px-4 sm:px-6 lg:px-8">
      <h2 id="trip-reviews-title" className="font-display text-2xl font-semibold md:text-3xl">
        {t('Verified reviews')}
      </h2>
      <p className="mt-2 max-w-prose text-ink/75">
        {t('Written by travellers who took this trip with us, invited after they came home.')}
      </p>
      <ReviewSummary summary={reviews.summary} className="mt-6" />
      <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {reviews.reviews.map((review, index) => (
          <li key={review.uuid}>
            <ReviewCard review={review} tone={index} />
          </li>
        ))}
      </ul>
      {reviews.next_cursor && <MoreTripReviewsIsland uuid={uuid} cursor={reviews.next_cursor} />}
    </section>
  );
}
