import type { ReactNode } from 'react';
import type { Destination } from '#domain/api/catalogue.js';
import { DESTINATION_PAGE_TABS, type DestinationPageTab } from '#domain/site-paths.js';
import { DetailLayout, type DetailTab } from '#web/components/ui/detail-layout.js';
import { useDetailTabs } from '#web/lib/use-detail-tabs.js';
import { useT } from '#web/i18n/i18n.js';
import { DestinationActivities } from './destination-activities.js';
import { DestinationOverview } from './destination-overview.js';
import { DestinationSummary } from './destination-summary.js';

export interface DestinationDetailTabsProps {
  destination: Destination;
  /** the tab a link asked for (`?tab=inquiry`: a cart line's Book this), opened and brought into view */
  requestedTab?: DestinationPageTab | null | undefined;
  /** the Send Inquiry tab's form; the page passes it in because features do not import each other */
  inquiryForm: ReactNode;
  /** loads the form's code before it is needed: when a visitor reaches for its tab */
  prefetchInquiryForm?: () => void;
  /** like, cart and rate for the side summary, composed by the page for the same reason */
  quickActions?: ReactNode;
}

/** Overview, Activities and Send Inquiry beside the summary card, and the phone's bottom bar. */
export function DestinationDetailTabs({
  destination,
  requestedTab,
  inquiryForm,
  prefetchInquiryForm,
  quickActions,
}: DestinationDetailTabsProps) {
  const t = useT();
  const { tab, setTab, tabsRef, openTab } = useDetailTabs<DestinationPageTab>(requestedTab ?? 'overview', {
    revealOnArrival: requestedTab === 'inquiry',
    remember: DESTINATION_PAGE_TABS,
  });
  const tabs: DetailTab<DestinationPageTab>[] = [
    { value: 'overview', label: t('Overview'), content: <DestinationOverview destination={destination} /> },
    { value: 'activities', label: t('Activities'), content: <DestinationActivities destination={destination} /> },
    { value: 'inquiry', label: t('Send Inquiry'), content: inquiryForm, prefetch: prefetchInquiryForm },
  ];
  return (
    <DetailLayout
      label={t('{name} details', { name: destination.name })}
      tabs={tabs}
      tab={tab}
      onTabChange={setTab}
      tabsRef={tabsRef}
      actionBar={{
        label: t('Ask about {name}', { name: destination.name }),
        price: t('Contact for pricing'),
        detail: t('Min. 2 Guests'),
        action: t('Send Inquiry'),
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
  );
}
