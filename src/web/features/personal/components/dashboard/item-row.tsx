import type { ReactNode } from 'react';
import { AppLink } from '#web/lib/navigation.js';
import type { ItemCard } from '#domain/api/personal.js';
import { ResponsiveImage } from '#web/components/ui/responsive-image.js';
import { EmptyState } from '#web/components/ui/status-message.js';
import { paths } from '#web/config/paths.js';
import { cardHref } from '#web/features/personal/lib/dashboard-items.js';
import { useT } from '#web/i18n/i18n.js';

interface ItemRowProps {
  card: ItemCard;
  /** under the title: dates, stars, a comment */
  children?: ReactNode;
  /** on the right on wide screens, below on phones: prices, buttons */
  aside?: ReactNode;
  /** a full-width part under the row, such as the cart's quantity and dates */
  footer?: ReactNode;
}

/** One liked, rated or carted item: its picture, type and place, its name linking to its page. */
export function ItemRow({ card, children, aside, footer }: ItemRowProps) {
  const t = useT();
  return (
    <li className="py-5">
      <div className="flex gap-4 sm:items-center">
        <AppLink to={cardHref(card)} tabIndex={-1} aria-hidden="true" className="shrink-0">
          <ResponsiveImage
            src={card.image}
            alt=""
            width={480}
            height={360}
            sizes="96px"
            className="aspect-[4/3] w-20 rounded-xl sm:w-24"
          />
        </AppLink>
        <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wider text-ink/70 uppercase">
              {card.type === 'destination' ? t('Destination') : t('Trip')}
              {card.location ? ` · ${card.location}` : ''}
            </p>
            <AppLink
              to={cardHref(card)}
              className="mt-0.5 block font-semibold text-ink underline-offset-4 hover:text-gold-dark hover:underline"
            >
              {card.name}
            </AppLink>
            {children && <div className="mt-1 text-sm text-ink/75">{children}</div>}
          </div>
          {aside && <div className="flex shrink-0 flex-wrap items-center gap-2 text-sm sm:justify-end">{aside}</div>}
        </div>
      </div>
      {footer && <div className="mt-4 sm:pl-28">{footer}</div>}
    </li>
  );
}

/** A tab's list, or its empty state with a way on to the tours. */
export function ItemList({ empty, children }: { empty: string; children: ReactNode[] }) {
  const t = useT();
  if (children.length === 0) {
    return (
      <EmptyState className="mt-4">
        {empty}{' '}
        <AppLink to={paths.tours.getHref()} className="font-medium text-gold-dark underline underline-offset-4">
          {t('Explore tours')}
        </AppLink>
      </EmptyState>
    );
  }
  return <ul className="divide-y divide-ink/10">{children}</ul>;
}
