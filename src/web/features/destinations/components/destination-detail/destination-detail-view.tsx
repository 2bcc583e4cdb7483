import type { ReactNode } from 'react';
import type { Destination } from '#domain/api/catalogue.js';
import { richTextExcerpt } from '#web/components/ui/rich-text.js';
import { useLocale } from '#web/lib/locale.js';
import { Seo } from '#web/components/seo.js';
import { usePageUrl } from '#web/components/use-page-url.js';
import { destinationJsonLd } from '#web/features/destinations/lib/destination-json-ld.js';
import { useIsZanzibarDestination } from '#web/features/destinations/lib/use-is-zanzibar-destination.js';
import { cn } from '#web/lib/cn.js';
import { useT } from '#web/i18n/i18n.js';
import { DestinationHero, destinationBannerAlt } from './destination-hero.js';

export interface DestinationDetailViewProps {
  destination: Destination;
  /** the tabs and the summary (DestinationDetailTabs), which the page composes with the inquiry form */
  tabs: ReactNode;
  /** a draft preview: kept out of search results */
  noIndex?: boolean;
}

/** A destination's page: its head, its banner with name, place and categories, then the tabs. */
export function DestinationDetailView({ destination, tabs, noIndex }: DestinationDetailViewProps) {
  const isZanzibar = useIsZanzibarDestination(destination);
  const description = richTextExcerpt(destination.description) || destination.name;
  const { origin, url } = usePageUrl();
  const locale = useLocale();
  const t = useT();
  return (
    // Island places take the ocean accent, mainland ones the acacia of the safaris.
    <div className={cn(isZanzibar ? '[--accent:var(--color-ocean-dark)]' : '[--accent:var(--color-acacia)]', 'pb-20')}>
      <Seo
        title={destination.name}
        description={description}
        image={destination.banner}
        imageAlt={destinationBannerAlt(destination, t)}
        noIndex={noIndex}
        jsonLd={destinationJsonLd(destination, { origin, url, description, locale })}
      />
      <DestinationHero destination={destination} isZanzibar={isZanzibar} />
      {tabs}
    </div>
  );
}
