import { island } from '#web/islands/island.js';
import { withPageQueries } from '#web/islands/page-queries.js';
import { useTrip } from '#web/features/trips/api/get-trip.js';
import { TripHeroPrice } from '#web/features/trips/components/trip-detail/trip-hero.js';

function TripPrice({ uuid }: { uuid: string }) {
  const { data: trip } = useTrip(uuid);
  return trip ? <TripHeroPrice trip={trip} /> : null;
}

/** A trip banner's price: it follows the party the tourist picks in the summary or the booking form. */
export default island('trip-price', withPageQueries(TripPrice));
