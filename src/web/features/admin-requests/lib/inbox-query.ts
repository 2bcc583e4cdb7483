import { isCalendarDate } from '#domain/dates/calendar-date.js';
import {
  REQUEST_STATUSES,
  REQUEST_TYPES,
  type RequestStatus,
  type RequestType,
} from '#domain/requests/request-status.js';
import { DESK_PAGE_SIZE, DESK_SORTS, type DeskSort } from '#domain/schemas/admin-requests.js';

// The inbox keeps every filter, the sort and the page in the address bar, so a link, a reload or the
// Back button shows the same list. This module maps that query string to the API's and back.

export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_SORT: DeskSort = 'received_desc';

export interface InboxState {
  type: RequestType | undefined;
  status: RequestStatus | undefined;
  q: string;
  travelFrom: string | undefined;
  travelTo: string | undefined;
  overdue: boolean;
  sort: DeskSort;
  /** 0-based */
  page: number;
  pageSize: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);
const date = (value: string | null) => (value && isCalendarDate(value) ? value : undefined);

/** What the address bar says; anything unknown or malformed falls back to the default (never an error). */
export function parseInboxParams(params: URLSearchParams): InboxState {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    type: oneOf(REQUEST_TYPES, params.get('type')),
    status: oneOf(REQUEST_STATUSES, params.get('status')),
    q: (params.get('q') ?? '').trim().slice(0, 200),
    travelFrom: date(params.get('travel_from')),
    travelTo: date(params.get('travel_to')),
    overdue: params.get('overdue') === '1',
    sort: oneOf(DESK_SORTS, params.get('sort')) ?? DEFAULT_SORT,
    page: Number.isInteger(page) && page >= 2 ? page - 1 : 0,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DESK_PAGE_SIZE,
  };
}

/** The address bar for a state: defaults left out, so the plain inbox is plain /admin/requests. */
export function inboxSearchParams(state: InboxState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.type) params.set('type', state.type);
  if (state.status) params.set('status', state.status);
  if (state.q) params.set('q', state.q);
  if (state.travelFrom) params.set('travel_from', state.travelFrom);
  if (state.travelTo) params.set('travel_to', state.travelTo);
  if (state.overdue) params.set('overdue', '1');
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  if (state.page > 0) params.set('page', String(state.page + 1));
  if (state.pageSize !== DESK_PAGE_SIZE) params.set('size', String(state.pageSize));
  return params;
}

/** The filters as the API reads them (the list and the CSV export share them). */
export function filterQuery(state: InboxState) {
  return {
    type: state.type,
    status: state.status,
    q: state.q || undefined,
    travel_from: state.travelFrom,
    travel_to: state.travelTo,
    overdue: state.overdue ? 'true' : undefined,
    sort: state.sort === DEFAULT_SORT ? undefined : state.sort,
  };
}

/** The list call's query: the filters and the page. */
export function listQuery(state: InboxState) {
  return { ...filterQuery(state), limit: state.pageSize, offset: state.page * state.pageSize };
}

/**
 * A change of filter starts again at page 1 (page 3 of a narrower list may not exist); changing only
 * the page or its size keeps the rest.
 */
export function withFilters(state: InboxState, change: Partial<Omit<InboxState, 'page'>>): InboxState {
  return { ...state, ...change, page: 0 };
}

/** The sortable columns and the server's sort for each direction. */
export const SORTABLE = {
  received_at: { asc: 'received_asc', desc: 'received_desc' },
  start_date: { asc: 'travel_asc', desc: 'travel_desc' },
} as const satisfies Record<string, { asc: DeskSort; desc: DeskSort }>;
export type SortableColumn = keyof typeof SORTABLE;

/** The table's sorting state for a server sort. */
export function sortingOf(sort: DeskSort): { id: SortableColumn; desc: boolean }[] {
  const column = sort.startsWith('travel') ? 'start_date' : 'received_at';
  return [{ id: column, desc: sort.endsWith('desc') }];
}

/** The server sort for the table's sorting state; the default when nothing is sorted. */
export function sortOf(sorting: readonly { id: string; desc: boolean }[]): DeskSort {
  const first = sorting[0];
  if (!first || !(first.id in SORTABLE)) return DEFAULT_SORT;
  return SORTABLE[first.id as SortableColumn][first.desc ? 'desc' : 'asc'];
}
