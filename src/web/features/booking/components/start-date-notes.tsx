import { CalendarClock, Info } from 'lucide-react';
import {
  checkOutNote,
  movedDateNote,
  tripEndNote,
  type BookingPrefill,
} from '#web/features/booking/lib/booking-prefill.js';
import { tripEndDate } from '#domain/trips/duration.js';
import { useT } from '#web/i18n/i18n.js';
import { useLocale } from '#web/lib/locale.js';

interface StartDateNotesProps {
  prefill: BookingPrefill;
  /** the field's value now */
  startDate: string;
  /** the trip's length, which sets its end; left out for a destination inquiry */
  days?: number;
}

/**
 * The start date's hint: the rule, why a searched date moved (while the field still holds the moved
 * date), the trip's end and, when the search's check-out differs from it, a word on who decides.
 */
export function StartDateNotes({ prefill, startDate, days = 0 }: StartDateNotesProps) {
  const t = useT();
  const locale = useLocale();
  const moved = prefill.movedFrom !== undefined && startDate === prefill.values.start_date;
  const end = tripEndDate(startDate, days);
  const differs = end && prefill.checkOut ? checkOutNote(prefill.checkOut, end, t, locale) : null;
  return (
    <>
      {t('From tomorrow onwards')}
      {moved && (
        <span className="mt-1.5 flex gap-1.5 font-medium text-ink">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-dark" />
          {movedDateNote(startDate, t, locale)}
        </span>
      )}
      {end && (
        <span className="mt-1.5 flex gap-1.5 font-medium text-ink">
          <CalendarClock
            aria-hidden="true"
            className="mt-0.5 size-4 shrink-0 text-[var(--accent,var(--color-gold-dark))]"
          />
          {tripEndNote(end, days, t, locale)}
        </span>
      )}
      {differs && <span className="mt-1 block pl-[1.375rem]">{differs}</span>}
    </>
  );
}
