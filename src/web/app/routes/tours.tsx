import { isZanzibarTrip } from '#domain/trips/classification.js';
import { paths } from '#web/config/paths.js';
import type { TripListConfig } from '#web/features/trips/components/trip-list-view.js';
import { TripListPage } from './trip-list-page.js';

const BANNER = '/images/nungwi-banner-1280.webp';

const config: TripListConfig = {
  include: isZanzibarTrip,
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

export default function ToursPage() {
  return (
    <TripListPage
      title="Zanzibar Tours"
      description="Stone Town heritage walks, spice farms, sandbank dhow days and beach escapes on Zanzibar, with local guides and clear prices."
      eyebrow="The Spice Island"
      banner={BANNER}
      bannerAlt="Dhows anchored off the white sand of Nungwi beach, Zanzibar"
      intro="Carved doors and spice farms, dhow days to the sandbanks and long afternoons on the east coast, all guided by people who call the island home."
      config={config}
    />
  );
}
