import { useT } from '#web/i18n/i18n.js';
import { TripListPage } from './trip-list-page.js';

const BANNER = '/images/serengeti-banner-1280.webp';

export default function SafarisPage() {
  const t = useT();
  return (
    <TripListPage
      title={t('Tanzania Safaris')}
      description={t(
        'Serengeti, Ngorongoro, Tarangire and the southern parks: private Tanzania safaris and Kilimanjaro treks planned by a local team.',
      )}
      eyebrow={t('Mainland Tanzania')}
      banner={BANNER}
      bannerAlt={t('Acacia trees on the golden Serengeti plains at sunset')}
      intro={t(
        'The Great Migration, the Ngorongoro Crater and the quiet southern parks, in private vehicles with guides who know every track.',
      )}
      list="safaris"
    />
  );
}
