import { REQUEST_STATUSES, REQUEST_TYPES } from '#domain/requests/request-status.js';
import { DESK_PAGE_SIZE, DESK_SORTS, type DeskSort } from '#domain/schemas/admin-requests.js';
import {
  calendarDay,
  defineList,
  flag,
  oneOf,
  pageQuery,
  searchText,
  type StateOf,
} from '#web/admin-kit/list/list-params.js';
import type { SortColumns } from '#web/admin-kit/table/list-columns.js';

// The inbox's address bar, as the kit's lists keep it: every filter, the search, the sort and the page, so
// a link, a reload or the Back button shows the same list. This module maps that state to the API's query.

export const PAGE_SIZES = [DESK_PAGE_SIZE, 50, 100] as const;
export const DEFAULT_SORT: DeskSort = 'received_desc';

export const inboxList = defineList({
  params: {
    type: oneOf(REQUEST_TYPES),
    status: oneOf(REQUEST_STATUSES),
    q: searchText,
    travel_from: calendarDay,
    travel_to: calendarDay,
    overdue: flag,
    travellers_missing: flag,
  },
  sorts: { values: DESK_SORTS, fallback: DEFAULT_SORT },
  pageSizes: PAGE_SIZES,
});

export type InboxState = StateOf<typeof inboxList>;

/** The sortable columns and the server's sort for each direction. */
export const SORTABLE: SortColumns<DeskSort> = {
  received_at: { asc: 'received_asc', desc: 'received_desc' },
  start_date: { asc: 'travel_asc', desc: 'travel_desc' },
};

/** The filters as the API reads them (the list and the CSV export share them). */
export function filterQuery(state: InboxState) {
  return {
    type: state.type,
    status: state.status,
    q: state.q || undefined,
    travel_from: state.travel_from,
    travel_to: state.travel_to,
    overdue: state.overdue ? 'true' : undefined,
    travellers_missing: state.travellers_missing ? 'true' : undefined,
    sort: state.sort === DEFAULT_SORT ? undefined : state.sort,
  };
}

/** The list call's query: the filters and the page. */
export function listQuery(state: InboxState) {
  return { ...filterQuery(state), ...pageQuery(state) };
}
