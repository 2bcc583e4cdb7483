import { ArrowUpRight, Check, MapPin, X } from 'lucide-react';
import { useAppSearchParams, AppLink } from '#web/lib/navigation.js';
import type { Trip } from '#domain/api/catalogue.js';
import { readStayParams } from '#domain/site-paths.js';
import { RichText } from '#web/components/ui/rich-text.js';
import { paths } from '#web/config/paths.js';
import { referenceName } from '#web/features/reference/lib/reference-names.js';
import { useT } from '#web/i18n/i18n.js';
import type { TripVariantConfig } from './trip-variant.js';

const heading = 'font-display text-2xl text-ink sm:text-[1.7rem]';

export function TripOverview({ trip, variant }: { trip: Trip; variant: TripVariantConfig }) {
  const t = useT();
  const included = trip.trip_addons.map((a) => a.category.name);
  const excluded = trip.trip_not_addons.map((a) => a.category.name);
  // A searched stay goes on to the places, whose inquiry form starts from it.
  const searchParams = useAppSearchParams();
  const stay = readStayParams(searchParams);
  return (
    <div className="space-y-14">
      <section aria-labelledby="overview-about">
        <h2 id="overview-about" className={heading}>
          {t(variant.about)}
        </h2>
        <RichText html={trip.description} className="mt-4 max-w-[70ch] text-[1.0625rem]" />
        {trip.trip_categories.length > 0 && (
          <ul aria-label={t('Categories')} className="mt-6 flex flex-wrap gap-2">
            {trip.trip_categories.map(({ category }) => (
              <li key={category.name} className="rounded-full bg-sand px-3.5 py-1.5 text-sm font-medium text-ink/80">
                {category.name}
              </li>
            ))}
          </ul>
        )}
      </section>

      {trip.trip_destinations.length > 0 && (
        <section aria-labelledby="overview-places">
          <h2 id="overview-places" className={heading}>
            {t('Destinations you will visit')}
          </h2>
          <ul className="mt-5 grid gap-3 sm:grid-cols-2">
            {trip.trip_destinations.map(({ destination }) => (
              <li key={destination.uuid}>
                <AppLink
                  to={paths.destination.getHref(destination.uuid, stay)}
                  className="group flex items-center gap-4 rounded-2xl bg-white p-4 ring-1 ring-ink/10 transition-shadow duration-200 hover:shadow-md hover:ring-ink/20"
                >
                  <span className="grid size-11 shrink-0 place-items-center rounded-full bg-sand text-[var(--accent)]">
                    <MapPin aria-hidden="true" className="size-5" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold text-ink">{destination.name}</span>
                    <span className="block truncate text-sm text-ink/70">
                      {referenceName(t, destination.location.name)}
                    </span>
                  </span>
                  <ArrowUpRight
                    aria-hidden="true"
                    className="size-5 text-ink/40 transition-colors group-hover:text-ink"
                  />
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
      )}

      {(included.length > 0 || excluded.length > 0) && (
        <div className="grid gap-5 sm:grid-cols-2">
          <InclusionList id="overview-included" title={t("What's included")} items={included} included />
          <InclusionList id="overview-excluded" title={t('Not included')} items={excluded} included={false} />
        </div>
      )}
    </div>
  );
}

function InclusionList({
  id,
  title,
  items,
  included,
}: {
  id: string;
  title: string;
  items: string[];
  included: boolean;
}) {
  const t = useT();
  if (items.length === 0) return null;
  const Icon = included ? Check : X;
  return (
    <section
      aria-labelledby={id}
      className={included ? 'rounded-2xl bg-sand p-6' : 'rounded-2xl p-6 ring-1 ring-ink/10'}
    >
      <h2 id={id} className="font-display text-xl text-ink">
        {title}
      </h2>
      <ul className="mt-4 space-y-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3 text-ink/80">
            <span
              className={
                included
                  ? 'mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-[var(--accent)] text-white'
                  : 'mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-coral-dark/10 text-coral-dark'
              }
            >
              <Icon aria-hidden="true" className="size-3.5" strokeWidth={3} />
            </span>
            <span>
              <span className="sr-only">{included ? t('Included:') : t('Not included:')} </span>
              {item}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
