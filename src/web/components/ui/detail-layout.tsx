import type { ReactNode, RefObject } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.js';

export interface DetailTab<T extends string> {
  value: T;
  label: string;
  content: ReactNode;
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
}

/** The body of a trip or destination page: tabs on the left, the summary card beside them. */
export function DetailLayout<T extends string>({
  label,
  tabs,
  tab,
  onTabChange,
  tabsRef,
  summary,
}: DetailLayoutProps<T>) {
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 pt-8 sm:px-6 sm:pt-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-14 lg:px-8">
      <div ref={tabsRef} className="min-w-0 scroll-mt-24">
        <Tabs value={tab} onValueChange={(value) => onTabChange(value as T)}>
          <TabsList aria-label={label}>
            {tabs.map(({ value, label: tabLabel }) => (
              <TabsTrigger key={value} value={value} data-value={value}>
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
      <div className="lg:pt-4">
        <div className="lg:sticky lg:top-24">{summary}</div>
      </div>
    </div>
  );
}
