import { isBefore, startOfDay } from 'date-fns';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { paths } from '#web/config/paths.js';
import { useLocale } from '#web/lib/locale.js';
import { useAppNavigate } from '#web/lib/navigation.js';
import type { RecentSearch } from '#web/features/search/lib/recent-searches.js';
import { localDateFromIso } from '#web/lib/date-text.js';
import { checkOutAfterCheckInChange } from '#web/features/search/lib/search-dates.js';
import {
  NO_PLACE_MESSAGE,
  SEARCH_FIELDS,
  searchHref,
  stayQuery,
  validateSearch,
  type SearchDraft,
  type SearchErrors,
  type SearchField,
} from '#web/features/search/lib/search-request.js';
import type { SearchLocation } from '#web/features/search/lib/search-place.js';
import { useRecentSearches } from './use-recent-searches.js';

/** The pause between a valid search and the results page. */
export const SEARCH_DELAY_MS = 500;

/** The server's refusal as the bar's errors: the typed place is its `q`. */
const errorsFrom = (refused: Record<string, string[]>): SearchErrors => ({
  ...(refused.q?.[0] ? { location: refused.q[0] } : {}),
  ...(refused.checkIn?.[0] ? { checkIn: refused.checkIn[0] } : {}),
  ...(refused.checkOut?.[0] ? { checkOut: refused.checkOut[0] } : {}),
});

/**
 * The search bar's state: the place (chosen from the list, or typed), the optional dates, their errors, and the
 * delayed navigation on submit. A chosen place goes straight to its list; typed text asks the server which
 * places it names (GET /api/search) and opens the list it answers.
 */
export function useSearchForm() {
  const navigate = useAppNavigate();
  const locale = useLocale();
  const { recent, save } = useRecentSearches();
  const [today] = useState(() => startOfDay(new Date()));
  const [draft, setDraft] = useState<SearchDraft>({
    location: null,
    text: '',
    checkIn: undefined,
    checkOut: undefined,
  });
  const [errors, setErrors] = useState<SearchErrors>({});
  const [searching, setSearching] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const asking = useRef<AbortController>(undefined);
  const fields = {
    location: useRef<HTMLInputElement>(null),
    checkIn: useRef<HTMLInputElement>(null),
    checkOut: useRef<HTMLInputElement>(null),
  };

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      asking.current?.abort();
    },
    [],
  );

  const update = (next: SearchDraft) => {
    setDraft(next);
    // Errors clear as soon as the part is filled in; the rest stay until the next submit. 'No places match'
    // stays until the place changes.
    const samePlace = next.location === draft.location && next.text === draft.text;
    setErrors((current) => {
      const still = validateSearch(next, today);
      return Object.fromEntries(
        Object.entries(current).filter(
          ([field, message]) =>
            still[field as SearchField] || (field === 'location' && message === NO_PLACE_MESSAGE && samePlace),
        ),
      ) as SearchErrors;
    });
  };

  /** A place chosen from the list replaces what was typed. */
  const setLocation = (location: SearchLocation | null) => update({ ...draft, location, text: '' });

  /** Typing replaces the place chosen: what the field shows is what is searched. */
  const setText = (text: string) => update({ ...draft, location: null, text });

  const setCheckIn = (checkIn: Date | undefined) =>
    update(
      checkIn
        ? { ...draft, checkIn, checkOut: checkOutAfterCheckInChange(checkIn, draft.checkOut) }
        : { ...draft, checkIn },
    );

  const setCheckOut = (checkOut: Date | undefined) => update({ ...draft, checkOut });

  /** A recent search brings back its place, and its dates while they are still ahead. */
  const applyRecent = (search: RecentSearch) => {
    const checkIn = search.checkIn ? localDateFromIso(search.checkIn) : undefined;
    const checkOut = search.checkOut ? localDateFromIso(search.checkOut) : undefined;
    const datesAhead = checkIn && !isBefore(checkIn, today);
    update({
      location: search.location,
      text: '',
      checkIn: datesAhead ? checkIn : draft.checkIn,
      checkOut: datesAhead ? checkOut : draft.checkOut,
    });
  };

  const refuse = (found: SearchErrors) => {
    setErrors(found);
    setSearching(false);
    const first = SEARCH_FIELDS.find((field) => found[field]);
    if (first) fields[first].current?.focus();
  };

  /** Typed text: the server finds its places; the list opens no sooner than a chosen place's would. */
  async function searchTyped(q: string, stay: ReturnType<typeof stayQuery>) {
    const controller = new AbortController();
    asking.current = controller;
    const delay = new Promise((resolve) => (timer.current = setTimeout(resolve, SEARCH_DELAY_MS)));
    try {
      const { searchPlaces } = await import('#web/features/search/api/search-places.js');
      const [result] = await Promise.all([searchPlaces({ q, ...stay, locale }, controller.signal), delay]);
      if ('refused' in result) refuse(errorsFrom(result.refused));
      else if (result.answer.places.length === 0) refuse({ location: NO_PLACE_MESSAGE });
      else navigate(result.answer.href);
    } catch {
      if (controller.signal.aborted) return;
      // Offline or a server error: the plain form's search, which finds the places the same way (the bar lives on
      // server-rendered Home, whose navigation loads the page).
      const query = new URLSearchParams({ place: q, ...(stay.checkIn ? { checkIn: stay.checkIn } : {}) });
      if (stay.checkOut) query.set('checkOut', stay.checkOut);
      navigate(`${paths.search.getHref()}?${query.toString()}`);
    }
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (searching) return;
    const found = validateSearch(draft, today);
    if (SEARCH_FIELDS.some((field) => found[field])) return refuse(found);
    setErrors({});
    setSearching(true);
    const stay = stayQuery(draft);
    if (!draft.location) return void searchTyped(draft.text.trim(), stay);
    const search = { location: draft.location, checkIn: draft.checkIn, checkOut: draft.checkOut };
    save({ location: search.location, ...stay });
    timer.current = setTimeout(() => navigate(searchHref(search)), SEARCH_DELAY_MS);
  };

  return {
    today,
    draft,
    errors,
    searching,
    recent,
    fields,
    setLocation,
    setText,
    setCheckIn,
    setCheckOut,
    applyRecent,
    submit,
  };
}
