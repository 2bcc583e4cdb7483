import type { ReactNode } from 'react';
import type { Trip } from '#domain/api/catalogue.js';
import { TRIP_PAGE_TABS } from '#domain/site-paths.js';
import { tripDurationDays } from '#domain/trips/duration.js';
import { DetailLayout, type DetailTab } from '#web/components/ui/detail-layout.js';
import { useDetailTabs } from '#web/lib/use-detail-tabs.js';
import { usePartyPrice } from '#web/features/trips/hooks/use-trip-price.js';
import { useT } from '#web/i18n/i18n.js';
import { TripBudget } from './trip-budget.js';
import { TripItinerary } from './trip-itinerary.js';
import { TripOverview } from './trip-overview.js';
import { TripPartyPicker } from './trip-party-picker.js';
import { TripSummary } from './trip-summary.js';
import { TRIP_VARIANTS, type TripTab, type TripVariant } from './trip-variant.js';

export interface TripDetailTabsProps {
  trip: Trip;
  variant: TripVariant;
  /** the tab a link asked for (`?tab=`), opened and brought into view when it is the form's */
  requestedTab?: TripTab | null | undefined;
  /** the Book Now tab's form; the page passes it in because features do not import each other */
  bookingForm: ReactNode;
  /** loads the form's code before it is needed: when a visitor reaches for its tab */
  prefetchBookingForm?: () => void;
  quickActions?: ReactNode;
}

/** Overview, Itinerary, Budget and Book Now beside the summary card, and the phone's bottom bar. */
export function TripDetailTabs({
  trip,
  variant,
  requestedTab,
  bookingForm,
  prefetchBookingForm,
  quickActions,
}: TripDetailTabsProps) {
  const config = TRIP_VARIANTS[variant];
  const days = tripDurationDays(trip);
  // The summary and budget buttons open the form and bring it into view, focus on its tab; so does a
  // link with `?tab=book` when the page opens.
  const { tab, setTab, tabsRef, openTab } = useDetailTabs<TripTab>(requestedTab ?? 'overview', {
    revealOnArrival: requestedTab === 'book',
    remember: TRIP_PAGE_TABS,
  });
  const openBooking = () => openTab('book');
  const t = useT();
  // The party the tourist has picked here, in the booking form or in the URL, priced (use-trip-price.ts).
  const { shown, choice, set, classes } = usePartyPrice(trip);
  const tabs: DetailTab<TripTab>[] = [
    { value: 'overview', label: t('Overview'), content: <TripOverview trip={trip} variant={config} /> },
    { value: 'itinerary', label: t('Itinerary'), content: <TripItinerary points={trip.trip_points} /> },
    { value: 'budget', label: t('Budget'), content: <TripBudget budgets={trip.budgets} onBook={openBooking} /> },
    { value: 'book', label: t('Book Now'), content: bookingForm, prefetch: prefetchBookingForm },
  ];
  return (
    <DetailLayout
      label={t('{name} details', { name: trip.name })}
      tabs={tabs}
      tab={tab}
      onTabChange={setTab}
      tabsRef={tabsRef}
      actionBar={{
        label: t(config.book),
        price: shown.headline,
        detail: shown.detail ?? undefined,
        action: t('Book Now'),
        onAction: openBooking,
        formTab: 'book',
      }}
      summary={
        <TripSummary
          days={days}
          price={shown}
          picker={<TripPartyPicker choice={choice} set={set} classes={classes} />}
          onBook={openBooking}
          showBook={tab !== 'book'}
          quickActions={quickActions}
        />
      }
    />
  );
}
