import { TripListPage } from './trip-list-page.js';

const BANNER = '/images/serengeti-banner-1280.webp';

export default function SafarisPage() {
  return (
    <TripListPage
      title="Tanzania Safaris"
      description="Serengeti, Ngorongoro, Tarangire and the southern parks: private Tanzania safaris and Kilimanjaro treks planned by a local team."
      eyebrow="Mainland Tanzania"
      banner={BANNER}
      bannerAlt="Acacia trees on the golden Serengeti plains at sunset"
      intro="The Great Migration, the Ngorongoro Crater and the quiet southern parks, in private vehicles with guides who know every track."
      list="safaris"
    />
  );
}
