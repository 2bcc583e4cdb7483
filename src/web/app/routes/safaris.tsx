import { isSafariTrip } from '#domain/trips/classification.js';
import { safariListDuration } from '#domain/trips/duration.js';
import type { Trip } from '#domain/api/catalogue.js';
import { Seo } from '#web/components/seo.js';
import { paths } from '#web/config/paths.js';
import { cardLike, cardRating } from '#web/features/personal/components/card-actions.js';
import { ListHero } from '#web/features/trips/components/list-hero.js';
import { TripListView, type TripListConfig } from '#web/features/trips/components/trip-list-view.js';

const BANNER = '/images/serengeti-banner-1280.webp';

// Module-level so the page's memoised filtering sees the same functions on every render.
const config: TripListConfig = {
  include: isSafariTrip,
  // Spec 2 'Safaris page': on this list the duration is the number of destinations.
  durationOf: safariListDuration,
  resultsHeading: 'Safari packages',
  filterLabel: 'Filter safaris by type',
  noun: { one: 'safari', many: 'safaris' },
  basePath: paths.safaris.getHref(),
  texts: {
    emptyFilter: 'No safaris found for the selected criteria.',
    emptyList: 'No safari packages available at the moment',
    error: 'No safari packages data available at the moment',
    loading: 'Loading safari packages',
  },
};

const likeTrip = (trip: Trip) => cardLike('trip', trip);

export default function SafarisPage() {
  return (
    <>
      <Seo
        title="Tanzania Safaris"
        description="Serengeti, Ngorongoro, Tarangire and the southern parks: private Tanzania safaris and Kilimanjaro treks planned by a local team."
        image={BANNER}
      />
      <ListHero
        title="Tanzania Safaris"
        eyebrow="Mainland Tanzania"
        banner={BANNER}
        bannerAlt="Acacia trees on the golden Serengeti plains at sunset"
      >
        The Great Migration, the Ngorongoro Crater and the quiet southern parks, in private vehicles with guides who
        know every track.
      </ListHero>
      <TripListView config={config} cardAction={likeTrip} cardRating={cardRating} />
    </>
  );
}
