import { isZanzibarTrip } from '#domain/trips/classification.js';
import { tourDurationDays } from '#domain/trips/duration.js';
import type { Trip } from '#domain/api/catalogue.js';
import { Seo } from '#web/components/seo.js';
import { paths } from '#web/config/paths.js';
import { cardLike, cardRating } from '#web/features/personal/components/card-actions.js';
import { ListHero } from '#web/features/trips/components/list-hero.js';
import { TripListView, type TripListConfig } from '#web/features/trips/components/trip-list-view.js';

const BANNER = '/images/nungwi-banner-1280.webp';

// Module-level so the page's memoised filtering sees the same functions on every render.
const config: TripListConfig = {
  include: isZanzibarTrip,
  durationOf: tourDurationDays,
  types: ['Cultural & Historic Tour', 'Beach & Adventure Tour'],
  resultsHeading: 'Zanzibar tours',
  filterLabel: 'Filter tours by category',
  noun: { one: 'Zanzibar tour', many: 'Zanzibar tours' },
  basePath: paths.tours.getHref(),
  texts: {
    emptyFilter: 'No tours found for the selected criteria.',
    emptyList: 'No Zanzibar tours available at the moment',
    error: 'No Zanzibar tours data available at the moment',
    loading: 'Loading Zanzibar tours',
  },
};

const likeTrip = (trip: Trip) => cardLike('trip', trip);

export default function ToursPage() {
  return (
    <>
      <Seo
        title="Zanzibar Tours"
        description="Stone Town heritage walks, spice farms, sandbank dhow days and beach escapes on Zanzibar, with local guides and clear prices."
        image={BANNER}
      />
      <ListHero
        title="Zanzibar Tours"
        eyebrow="The Spice Island"
        banner={BANNER}
        bannerAlt="Dhows anchored off the white sand of Nungwi beach, Zanzibar"
      >
        Carved doors and spice farms, dhow days to the sandbanks and long afternoons on the east coast, all guided by
        people who call the island home.
      </ListHero>
      <TripListView config={config} cardAction={likeTrip} cardRating={cardRating} />
    </>
  );
}
