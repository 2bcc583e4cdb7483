import { useT } from '#web/i18n/i18n.js';
import { TripListPage } from './trip-list-page.js';

const BANNER = '/images/nungwi-banner-1280.webp';

export default function ToursPage() {
  const t = useT();
  return (
    <TripListPage
      title={t('Zanzibar Tours')}
      description={t(
        'Stone Town heritage walks, spice farms, sandbank dhow days and beach escapes on Zanzibar, with local guides and clear prices.',
      )}
      eyebrow={t('The Spice Island')}
      banner={BANNER}
      bannerAlt={t('Dhows anchored off the white sand of Nungwi beach, Zanzibar')}
      intro={t(
        'Carved doors and spice farms, dhow days to the sandbanks and long afternoons on the east coast, all guided by people who call the island home.',
      )}
      list="tours"
    />
  );
}
