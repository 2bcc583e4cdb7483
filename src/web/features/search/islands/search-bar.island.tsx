import { island } from '#web/islands/island.js';
import { SearchBar } from '#web/features/search/components/search-bar.js';

/** The home search: its props are the destinations the picker lists (`destinationSources`). */
export default island('search-bar', SearchBar);
