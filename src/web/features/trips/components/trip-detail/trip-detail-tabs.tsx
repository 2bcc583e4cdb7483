import type { ReactNode } from 'react';
import type { Trip } from '#domain/api/catalogue.js';
import { tripDurationDays } from '#domain/trips/duration.js';
import { DetailLayout, type DetailTab } from '#web/components/ui/detail-layout.js';
import { useDetailTabs } from '#web/lib/use-detail-tabs.js';
import { useCurrency } from '#web/features/currency/hooks/use-currency.js';
import { TripBudget } from './trip-budget.js';
import { TripItinerary } from './trip-itinerary.js';
import { TripOverview } from './trip-overview.js';
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
  });
  const openBooking = () => openTab('book');
  const { fromPrice } = useCurrency();
  const tabs: DetailTab<TripTab>[] = [
    { value: 'overview', label: 'Overview', content: <TripOverview trip={trip} variant={config} /> },
    { value: 'itinerary', label: 'Itinerary', content: <TripItinerary points={trip.trip_points} /> },
    { value: 'budget', label: 'Budget', content: <TripBudget budgets={trip.budgets} onBook={openBooking} /> },
    { value: 'book', label: 'Book Now', content: bookingForm, prefetch: prefetchBookingForm },
  ];
  return (
    <DetailLayout
      label={`${trip.name} details`}
      tabs={tabs}
      tab={tab}
      onTabChange={setTab}
      tabsRef={tabsRef}
      actionBar={{
        label: `Book this ${config.noun}`,
        price: fromPrice(trip.base_price),
        detail: trip.base_price > 0 ? 'per person' : undefined,
        action: 'Book Now',
        onAction: openBooking,
        formTab: 'book',
      }}
      summary={
        <TripSummary
          days={days}
          basePrice={trip.base_price}
          onBook={openBooking}
          showBook={tab !== 'book'}
          quickActions={quickActions}
        />
      }
    />
  );
}
