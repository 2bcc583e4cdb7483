import { useSearchParams } from 'react-router';
import type { ReactNode } from 'react';
import type { Destination } from '#domain/api/catalogue.js';
import { CONTACT_FOR_PRICING } from '#domain/currency/format-price.js';
import { richTextExcerpt } from '#web/components/ui/rich-text.js';
import { DetailLayout, type DetailTab } from '#web/components/ui/detail-layout.js';
import { Seo } from '#web/components/seo.js';
import { usePageUrl } from '#web/components/use-page-url.js';
import { useSplash } from '#web/features/reference/api/get-splash.js';
import { cn } from '#web/lib/cn.js';
import { useDetailTabs } from '#web/lib/use-detail-tabs.js';
import { readDestinationPageParams } from '#domain/site-paths.js';
import { destinationJsonLd } from '#web/features/destinations/lib/destination-json-ld.js';
import { DestinationActivities } from './destination-activities.js';
import { DestinationHero } from './destination-hero.js';
import { DestinationOverview } from './destination-overview.js';
import { DestinationSummary } from './destination-summary.js';

type DestinationTab = 'overview' | 'activities' | 'inquiry';

export interface DestinationDetailViewProps {
  destination: Destination;
  /** the Send Inquiry tab's form; the page passes it in because features do not import each other */
  inquiryForm: ReactNode;
  /** like, cart and rate for the side summary, composed by the page for the same reason */
  quickActions?: ReactNode;
  /** a draft preview: kept out of search results */
  noIndex?: boolean;
}

export function DestinationDetailView({ destination, inquiryForm, quickActions, noIndex }: DestinationDetailViewProps) {
  // A link with `?tab=inquiry` (a cart line's Book this) opens the inquiry and brings it into view.
  const [searchParams] = useSearchParams();
  const requestedTab = readDestinationPageParams(searchParams).tab;
  const { tab, setTab, tabsRef, openTab } = useDetailTabs<DestinationTab>(requestedTab ?? 'overview', {
    revealOnArrival: requestedTab === 'inquiry',
  });
  const splash = useSplash();
  // Island places take the ocean accent, mainland ones the acacia of the safaris.
  const isZanzibar =
    splash.data?.locations.find((l) => l.id === destination.location.id)?.is_zanzibar ??
    /zanzibar/i.test(destination.location.name);
  const description = richTextExcerpt(destination.description) || destination.name;
  const { origin, url } = usePageUrl();
  const tabs: DetailTab<DestinationTab>[] = [
    { value: 'overview', label: 'Overview', content: <DestinationOverview destination={destination} /> },
    { value: 'activities', label: 'Activities', content: <DestinationActivities destination={destination} /> },
    { value: 'inquiry', label: 'Send Inquiry', content: inquiryForm },
  ];

  return (
    <div className={cn(isZanzibar ? '[--accent:var(--color-ocean-dark)]' : '[--accent:var(--color-acacia)]', 'pb-20')}>
      <Seo
        title={destination.name}
        description={description}
        image={destination.banner}
        noIndex={noIndex}
        jsonLd={destinationJsonLd(destination, { origin, url, description })}
      />
      <DestinationHero destination={destination} isZanzibar={isZanzibar} />
      <DetailLayout
        label={`${destination.name} details`}
        tabs={tabs}
        tab={tab}
        onTabChange={setTab}
        tabsRef={tabsRef}
        actionBar={{
          label: `Ask about ${destination.name}`,
          price: CONTACT_FOR_PRICING,
          detail: 'Min. 2 Guests',
          action: 'Send Inquiry',
          onAction: () => openTab('inquiry'),
          formTab: 'inquiry',
        }}
        summary={
          <DestinationSummary
            name={destination.name}
            onInquire={() => openTab('inquiry')}
            showInquire={tab !== 'inquiry'}
            quickActions={quickActions}
          />
        }
      />
    </div>
  );
}
