import { useRef, useState, type ReactNode } from 'react';
import type { Trip } from '#domain/api/catalogue.js';
import { tourDurationDays } from '#domain/trips/duration.js';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.js';
import { cn } from '#web/lib/cn.js';
import { TripBudget } from './trip-budget.js';
import { TripDetailSeo } from './trip-detail-seo.js';
import { TripHero } from './trip-hero.js';
import { TripItinerary } from './trip-itinerary.js';
import { TripOverview } from './trip-overview.js';
import { TripSummary } from './trip-summary.js';
import { TRIP_VARIANTS, type TripTab, type TripVariant } from './trip-variant.js';

export interface TripDetailViewProps {
  trip: Trip;
  variant: TripVariant;
  /** the Book Now tab's form; the page passes it in because features do not import each other */
  bookingForm: ReactNode;
  quickActions?: ReactNode;
}

const TABS: { value: TripTab; label: string }[] = [
  { value: 'overview', label: 'Overview' },
  { value: 'itinerary', label: 'Itinerary' },
  { value: 'budget', label: 'Budget' },
  { value: 'book', label: 'Book Now' },
];

export function TripDetailView({ trip, variant, bookingForm, quickActions }: TripDetailViewProps) {
  const config = TRIP_VARIANTS[variant];
  const days = tourDurationDays(trip);
  const [tab, setTab] = useState<TripTab>('overview');
  const tabsRef = useRef<HTMLDivElement>(null);

  // The summary and budget buttons open the form and bring it into view, focus on its tab.
  const openBooking = () => {
    setTab('book');
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    tabsRef.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    tabsRef.current?.querySelector<HTMLElement>('[role="tab"][data-value="book"]')?.focus({ preventScroll: true });
  };

  return (
    <div className={cn(config.accentClass, 'pb-20')}>
      <TripDetailSeo trip={trip} />
      <TripHero trip={trip} days={days} variant={config} />

      <div className="mx-auto grid max-w-7xl gap-10 px-4 pt-8 sm:px-6 sm:pt-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-14 lg:px-8">
        <div ref={tabsRef} className="min-w-0 scroll-mt-24">
          <Tabs value={tab} onValueChange={(value) => setTab(value as TripTab)}>
            <TabsList aria-label={`${trip.name} details`}>
              {TABS.map(({ value, label }) => (
                <TabsTrigger key={value} value={value} data-value={value}>
                  {label}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="overview">
              <TripOverview trip={trip} variant={config} />
            </TabsContent>
            <TabsContent value="itinerary">
              <TripItinerary points={trip.trip_points} />
            </TabsContent>
            <TabsContent value="budget">
              <TripBudget budgets={trip.budgets} onBook={openBooking} />
            </TabsContent>
            <TabsContent value="book">{bookingForm}</TabsContent>
          </Tabs>
        </div>

        <div className="lg:pt-4">
          <div className="lg:sticky lg:top-24">
            <TripSummary
              days={days}
              basePrice={trip.base_price}
              onBook={openBooking}
              showBook={tab !== 'book'}
              quickActions={quickActions}
            />
          </div>
        </div>
      </div>
    </div>
  );
}
