import { TripListPage } from './trip-list-page.js';

const BANNER = '/images/nungwi-banner-1280.webp';

export default function ToursPage() {
  return (
    <TripListPage
      title="Zanzibar Tours"
      description="Stone Town heritage walks, spice farms, sandbank dhow days and beach escapes on Zanzibar, with local guides and clear prices."
      eyebrow="The Spice Island"
      banner={BANNER}
      bannerAlt="Dhows anchored off the white sand of Nungwi beach, Zanzibar"
      intro="Carved doors and spice farms, dhow days to the sandbanks and long afternoons on the east coast, all guided by people who call the island home."
      list="tours"
    />
  );
}
