import type { ReactNode } from 'react';
import type { Trip } from '#domain/api/catalogue.js';
import { Seo } from '#web/components/seo.js';
import MoreTripsIsland from '#web/app/islands/more-trips.island.js';
import { useDestinations } from '#web/features/destinations/api/get-destinations.js';
import { DESTINATION_POOL } from '#web/features/destinations/lib/pick-destinations.js';
import { cardLike, cardRating } from '#web/features/personal/components/card-actions.js';
import { ListHero } from '#web/features/trips/components/list-hero.js';
import type { MoreTripsProps } from '#web/features/trips/components/more-trips.js';
import { TripListView } from '#web/features/trips/components/trip-list-view.js';
import type { TripListName } from '#web/features/trips/lib/trip-lists.js';

export interface TripListPageProps {
  title: string;
  /** the search engines' summary */
  description: string;
  eyebrow: string;
  banner: string;
  bannerAlt: string;
  /** the hero's lead under the title */
  intro: ReactNode;
  list: TripListName;
}

const likeTrip = (trip: Trip) => cardLike('trip', trip);
const moreTrips = (props: MoreTripsProps) => <MoreTripsIsland {...props} />;

/** A list of trips (/tours, /safaris): the hero, then the cards with their hearts and ratings. */
export function TripListPage({ title, description, eyebrow, banner, bannerAlt, intro, list }: TripListPageProps) {
  // The footer's request: names a searched destination without a call of its own.
  const destinations = useDestinations(DESTINATION_POOL);
  return (
    <>
      <Seo title={title} description={description} image={banner} imageAlt={bannerAlt} />
      <ListHero title={title} eyebrow={eyebrow} banner={banner} bannerAlt={bannerAlt}>
        {intro}
      </ListHero>
      <TripListView
        list={list}
        cardAction={likeTrip}
        cardRating={cardRating}
        renderMore={moreTrips}
        destinations={destinations.data?.destinations}
      />
    </>
  );
}
