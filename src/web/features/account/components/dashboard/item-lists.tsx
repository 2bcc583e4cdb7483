import { format, isValid, parseISO } from 'date-fns';
import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '#web/components/ui/status-message.js';
import { paths } from '#web/config/paths.js';
import { useCurrency } from '#web/features/currency/hooks/use-currency.js';
import { itemHref } from '../../account-helpers.js';
import type { DashboardData, DashboardItem } from '../../api/get-dashboard.js';

const day = (value: string | null | undefined) => {
  const date = value ? parseISO(value) : null;
  return date && isValid(date) ? format(date, 'd MMM yyyy') : null;
};

function ItemTitle({ type, item }: { type: string; item: DashboardItem | null }) {
  const href = itemHref(type, item);
  const name = item?.name ?? 'Item no longer available';
  return href ? (
    <Link to={href} className="font-semibold text-ink underline-offset-4 hover:text-gold-dark hover:underline">
      {name}
    </Link>
  ) : (
    <span className="font-semibold text-ink/70">{name}</span>
  );
}

function Row({ title, type, meta, aside }: { title: ReactNode; type?: string; meta?: ReactNode; aside?: ReactNode }) {
  return (
    <li className="flex flex-col gap-2 py-5 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
      <div className="min-w-0">
        {type && <p className="text-xs font-semibold tracking-wider text-ink/70 uppercase">{type}</p>}
        <div className="mt-0.5">{title}</div>
        {meta && <div className="mt-1 text-sm text-ink/70">{meta}</div>}
      </div>
      {aside && <div className="shrink-0 text-sm sm:text-right">{aside}</div>}
    </li>
  );
}

function List({ empty, children }: { empty: string; children: ReactNode[] }) {
  if (children.length === 0) {
    return (
      <EmptyState>
        {empty}{' '}
        <Link to={paths.tours.getHref()} className="font-medium text-gold-dark underline underline-offset-4">
          Explore tours
        </Link>
      </EmptyState>
    );
  }
  return <ul className="divide-y divide-ink/10">{children}</ul>;
}

const typeLabel = (type: string) => (type === 'destination' ? 'Destination' : 'Trip');

export function LikesList({ likes }: { likes: DashboardData['likes'] }) {
  return (
    <List empty="You have not liked any trips or destinations yet.">
      {likes.map((like) => (
        <Row
          key={like.uuid}
          type={typeLabel(like.likeable_type)}
          title={<ItemTitle type={like.likeable_type} item={like.likeable} />}
        />
      ))}
    </List>
  );
}

export function RatingsList({ ratings }: { ratings: DashboardData['ratings'] }) {
  return (
    <List empty="You have not rated anything yet.">
      {ratings.map((rating) => (
        <Row
          key={rating.uuid}
          type={typeLabel(rating.rateable_type)}
          title={<ItemTitle type={rating.rateable_type} item={rating.rateable} />}
          meta={<p className="line-clamp-2">{rating.comment}</p>}
          aside={
            <>
              <p className="flex items-center gap-0.5 sm:justify-end" aria-label={`Rated ${rating.rating} out of 5`}>
                {Array.from({ length: 5 }, (_, i) => (
                  <Star
                    key={i}
                    aria-hidden="true"
                    className={i < rating.rating ? 'size-4 fill-gold text-gold' : 'size-4 text-ink/25'}
                  />
                ))}
              </p>
              <p className="mt-1 text-ink/70">{day(rating.created_at)}</p>
            </>
          }
        />
      ))}
    </List>
  );
}

export function CartList({ items }: { items: DashboardData['cart_items'] }) {
  const { format: money } = useCurrency();
  return (
    <List empty="Your cart is empty.">
      {items.map((item) => {
        const dates = [day(item.start_date), day(item.end_date)].filter(Boolean).join(' – ');
        const price = item.cartable?.base_price;
        return (
          <Row
            key={item.uuid}
            type={typeLabel(item.cartable_type)}
            title={<ItemTitle type={item.cartable_type} item={item.cartable} />}
            meta={`Quantity ${item.quantity}${dates ? ` · ${dates}` : ''}`}
            aside={
              <p className="font-semibold text-gold-dark">
                {price ? money(price * item.quantity) : 'Contact for pricing'}
              </p>
            }
          />
        );
      })}
    </List>
  );
}

export function BookingsList({ bookings }: { bookings: NonNullable<DashboardData['bookings']> }) {
  const { format: money } = useCurrency();
  return (
    <List empty="You have no bookings yet.">
      {bookings.map((booking) => (
        <Row
          key={booking.uuid}
          type={`${typeLabel(booking.item_type)} · ${booking.reference}`}
          title={<span className="font-semibold text-ink">{booking.item_name}</span>}
          meta={[
            day(booking.start_date),
            `${booking.guest_count} guest${booking.guest_count === 1 ? '' : 's'}`,
            booking.service_class,
          ]
            .filter(Boolean)
            .join(' · ')}
          aside={
            <>
              <p className="inline-flex rounded-full bg-sand px-3 py-1 text-xs font-semibold capitalize">
                {booking.status}
              </p>
              {booking.total_price != null && (
                <p className="mt-1 font-semibold text-gold-dark">{money(booking.total_price)}</p>
              )}
            </>
          }
        />
      ))}
    </List>
  );
}
