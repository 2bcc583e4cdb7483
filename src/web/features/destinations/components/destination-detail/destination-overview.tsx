import { Check } from 'lucide-react';
import type { Destination } from '#domain/api/catalogue.js';
import { RichText } from '#web/components/ui/rich-text.js';
import { useT } from '#web/i18n/i18n.js';
import { ActivityGlyph } from './activity-glyph.js';

const heading = 'font-display text-2xl text-ink sm:text-[1.7rem]';

/** Description, highlights (the first few activities, the things people come for) and facts. */
export function DestinationOverview({ destination }: { destination: Destination }) {
  const t = useT();
  const highlights = destination.activities.slice(0, 3);
  return (
    <div className="space-y-14">
      <section aria-labelledby="destination-about">
        <h2 id="destination-about" className={heading}>
          {t('About {name}', { name: destination.name })}
        </h2>
        <RichText html={destination.description} className="mt-4 max-w-[70ch] text-[1.0625rem]" />
      </section>

      {highlights.length > 0 && (
        <section aria-labelledby="destination-highlights">
          <h2 id="destination-highlights" className={heading}>
            {t('Highlights')}
          </h2>
          <ul className="mt-5 grid gap-3 sm:grid-cols-3">
            {highlights.map((activity) => (
              <li
                key={activity.name}
                className="flex items-center gap-4 rounded-2xl bg-white p-4 ring-1 ring-ink/10 sm:flex-col sm:items-start sm:p-5"
              >
                <ActivityGlyph name={activity.name} />
                <span className="font-semibold text-ink">{activity.name}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      {destination.facts.length > 0 && (
        <section aria-labelledby="destination-facts" className="rounded-2xl bg-sand p-6 sm:p-8">
          <h2 id="destination-facts" className={heading}>
            {t('Facts')}
          </h2>
          <ul className="mt-5 grid gap-x-8 gap-y-3.5 sm:grid-cols-2">
            {destination.facts.map(({ fact }) => (
              <li key={fact} className="flex gap-3 text-ink/80">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-[var(--accent)]" strokeWidth={2.5} />
                {fact}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
