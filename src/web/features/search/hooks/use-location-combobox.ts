import { useT } from '#web/i18n/i18n.js';
import { useEffect, useId, useState, type KeyboardEvent, type RefObject } from 'react';
import { useProvidedSplashBasics } from '#web/features/reference/api/splash-basics-context.js';
import { nextActiveIndex } from '#web/features/search/lib/active-option.js';
import { locationGroups, type LocationOption } from '#web/features/search/lib/location-options.js';
import type { RecentSearch } from '#web/features/search/lib/recent-searches.js';
import { placeName, type DestinationSource, type SearchLocation } from '#web/features/search/lib/search-place.js';
import { makeRoomBelow } from '#web/lib/make-room-below.js';

interface Options {
  value: SearchLocation | null;
  onChange: (location: SearchLocation | null) => void;
  /** what the visitor typed without choosing: it is the search until a place is chosen */
  typedText: string;
  onType: (text: string) => void;
  onPickRecent: (search: RecentSearch) => void;
  recent: readonly RecentSearch[];
  destinations: readonly DestinationSource[];
  /** the field the popup hangs from; read in event handlers only */
  anchor: RefObject<HTMLElement | null>;
}

/**
 * State and keyboard of the location combobox (WAI-ARIA APG 'combobox with listbox popup'): the
 * focus stays in the input and aria-activedescendant names the option the arrow keys reached.
 */
export function useLocationCombobox({
  value,
  onChange,
  typedText,
  onType,
  onPickRecent,
  recent,
  destinations,
  anchor,
}: Options) {
  const t = useT();
  // Not the query: the search bar starts with Home, before the query library (islands/page-queries.tsx).
  const splash = useProvidedSplashBasics();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [typed, setTyped] = useState(false);
  const [activeKey, setActiveKey] = useState<string | null>(null);

  const groups = locationGroups({
    recent,
    locations: splash.data?.locations ?? [],
    destinations,
    query: typed ? text : '',
  });
  const options = groups.flatMap((group) => group.options);
  const optionId = (option: LocationOption) => `${id}-${option.key}`;
  const active = options.find((option) => option.key === activeKey);

  useEffect(() => {
    if (open && active) document.getElementById(`${id}-${active.key}`)?.scrollIntoView({ block: 'nearest' });
  }, [open, active, id]);

  const show = () => {
    if (open) return;
    makeRoomBelow(anchor.current, 440);
    setText(value ? placeName(value, t) : typedText);
    setTyped(false);
    setActiveKey(null);
    setOpen(true);
  };

  // What was typed is already the search (`onType`): closing keeps it, as the field shows it.
  const close = () => {
    setOpen(false);
    setTyped(false);
  };

  const pick = (option: LocationOption) => {
    if (option.recent) onPickRecent(option.recent);
    else onChange(option.location);
    setOpen(false);
    setTyped(false);
  };

  const type = (next: string) => {
    setText(next);
    setTyped(true);
    setActiveKey(null);
    setOpen(true);
    onType(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) show();
      const index = options.findIndex((option) => option.key === activeKey);
      const next = nextActiveIndex(options.length, index, event.key === 'ArrowDown' ? 1 : -1);
      setActiveKey(options[next]?.key ?? null);
    } else if (event.key === 'Enter' && open) {
      // Enter on an option chooses it; otherwise the list closes and Enter sends the search with what was typed.
      if (active) {
        event.preventDefault();
        pick(active);
      } else close();
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab' && open) {
      close();
    }
  };

  // Made on every render (the server's too), so the message travels with the page. Nothing listed may still be a
  // place: the search finds names in every language and forgives more than the list does.
  const noMatch = t('Press Search to look for “{query}”', { query: text.trim() });
  let status: string | null = null;
  if (splash.isPending && options.length === 0) status = t('Loading locations…');
  else if (splash.isError && options.length === 0) status = t('Locations could not be loaded. Please try again later.');
  else if (options.length === 0) status = noMatch;

  return {
    id,
    open,
    inputValue: open ? text : value ? placeName(value, t) : typedText,
    groups,
    active,
    activeKey,
    setActiveKey,
    optionId,
    status,
    show,
    close,
    pick,
    type,
    onKeyDown,
  };
}
