import { AppLink } from '#web/lib/navigation.js';
import type { Destination } from '#domain/api/catalogue.js';
import { paths } from '#web/config/paths.js';
import { useDestinations } from '#web/features/destinations/api/get-destinations.js';
import { DESTINATION_POOL, pickFooterDestinations } from '#web/features/destinations/lib/pick-destinations.js';
import { useT } from '#web/i18n/i18n.js';

const linkClass = 'text-white/75 transition-colors duration-200 hover:text-gold';

/** The footer's column: up to 2 Zanzibar and 2 mainland destinations, or a word on why there are none. */
export function FooterDestinations() {
  const t = useT();
  const destinations = useDestinations(DESTINATION_POOL);

  if (destinations.isPending) return <p className="text-sm text-white/70">{t('Loading destinations...')}</p>;
  if (destinations.isError) return <p className="text-sm text-white/70">{t('Destinations unavailable')}</p>;

  const { zanzibar, mainland } = pickFooterDestinations(destinations.data.destinations);
  return (
    <div className="space-y-5">
      <DestinationGroup title={t('Zanzibar')} items={zanzibar} emptyText={t('No Zanzibar tours available')} />
      <DestinationGroup
        title={t('Mainland Tanzania')}
        items={mainland}
        emptyText={t('No mainland safaris available')}
      />
    </div>
  );
}

function DestinationGroup({ title, items, emptyText }: { title: string; items: Destination[]; emptyText: string }) {
  return (
    <div>
      <h3 className="font-sans text-xs font-semibold tracking-wider text-white/60 uppercase">{title}</h3>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-white/70">{emptyText}</p>
      ) : (
        <ul className="mt-2 space-y-2 text-sm">
          {items.map((destination) => (
            <li key={destination.uuid}>
              <AppLink to={paths.destination.getHref(destination.uuid)} className={linkClass}>
                {destination.name}
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
