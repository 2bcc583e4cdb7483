import { CalendarDays, MapPin, X } from 'lucide-react';
import { AppLink } from '#web/lib/navigation.js';
import { Skeleton } from '#web/components/ui/skeleton.js';
import { useProvidedSplashBasics } from '#web/features/reference/api/splash-basics-context.js';
import { referenceName } from '#web/features/reference/lib/reference-names.js';
import { searchDateRange } from '#web/features/trips/lib/search-summary.js';
import { useRich, useT } from '#web/i18n/i18n.js';
import { useLocale } from '#web/lib/locale.js';

interface SearchSummaryProps {
  /** the searched location's id, when a location was searched */
  location: number | undefined;
  /** the text typed, when it named several places (`q`) */
  text?: string | undefined;
  /** the searched destination: its name once known */
  destination: { name: string | undefined; pending: boolean } | undefined;
  checkIn: string | null;
  checkOut: string | null;
  /** where 'Clear search' leads: the bare list page */
  clearHref: string;
}

/** What the search bar asked for, with a way back to the whole list. */
export function SearchSummary({ location, text, destination, checkIn, checkOut, clearHref }: SearchSummaryProps) {
  const t = useT();
  const rich = useRich();
  const splash = useProvidedSplashBasics();
  const locationName = splash.data?.locations.find((l) => l.id === location)?.name;
  const name = destination ? destination.name : locationName && referenceName(t, locationName);
  const pending = destination ? destination.pending : splash.isPending;
  const dates = searchDateRange(checkIn, checkOut, useLocale());
  return (
    <section
      aria-label={t('Your search')}
      className="flex flex-col gap-3 rounded-2xl bg-sand px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1.5 text-ink">
        <span className="inline-flex items-center gap-2 font-medium">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-gold-dark" />
          {text !== undefined && destination === undefined && location === undefined
            ? t('Trips for “{query}”', { query: text })
            : name !== undefined || pending
              ? rich('Trips visiting {place}', {
                  place: name ?? <Skeleton className="inline-block h-4 w-24 align-middle" />,
                })
              : destination
                ? t('Trips visiting your chosen place')
                : t('Trips visiting your chosen location')}
        </span>
        {dates && (
          <span className="inline-flex items-center gap-2 text-ink/75">
            <span aria-hidden="true" className="hidden text-ink/30 sm:inline">
              ·
            </span>
            <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-gold-dark" />
            {dates}
          </span>
        )}
      </p>
      <AppLink
        to={clearHref}
        className="inline-flex h-9 items-center gap-1.5 self-start rounded-full border border-ink/20 bg-white px-4 text-sm font-semibold text-ink transition-colors duration-200 hover:border-ink sm:self-auto"
      >
        <X aria-hidden="true" className="size-4" />
        {t('Clear search')}
      </AppLink>
    </section>
  );
}
