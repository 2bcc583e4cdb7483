import { CalendarCheck, Heart, ShoppingBag, Star, type LucideIcon } from 'lucide-react';
import { cn } from '#web/lib/cn.js';
import type { DashboardData } from '#web/features/personal/api/get-dashboard.js';
import { msg, useT } from '#web/i18n/i18n.js';

const CARDS: { key: keyof DashboardData['statistics']; label: string; icon: LucideIcon; tone: string }[] = [
  { key: 'total_likes', label: msg('Likes'), icon: Heart, tone: 'bg-coral/15 text-coral-dark' },
  { key: 'total_ratings', label: msg('Ratings'), icon: Star, tone: 'bg-gold/20 text-gold-dark' },
  { key: 'total_cart_items', label: msg('Cart items'), icon: ShoppingBag, tone: 'bg-ocean/15 text-ocean-dark' },
  { key: 'total_bookings', label: msg('Bookings'), icon: CalendarCheck, tone: 'bg-acacia/15 text-acacia' },
];

/** The dashboard's four statistics. */
export function StatCards({ statistics }: { statistics: DashboardData['statistics'] }) {
  const t = useT();
  return (
    <ul className="grid grid-cols-2 gap-4 xl:grid-cols-4">
      {CARDS.map(({ key, label, icon: Icon, tone }) => (
        <li key={key} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink/10">
          <span className={cn('inline-flex size-10 items-center justify-center rounded-full', tone)}>
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <p className="mt-4 font-display text-3xl font-semibold tabular-nums">{statistics[key] ?? 0}</p>
          <p className="text-sm text-ink/70">{t(label)}</p>
        </li>
      ))}
    </ul>
  );
}
