import type { ReactNode } from 'react';
import type { Trip } from '#domain/api/catalogue.js';
import type { TripReviewsPage } from '#domain/api/reviews.js';
import { tripDurationDays } from '#domain/trips/duration.js';
import { cn } from '#web/lib/cn.js';
import { TripDetailSeo } from './trip-detail-seo.js';
import { TripHero } from './trip-hero.js';
import { TripReviews } from './trip-reviews.js';
import { TRIP_VARIANTS, type TripVariant } from './trip-variant.js';

export interface TripDetailViewProps {
  trip: Trip;
  variant: TripVariant;
  /** the tabs and the summary (TripDetailTabs), which the page composes with the booking form */
  tabs: ReactNode;
  /** the banner's price as an island (`TripHeroPrice` when not given) */
  heroPrice?: ReactNode;
  /** a draft preview: kept out of search results */
  noIndex?: boolean;
  /** the trip's verified reviews (first page and summary): shown under the tabs and in the JSON-LD */
  reviews?: TripReviewsPage | null | undefined;
}

/** A trip's page: its head, its banner with the facts, then the tabs. */
export function TripDetailView({ trip, variant, tabs, heroPrice, noIndex, reviews }: TripDetailViewProps) {
  const config = TRIP_VARIANTS[variant];
  return (
    <div className={cn(config.accentClass, 'pb-20')}>
      <TripDetailSeo trip={trip} noIndex={noIndex} reviews={reviews} />
      <TripHero trip={trip} days={tripDurationDays(trip)} variant={config} price={heroPrice} />
      {tabs}
      <TripReviews uuid={trip.uuid} reviews={reviews} />
    </div>
  );
}
