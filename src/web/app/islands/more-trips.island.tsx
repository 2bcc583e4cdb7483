import { island } from '#web/islands/island.js';
import { withPageQueries } from '#web/islands/page-queries.js';
import { cardLike, cardRating } from '#web/features/personal/components/card-actions.js';
import { MoreTrips, type MoreTripsProps } from '#web/features/trips/components/more-trips.js';

function MoreTripsWithHearts(props: MoreTripsProps) {
  return <MoreTrips {...props} cardAction={(trip) => cardLike('trip', trip)} cardRating={cardRating} />;
}

/** 'Load More' under /tours and /safaris, with the hearts and ratings of the cards it adds. */
export default island('more-trips', withPageQueries(MoreTripsWithHearts));
