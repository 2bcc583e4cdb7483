import { isSafariTrip } from '#domain/trips/classification.js';
import { paths } from '#web/config/paths.js';
import type { TripListConfig } from '#web/features/trips/components/trip-list-view.js';
import { TripListPage } from './trip-list-page.js';

const BANNER = '/images/serengeti-banner-1280.webp';

const config: TripListConfig = {
  include: isSafariTrip,
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

export default function SafarisPage() {
  return (
    <TripListPage
      title="Tanzania Safaris"
      description="Serengeti, Ngorongoro, Tarangire and the southern parks: private Tanzania safaris and Kilimanjaro treks planned by a local team."
      eyebrow="Mainland Tanzania"
      banner={BANNER}
      bannerAlt="Acacia trees on the golden Serengeti plains at sunset"
      intro="The Great Migration, the Ngorongoro Crater and the quiet southern parks, in private vehicles with guides who know every track."
      config={config}
    />
  );
}
