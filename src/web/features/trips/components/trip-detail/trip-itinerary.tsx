import type { TripPoint } from '#domain/api/catalogue.js';
import { EmptyState } from '#web/components/ui/status-message.js';
import { RichText } from '#web/components/ui/rich-text.js';
import { useT } from '#web/i18n/i18n.js';

/** The itinerary is sorted by order, shown day by day. */
export function TripItinerary({ points }: { points: readonly TripPoint[] }) {
  const t = useT();
  const sorted = [...points].sort((a, b) => a.order - b.order);
  return (
    <section aria-labelledby="itinerary-heading">
      <h2 id="itinerary-heading" className="font-display text-2xl text-ink sm:text-[1.7rem]">
        {t('Day by day')}
      </h2>
      {sorted.length === 0 ? (
        <EmptyState className="mt-6">{t('No itinerary available at the moment')}</EmptyState>
      ) : (
        <ol className="mt-8">
          {sorted.map((point, index) => (
            <li
              key={`${point.order}-${point.day_number}`}
              className="grid grid-cols-[2.75rem_minmax(0,1fr)] gap-x-4 sm:gap-x-6"
            >
              <div aria-hidden="true" className="flex flex-col items-center">
                <span className="grid size-11 place-items-center rounded-full bg-[var(--accent)] font-display text-lg text-white shadow-sm">
                  {point.day_number}
                </span>
                {index < sorted.length - 1 && <span className="my-2 w-px flex-1 bg-ink/15" />}
              </div>
              <div className={index < sorted.length - 1 ? 'pb-10' : ''}>
                <h3 className="pt-1.5 font-display text-xl leading-snug text-ink">
                  <span className="text-[var(--accent)]">{t('Day {day}:', { day: point.day_number })}</span>{' '}
                  {point.title}
                </h3>
                <RichText html={point.description} className="mt-2.5" />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
