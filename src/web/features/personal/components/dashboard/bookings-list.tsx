import type { BookingSummary } from '#domain/api/personal.js';
import { useCurrency } from '#web/features/currency/hooks/use-currency.js';
import { cn } from '#web/lib/cn.js';
import { formatDay } from '#web/features/personal/lib/dashboard-items.js';
import { ItemList } from './item-row.js';

const STATUS_TONE: Record<BookingSummary['status'], string> = {
  new: 'bg-gold/15 text-gold-dark',
  in_progress: 'bg-gold/15 text-gold-dark',
  quoted: 'bg-ocean/10 text-ocean-dark',
  confirmed: 'bg-acacia/15 text-acacia',
  completed: 'bg-acacia/15 text-acacia',
  cancelled: 'bg-ink/10 text-ink/70',
};

/** The Bookings tab: reference, what was booked, when, for how many, the class, the total and the status. */
export function BookingsList({ bookings }: { bookings: BookingSummary[] }) {
  const { format } = useCurrency();
  return (
    <ItemList empty="You have no bookings yet.">
      {bookings.map((booking) => {
        const facts = [
          { label: 'Start date', value: formatDay(booking.start_date) ?? 'To be agreed' },
          { label: 'Guests', value: String(booking.guest_count) },
          { label: 'Class', value: booking.service_class ?? '—' },
          { label: 'Total', value: booking.total_price == null ? 'On request' : format(booking.total_price) },
        ];
        return (
          <li key={booking.uuid} className="py-5">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="text-xs font-semibold tracking-wider text-ink/70 uppercase">
                  {booking.item_type === 'destination' ? 'Destination inquiry' : 'Trip booking'} · {booking.reference}
                </p>
                <p className="mt-0.5 font-semibold text-ink">{booking.item_name}</p>
              </div>
              <p className={cn('rounded-full px-3 py-1 text-xs font-semibold', STATUS_TONE[booking.status])}>
                {booking.status_label}
              </p>
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
              {facts.map((fact) => (
                <div key={fact.label}>
                  <dt className="text-ink/65">{fact.label}</dt>
                  <dd className="font-medium text-ink">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
    </ItemList>
  );
}
