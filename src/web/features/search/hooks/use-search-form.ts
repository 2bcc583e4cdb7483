import { isBefore, startOfDay } from 'date-fns';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAppNavigate } from '#web/lib/navigation.js';
import type { RecentSearch } from '#web/features/search/lib/recent-searches.js';
import { isoFromLocalDate, localDateFromIso } from '#web/lib/date-text.js';
import { checkOutAfterCheckInChange } from '#web/features/search/lib/search-dates.js';
import {
  SEARCH_FIELDS,
  searchHref,
  validateSearch,
  type SearchDraft,
  type SearchErrors,
} from '#web/features/search/lib/search-request.js';
import type { SearchLocation } from '#web/features/search/lib/search-place.js';
import { useRecentSearches } from './use-recent-searches.js';

/** The pause between a valid search and the results page. */
export const SEARCH_DELAY_MS = 500;

/** The search bar's state: the three parts, their errors, and the delayed navigation on submit. */
export function useSearchForm() {
  const navigate = useAppNavigate();
  const { recent, save } = useRecentSearches();
  const [today] = useState(() => startOfDay(new Date()));
  const [draft, setDraft] = useState<SearchDraft>({ location: null, checkIn: undefined, checkOut: undefined });
  const [errors, setErrors] = useState<SearchErrors>({});
  const [searching, setSearching] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const fields = {
    location: useRef<HTMLInputElement>(null),
    checkIn: useRef<HTMLInputElement>(null),
    checkOut: useRef<HTMLInputElement>(null),
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  const update = (next: SearchDraft) => {
    setDraft(next);
    // Errors clear as soon as the part is filled in; the rest stay until the next submit.
    setErrors((current) => {
      const still = validateSearch(next);
      return Object.fromEntries(
        Object.entries(current).filter(([field]) => still[field as keyof SearchErrors]),
      ) as SearchErrors;
    });
  };

  const setLocation = (location: SearchLocation | null) => update({ ...draft, location });

  const setCheckIn = (checkIn: Date | undefined) =>
    update(
      checkIn
        ? { ...draft, checkIn, checkOut: checkOutAfterCheckInChange(checkIn, draft.checkOut) }
        : { ...draft, checkIn },
    );

  const setCheckOut = (checkOut: Date | undefined) => update({ ...draft, checkOut });

  /** A recent search brings back its place, and its dates while they are still ahead. */
  const applyRecent = (search: RecentSearch) => {
    const checkIn = localDateFromIso(search.checkIn);
    const checkOut = localDateFromIso(search.checkOut);
    const datesAhead = checkIn && checkOut && !isBefore(checkIn, today);
    update(datesAhead ? { location: search.location, checkIn, checkOut } : { ...draft, location: search.location });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (searching) return;
    const found = validateSearch(draft);
    const first = SEARCH_FIELDS.find((field) => found[field]);
    setErrors(found);
    if (first || !draft.location || !draft.checkIn || !draft.checkOut) {
      if (first) fields[first].current?.focus();
      return;
    }
    const search = { location: draft.location, checkIn: draft.checkIn, checkOut: draft.checkOut };
    save({
      location: search.location,
      checkIn: isoFromLocalDate(search.checkIn),
      checkOut: isoFromLocalDate(search.checkOut),
    });
    setSearching(true);
    timer.current = setTimeout(() => navigate(searchHref(search)), SEARCH_DELAY_MS);
  };

  return { today, draft, errors, searching, recent, fields, setLocation, setCheckIn, setCheckOut, applyRecent, submit };
}
