import type { Destination } from '#domain/api/catalogue.js';
import { EmptyState } from '#web/components/ui/status-message.js';
import { useT } from '#web/i18n/i18n.js';
import { ActivityGlyph } from './activity-glyph.js';

export function DestinationActivities({ destination }: { destination: Destination }) {
  const t = useT();
  return (
    <section aria-labelledby="destination-activities">
      <h2 id="destination-activities" className="font-display text-2xl text-ink sm:text-[1.7rem]">
        {t('Things to do in {name}', { name: destination.name })}
      </h2>
      {destination.activities.length === 0 ? (
        <EmptyState className="mt-6">{t('No activities available at the moment')}</EmptyState>
      ) : (
        <ul className="mt-6 grid gap-3 sm:grid-cols-2">
          {destination.activities.map((activity) => (
            <li key={activity.name} className="flex items-center gap-4 rounded-2xl bg-white p-4 ring-1 ring-ink/10">
              <ActivityGlyph name={activity.name} />
              <span className="font-medium text-ink">{activity.name}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
