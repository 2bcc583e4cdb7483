import type { ReactNode } from 'react';
import type { Dashboard } from '#domain/api/personal.js';
import { useAppNavigate, useAppSearchParams } from '#web/lib/navigation.js';
import { useScrollingTabRow } from '#web/lib/use-scrolling-tab-row.js';
import { Button } from '#web/components/ui/button.js';
import { Skeleton } from '#web/components/ui/skeleton.js';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.js';
import { DASHBOARD_TABS, type DashboardTab } from '#domain/site-paths.js';
import { useDashboard } from '#web/features/personal/api/get-dashboard.js';
import { parseDashboardTab } from '#web/features/personal/lib/dashboard-tabs.js';
import { BookingsList } from './bookings-list.js';
import { CartList } from './cart-list.js';
import { LikesList } from './likes-list.js';
import { RatingsList } from './ratings-list.js';
import { ProfileCard } from './profile-card.js';
import { StatCards } from './stat-cards.js';
import { YourDataCard } from './your-data-card.js';
import { msg, useT } from '#web/i18n/i18n.js';

/** Word for word: a test looks for it. */
const DASHBOARD_UNAVAILABLE = msg('Dashboard Data Unavailable');

const LABELS: Record<DashboardTab, string> = {
  likes: msg('Likes'),
  ratings: msg('Ratings'),
  cart: msg('Cart'),
  bookings: msg('Bookings'),
};

interface DashboardViewProps {
  /** the cart's 'Request all' form; the page passes it in because features do not import each other */
  renderCartRequest?: (dashboard: Dashboard) => ReactNode;
}

/** The dashboard: profile, four statistics and the tabs, the tab kept in `?tab=`. */
export function DashboardView({ renderCartRequest }: DashboardViewProps) {
  const t = useT();
  const dashboard = useDashboard();
  const params = useAppSearchParams();
  const navigate = useAppNavigate();
  const tab = parseDashboardTab(params.get('tab'));

  if (dashboard.isPending) return <DashboardSkeleton />;
  if (dashboard.isError) {
    return (
      <div role="alert" className="rounded-3xl border border-ink/10 bg-white px-6 py-14 text-center shadow-sm">
        <h2 className="font-display text-2xl font-semibold">{t(DASHBOARD_UNAVAILABLE)}</h2>
        <p className="mx-auto mt-3 max-w-md text-ink/75">
          {t('We could not load your account right now. Please refresh the page in a moment.')}
        </p>
        <Button variant="outline" className="mt-6" onClick={() => window.location.reload()}>
          {t('Refresh')}
        </Button>
      </div>
    );
  }

  const data = dashboard.data;
  return (
    // On a phone 'Your data' comes last, after the activity; on a wide screen it sits under the profile.
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-12 lg:grid-rows-[auto_1fr]">
      <div className="lg:col-span-4">
        <ProfileCard profile={data.user_profile} />
      </div>
      <div className="space-y-8 lg:col-span-8 lg:row-span-2">
        <StatCards statistics={data.statistics} />
        <Tabs
          value={tab}
          onValueChange={(value) =>
            navigate(`?${new URLSearchParams({ tab: parseDashboardTab(value) })}`, {
              replace: true,
              preventScrollReset: true,
            })
          }
          className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink/10 sm:p-7"
        >
          <ActivityTabList tab={tab} />
          <TabsContent look="pill" value="likes" className="mt-2">
            <LikesList likes={data.likes} />
          </TabsContent>
          <TabsContent look="pill" value="ratings" className="mt-2">
            <RatingsList ratings={data.ratings} />
          </TabsContent>
          <TabsContent look="pill" value="cart" className="mt-2">
            <CartList items={data.cart_items} requestAll={renderCartRequest?.(data)} />
          </TabsContent>
          <TabsContent look="pill" value="bookings" className="mt-2">
            <BookingsList bookings={data.bookings} />
          </TabsContent>
        </Tabs>
      </div>
      <div className="lg:col-span-4 lg:self-start">
        <YourDataCard />
      </div>
    </div>
  );
}

/**
 * The four tabs in a row. German's names are wider than a phone (421 px in 310): the row scrolls sideways, its
 * edge fades while more lies to the right, and the open tab is scrolled into it. Its own component, so that the
 * row's measuring starts with the row, not with the dashboard's skeleton.
 */
function ActivityTabList({ tab }: { tab: DashboardTab }) {
  const t = useT();
  const tabRow = useScrollingTabRow(tab);
  return (
    <TabsList
      look="pill"
      aria-label={t('Your activity')}
      {...tabRow}
      className="flex gap-1 overflow-x-auto [scrollbar-width:none] data-more:[mask-image:linear-gradient(to_right,#000_calc(100%_-_3rem),transparent)] [&::-webkit-scrollbar]:hidden"
    >
      {DASHBOARD_TABS.map((value) => (
        <TabsTrigger key={value} look="pill" value={value} className="h-10 flex-1 px-3 whitespace-nowrap sm:px-4">
          {t(LABELS[value])}
        </TabsTrigger>
      ))}
    </TabsList>
  );
}

function DashboardSkeleton() {
  const t = useT();
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-12" aria-busy="true" aria-label={t('Loading your dashboard')}>
      <Skeleton className="h-72 rounded-3xl lg:col-span-4" />
      <div className="space-y-8 lg:col-span-8">
        <div className="grid grid-cols-2 gap-4 xl:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-36 rounded-2xl" />
          ))}
        </div>
        <Skeleton className="h-80 rounded-3xl" />
      </div>
    </div>
  );
}
