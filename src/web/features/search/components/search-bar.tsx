import { useT } from '#web/i18n/i18n.js';
import { addDays } from 'date-fns';
import { LoaderCircle, Search } from 'lucide-react';
import { Button } from '#web/components/ui/button.js';
import { paths } from '#web/config/paths.js';
import { localizedHref } from '#domain/site-paths.js';
import { useLocale } from '#web/lib/locale.js';
import { cn } from '#web/lib/cn.js';
import { useSearchForm } from '#web/features/search/hooks/use-search-form.js';
import {
  CHECK_IN_PICK_LABELS,
  checkInQuickPicks,
  firstCheckOutDay,
  STAY_QUICK_PICKS,
  stayLabel,
  type CheckInPick,
} from '#web/features/search/lib/search-dates.js';
import type { DestinationSource } from '#web/features/search/lib/search-place.js';
import { DateField } from './date-field.js';
import { LocationPicker } from './location-picker.js';

const NO_DESTINATIONS: readonly DestinationSource[] = [];

/**
 * The home search (docs/behaviour/home.md 'Search bar'): where (chosen or typed), then optional check-in and
 * check-out, then /safaris or /tours with the search in the query string. A white panel, so it reads on top of a
 * photo.
 */
export function SearchBar({
  destinations = NO_DESTINATIONS,
  className,
}: {
  /** listed under their locations in the picker; the page loads them */
  destinations?: readonly DestinationSource[] | undefined;
  className?: string;
}) {
  const t = useT();
  const form = useSearchForm();
  const locale = useLocale();
  const { draft, errors, today } = form;
  const checkInPicks = checkInQuickPicks(today);
  const { checkIn } = draft;
  // Made with the page even before a check-in is chosen: the server's render notes the message, so it travels with
  // the page and the quick picks read right before the whole catalogue has loaded.
  const stayLabels = STAY_QUICK_PICKS.map((days) => stayLabel(days, t));
  const checkOutPicks = checkIn
    ? STAY_QUICK_PICKS.map((days, index) => ({ label: stayLabels[index] ?? '', date: addDays(checkIn, days) }))
    : [];

  return (
    <form
      role="search"
      aria-label={t('Find a tour or safari')}
      // Without JavaScript the form is sent as it is, and the server finds the place and the list.
      action={localizedHref(locale, paths.search.getHref())}
      method="get"
      noValidate
      onSubmit={form.submit}
      className={cn(
        'grid gap-2 rounded-2xl bg-white p-2.5 text-left text-ink shadow-2xl ring-1 shadow-ink/30 ring-black/5 sm:p-3',
        'lg:grid-cols-[minmax(0,1.45fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-start lg:gap-1',
        className,
      )}
    >
      <LocationPicker
        value={draft.location}
        onChange={form.setLocation}
        typedText={draft.text}
        onType={form.setText}
        onPickRecent={form.applyRecent}
        recent={form.recent}
        destinations={destinations}
        error={errors.location}
        errorValues={{ query: draft.text.trim() }}
        inputRef={form.fields.location}
      />
      <DateField
        label={t('Check-in')}
        name="checkIn"
        value={draft.checkIn}
        onChange={form.setCheckIn}
        firstDay={today}
        quickPicksLabel={t('Quick picks')}
        quickPicks={(Object.keys(CHECK_IN_PICK_LABELS) as CheckInPick[]).map((pick) => ({
          label: t(CHECK_IN_PICK_LABELS[pick]),
          date: checkInPicks[pick],
        }))}
        error={errors.checkIn}
        inputRef={form.fields.checkIn}
      />
      <DateField
        label={t('Check-out')}
        name="checkOut"
        value={draft.checkOut}
        onChange={form.setCheckOut}
        firstDay={firstCheckOutDay(draft.checkIn, today)}
        quickPicksLabel={draft.checkIn ? t('Stay for') : t('Choose a check-in date for quick picks')}
        quickPicks={checkOutPicks}
        error={errors.checkOut}
        inputRef={form.fields.checkOut}
      />
      <Button
        type="submit"
        size="lg"
        aria-disabled={form.searching || undefined}
        className="mt-1 h-14 w-full rounded-xl text-base lg:mt-0 lg:h-[4.5rem] lg:w-auto lg:px-8"
      >
        {form.searching ? (
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
        ) : (
          <Search aria-hidden="true" className="size-5" />
        )}
        {form.searching ? t('Searching…') : t('Search')}
      </Button>
      <p aria-live="polite" className="sr-only">
        {form.searching ? t('Searching…') : ''}
      </p>
    </form>
  );
}
