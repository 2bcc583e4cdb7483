import { CalendarDays, ShieldCheck, Users } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { Button } from '#web/components/ui/button.js';
import { PARTY_TOTAL_AFTER, type ShownTripPrice } from '#web/features/trips/hooks/use-trip-price.js';
import { useTripTexts } from '#web/features/trips/hooks/use-trip-texts.js';
import { useRich, useT } from '#web/i18n/i18n.js';

interface TripSummaryProps {
  days: number;
  /** the price for the party picked so far (use-trip-price.ts) */
  price: ShownTripPrice;
  /** the start date, guests and class picker (TripPartyPicker) */
  picker?: ReactNode;
  onBook: () => void;
  /** false while the Book Now tab is open: the form's own button is the one to press */
  showBook: boolean;
  /** like and cart buttons, wired by the page */
  quickActions?: ReactNode;
}

/**
 * The side summary: the price for the tourist's party (or the starting price and what it is for), the picker that
 * sets the party, duration and 'min 2 guests'.
 */
export function TripSummary({ days, price, picker, onBook, showBook, quickActions }: TripSummaryProps) {
  const t = useT();
  const rich = useRich();
  const texts = useTripTexts();
  const big = 'font-display text-4xl font-medium text-gold-dark';
  return (
    <aside
      aria-label={t('Trip summary')}
      className="rounded-3xl bg-white p-6 shadow-xl ring-1 shadow-ink/5 ring-ink/10 sm:p-7"
    >
      {/* Said again when the picker or the booking form changes the party. */}
      <div aria-live="polite" aria-atomic="true" data-testid="trip-summary-price">
        {price.kind === 'party' && (
          <>
            <p className="flex flex-wrap items-baseline gap-x-2 text-ink/70">
              <span className={big}>{price.total}</span> {t(PARTY_TOTAL_AFTER, { count: price.guests ?? 0 })}
            </p>
            <p className="mt-1 text-sm text-ink/70">{price.detail}</p>
          </>
        )}
        {price.kind === 'from' && (
          <>
            <p className="flex flex-wrap items-baseline gap-x-2 text-ink/70">
              {rich('from {price} per person', {
                price: <span className={big}>{price.perPerson}</span>,
              }).map(spanWords)}
            </p>
            {price.basis && <p className="mt-1 text-sm text-ink/70">{price.basis}</p>}
          </>
        )}
        {price.kind === 'none' && <p className="font-display text-2xl text-ink">{price.headline}</p>}
      </div>
      {picker}

      <dl className="mt-6 grid grid-cols-2 gap-3">
        <div className="rounded-2xl bg-sand px-4 py-3">
          <dt className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-ink/70 uppercase">
            <CalendarDays aria-hidden="true" className="size-3.5" /> {t('Duration')}
          </dt>
          <dd className="mt-1 font-semibold text-ink">{texts.days(days)}</dd>
        </div>
        <div className="rounded-2xl bg-sand px-4 py-3">
          <dt className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-ink/70 uppercase">
            <Users aria-hidden="true" className="size-3.5" /> {t('Group')}
          </dt>
          <dd className="mt-1 font-semibold text-ink">{t('min 2 guests')}</dd>
        </div>
      </dl>

      {showBook && (
        <Button size="lg" className="mt-6 w-full" onClick={onBook}>
          {t('Book Now')}
        </Button>
      )}
      {quickActions && <div className="mt-3 flex gap-3 [&>*]:flex-1">{quickActions}</div>}

      <p className="mt-5 flex gap-2.5 text-sm text-ink/70">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4.5 shrink-0 text-[var(--accent)]" />
        {t('No payment online today: we confirm availability and follow up by e-mail.')}
      </p>
    </aside>
  );
}

/**
 * The words of 'from {price} per person' each in a span of their own, so the line wraps between them and the
 * price (the paragraph is a flex row); the spaces around them stay, as the sentence reads.
 */
function spanWords(part: ReactNode, index: number): ReactNode {
  if (typeof part !== 'string') return part;
  const words = part.trim();
  if (!words) return part;
  const before = part.startsWith(' ') ? ' ' : '';
  const after = part.endsWith(' ') ? ' ' : '';
  return (
    <Fragment key={index}>
      {before}
      <span>{words}</span>
      {after}
    </Fragment>
  );
}
