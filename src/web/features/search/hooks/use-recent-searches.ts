import { useCallback, useState } from 'react';
import { storage } from '#web/lib/storage.js';
import {
  addRecentSearch,
  parseRecentSearches,
  RECENT_SEARCHES_KEY,
  type RecentSearch,
} from '#web/features/search/lib/recent-searches.js';

/** The last 5 searches, kept in localStorage under recentSearches. */
export function useRecentSearches() {
  const [recent, setRecent] = useState(() => parseRecentSearches(storage.get(RECENT_SEARCHES_KEY)));
  const save = useCallback(
    (search: RecentSearch) => {
      const next = addRecentSearch(recent, search);
      storage.set(RECENT_SEARCHES_KEY, JSON.stringify(next));
      setRecent(next);
    },
    [recent],
  );
  return { recent, save };
}
