import { MapPinOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { AppLink } from '#web/lib/navigation.js';
import type { Destination } from '#domain/api/catalogue.js';
import { buttonVariants } from '#web/components/ui/button.js';
import { DetailPageSkeleton } from '#web/components/ui/detail-page-skeleton.js';
import { ErrorState } from '#web/components/ui/status-message.js';
import { Seo } from '#web/components/seo.js';
import { paths } from '#web/config/paths.js';
import { useT } from '#web/i18n/i18n.js';
import { useDestination } from '#web/features/destinations/api/get-destination.js';
import { DestinationDetailView } from './destination-detail-view.js';

interface DestinationDetailProps {
  uuid: string | undefined;
  /** the tabs with the inquiry form and quick actions (DestinationDetailTabs), composed by the page */
  renderTabs: (destination: Destination) => ReactNode;
}

/** /destination/{uuid}: loading, not found, unavailable, or the page itself. */
export function DestinationDetail({ uuid, ...render }: DestinationDetailProps) {
  if (!uuid) return <DestinationNotFound />;
  return <LoadedDestinationDetail key={uuid} uuid={uuid} {...render} />;
}

function LoadedDestinationDetail({ uuid, renderTabs }: DestinationDetailProps & { uuid: string }) {
  const t = useT();
  const { data: destination, error, isPending } = useDestination(uuid);
  if (isPending) return <DetailPageSkeleton label={t('Loading destination…')} tabCount={3} />;
  if (destination === null) return <DestinationNotFound />;
  if (error) {
    return (
      <div className="mx-auto max-w-3xl px-5 py-24">
        <Seo title={t('Destination unavailable')} description={t('No destinations data available at the moment')} />
        <h1 className="sr-only">{t('Destination unavailable')}</h1>
        <ErrorState message={t('No destinations data available at the moment')} />
      </div>
    );
  }
  return <DestinationDetailView destination={destination} tabs={renderTabs(destination)} />;
}

export function DestinationNotFound() {
  const t = useT();
  return (
    <div className="bg-sand px-5 py-24 sm:py-32">
      <Seo
        title={t('Destination Not Found')}
        description={t('This destination is not available. Explore our Zanzibar tours instead.')}
      />
      <div className="mx-auto max-w-2xl rounded-3xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-ink/10 sm:px-12">
        <MapPinOff aria-hidden="true" className="mx-auto size-12 text-ocean-dark" strokeWidth={1.5} />
        <h1 className="mt-6 text-4xl text-ink sm:text-5xl">{t('Destination Not Found')}</h1>
        <p className="mx-auto mt-4 max-w-md text-lg text-ink/70">
          {t('We could not find this destination. It may have moved, but the island and the parks are still there.')}
        </p>
        <AppLink to={paths.tours.getHref()} className={buttonVariants({ className: 'mt-8' })}>
          {t('Back to Tours')}
        </AppLink>
      </div>
    </div>
  );
}
