import { CalendarDays, ShieldCheck, Users } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { Button } from '#web/components/ui/button.js';
import { useCurrency } from '#web/features/currency/hooks/use-currency.js';
import { useTripTexts } from '#web/features/trips/hooks/use-trip-texts.js';
import { useRich, useT } from '#web/i18n/i18n.js';

interface TripSummaryProps {
  days: number;
  basePrice: number;
  onBook: () => void;
  /** false while the Book Now tab is open: the form's own button is the one to press */
  showBook: boolean;
  /** like and cart buttons, wired by the page */
  quickActions?: ReactNode;
}

/** The side summary: duration, 'min 2 guests' and 'from' base price per person. */
export function TripSummary({ days, basePrice, onBook, showBook, quickActions }: TripSummaryProps) {
  const t = useT();
  const rich = useRich();
  const texts = useTripTexts();
  const { startingPrice } = useCurrency();
  const price = startingPrice(basePrice);
  return (
    <aside
      aria-label={t('Trip summary')}
      className="rounded-3xl bg-white p-6 shadow-xl ring-1 shadow-ink/5 ring-ink/10 sm:p-7"
    >
      {price !== null ? (
        <p className="flex flex-wrap items-baseline gap-x-2 text-ink/70">
          {rich('from {price} per person', {
            price: <span className="font-display text-4xl font-medium text-gold-dark">{price}</span>,
          }).map(spanWords)}
        </p>
      ) : (
        <p className="font-display text-2xl text-ink">{t('Contact for pricing')}</p>
      )}

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
