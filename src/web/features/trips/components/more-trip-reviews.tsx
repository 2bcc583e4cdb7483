import { useState } from 'react';
import type { PublicReview, TripReviewsPage } from '#domain/api/reviews.js';
import { Button } from '#web/components/ui/button.js';
import { ReviewCard } from '#web/components/ui/review-card.js';
import { useT } from '#web/i18n/i18n.js';
import { catalogueLocaleQuery } from '#web/lib/locale.js';
import { api } from '#web/lib/api-client.js';
import { TRIP_REVIEWS_SHOWN } from '#web/features/trips/api/get-trip-reviews.js';

export interface MoreTripReviewsProps {
  uuid: string;
  /** the server's first page's `next_cursor` */
  cursor: string;
}

/** 'More reviews' under a trip's first reviews: the next pages from the API, appended in the same grid. */
export function MoreTripReviews({ uuid, cursor: first }: MoreTripReviewsProps) {
  const t = useT();
  const [shown, setShown] = useState<PublicReview[]>([]);
  const [cursor, setCursor] = useState<string | null>(first);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const loadMore = async () => {
    if (!cursor) return;
    setState('loading');
    try {
      const page = await api<TripReviewsPage>(`/trips/${encodeURIComponent(uuid)}/reviews`, {
        query: { limit: TRIP_REVIEWS_SHOWN, cursor, ...catalogueLocaleQuery() },
      });
      setShown((before) => [...before, ...page.data.reviews]);
      setCursor(page.data.next_cursor);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      {shown.length > 0 && (
        <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((review, index) => (
            <li key={review.uuid}>
              <ReviewCard review={review} tone={index + TRIP_REVIEWS_SHOWN} />
            </li>
          ))}
        </ul>
      )}
      {state === 'failed' && (
        <p role="alert" className="mt-6 text-coral-dark">
          {t('More reviews could not be loaded. Please try again.')}
        </p>
      )}
      {cursor && (
        <div className="mt-8 flex justify-center">
          <Button variant="outline" size="lg" disabled={state === 'loading'} onClick={() => void loadMore()}>
            {state === 'loading' ? t('Loading…') : t('More reviews')}
          </Button>
        </div>
      )}
    </>
  );
}
