import { useRef, useState, type ReactNode } from 'react';
import type { Destination } from '#domain/api/catalogue.js';
import { richTextExcerpt } from '#web/components/ui/rich-text.js';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.js';
import { Seo } from '#web/components/seo.js';
import { useSplash } from '#web/features/reference/api/get-splash.js';
import { cn } from '#web/lib/cn.js';
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
}

export function DestinationDetailView({ destination, inquiryForm, quickActions }: DestinationDetailViewProps) {
  const [tab, setTab] = useState<DestinationTab>('overview');
  const tabsRef = useRef<HTMLDivElement>(null);
  const splash = useSplash();
  // Island places take the ocean accent, mainland ones the acacia of the safaris.
  const isZanzibar =
    splash.data?.locations.find((l) => l.id === destination.location.id)?.is_zanzibar ??
    /zanzibar/i.test(destination.location.name);
  const description = richTextExcerpt(destination.description) || destination.name;
  const origin = window.location.origin;

  const openInquiry = () => {
    setTab('inquiry');
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    tabsRef.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    tabsRef.current?.querySelector<HTMLElement>('[role="tab"][data-value="inquiry"]')?.focus({ preventScroll: true });
  };

  return (
    <div className={cn(isZanzibar ? '[--accent:var(--color-ocean-dark)]' : '[--accent:var(--color-acacia)]', 'pb-20')}>
      <Seo
        title={destination.name}
        description={description}
        image={destination.banner}
        jsonLd={destinationJsonLd(destination, { origin, url: `${origin}${window.location.pathname}`, description })}
      />
      <DestinationHero destination={destination} isZanzibar={isZanzibar} />

      <div className="mx-auto grid max-w-7xl gap-10 px-4 pt-8 sm:px-6 sm:pt-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-14 lg:px-8">
        <div ref={tabsRef} className="min-w-0 scroll-mt-24">
          <Tabs value={tab} onValueChange={(value) => setTab(value as DestinationTab)}>
            <TabsList aria-label={`${destination.name} details`}>
              <TabsTrigger value="overview" data-value="overview">
                Overview
              </TabsTrigger>
              <TabsTrigger value="activities" data-value="activities">
                Activities
              </TabsTrigger>
              <TabsTrigger value="inquiry" data-value="inquiry">
                Send Inquiry
              </TabsTrigger>
            </TabsList>
            <TabsContent value="overview">
              <DestinationOverview destination={destination} />
            </TabsContent>
            <TabsContent value="activities">
              <DestinationActivities destination={destination} />
            </TabsContent>
            <TabsContent value="inquiry">{inquiryForm}</TabsContent>
          </Tabs>
        </div>
        <div className="lg:pt-4">
          <div className="lg:sticky lg:top-24">
            <DestinationSummary
              name={destination.name}
              onInquire={openInquiry}
              showInquire={tab !== 'inquiry'}
              quickActions={quickActions}
            />
          </div>
        </div>
      </div>
    </div>
  );
}
