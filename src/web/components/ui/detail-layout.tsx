import { useRef, type ReactNode, type RefObject } from 'react';
import { PhoneActionBar, type PhoneActionBarContent } from '#web/components/ui/phone-action-bar.js';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.js';
import { useIntersection } from '#web/lib/use-intersection.js';
import { useScrollingTabRow } from '#web/lib/use-scrolling-tab-row.js';
import { useAppSearchParams } from '#web/lib/navigation.js';

export interface DetailTab<T extends string> {
  value: T;
  label: string;
  content: ReactNode;
  /** loads what the tab shows (its code) when the visitor reaches for it, before the press */
  prefetch?: (() => void) | undefined;
}

interface DetailLayoutProps<T extends string> {
  /** names the tab list, e.g. 'Serengeti Migration Safari details' */
  label: string;
  tabs: DetailTab<T>[];
  tab: T;
  onTabChange: (value: T) => void;
  tabsRef: RefObject<HTMLDivElement | null>;
  /** the side card, which stays in view on wide screens */
  summary: ReactNode;
  /** the phone's bottom bar: price and main action, and the tab holding the form it opens */
  actionBar?: PhoneActionBarContent & { formTab: T };
}

// The sticky header's height on phones: what slides under it is out of view.
const UNDER_HEADER = '-64px 0px 0px 0px';
// The summary counts as in view once its top reaches the upper two thirds of the screen, with its own button.
const SUMMARY_READ = '0px 0px -33% 0px';

/** The body of a trip or destination page: tabs on the left, the summary card beside them. */
export function DetailLayout<T extends string>({
  label,
  tabs,
  tab,
  onTabChange,
  tabsRef,
  summary,
  actionBar,
}: DetailLayoutProps<T>) {
  const search = useAppSearchParams();
  // The page's own query (a searched stay, guests) stays with a tab's link.
  const tabHref = (value: T) => {
    const next = new URLSearchParams(search);
    next.set('tab', value);
    return `?${next.toString()}#details`;
  };
  const start = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  // The hero ends where this layout starts.
  const heroGone = useIntersection(start, UNDER_HEADER).above;
  const tabsInView = useIntersection(tabsRef).inView;
  const summaryInView = useIntersection(summaryRef, SUMMARY_READ).inView;
  const formInView = actionBar !== undefined && tab === actionBar.formTab && tabsInView;
  const tabRow = useScrollingTabRow(tab);

  return (
    <>
      <div ref={start} aria-hidden="true" className="h-px" />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pt-8 sm:px-6 sm:pt-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-14 lg:px-8">
        <div ref={tabsRef} id="details" className="min-w-0 scroll-mt-24">
          <Tabs value={tab} onValueChange={(value) => onTabChange(value as T)} className="flex flex-col">
            <TabsList
              aria-label={label}
              {...tabRow}
              className="data-more:[mask-image:linear-gradient(to_right,#000_calc(100%_-_3rem),transparent)]"
            >
              {tabs.map(({ value, label: tabLabel, prefetch }) => (
                <TabsTrigger
                  key={value}
                  value={value}
                  data-value={value}
                  href={tabHref(value)}
                  onPointerEnter={prefetch}
                  onTouchStart={prefetch}
                  onFocus={prefetch}
                >
                  {tabLabel}
                </TabsTrigger>
              ))}
            </TabsList>
            {tabs.map(({ value, content }) => (
              <TabsContent key={value} value={value}>
                {content}
              </TabsContent>
            ))}
          </Tabs>
        </div>
        <div ref={summaryRef} className="lg:pt-4">
          <div className="lg:sticky lg:top-24">{summary}</div>
        </div>
      </div>
      {actionBar && (
        <PhoneActionBar
          label={actionBar.label}
          price={actionBar.price}
          detail={actionBar.detail}
          action={actionBar.action}
          onAction={actionBar.onAction}
          shown={heroGone && !formInView && !summaryInView}
        />
      )}
    </>
  );
}
