import { CATALOGUE_STATUSES, type CatalogueStatus } from '#domain/schemas/admin-catalogue.js';

// The trips and destinations lists keep their status tab, search and page in the address bar, like the requests inbox.

export const CATALOGUE_PAGE_SIZE = 25;

export interface CatalogueListState {
  status: CatalogueStatus | undefined;
  q: string;
  /** 0-based */
  page: number;
}

/** What the address bar says; anything unknown falls back to the default. */
export function parseCatalogueParams(params: URLSearchParams): CatalogueListState {
  const page = Number(params.get('page'));
  return {
    status: CATALOGUE_STATUSES.find((status) => status === params.get('status')),
    q: (params.get('q') ?? '').trim().slice(0, 200),
    page: Number.isInteger(page) && page >= 2 ? page - 1 : 0,
  };
}

/** The address bar for a state, defaults left out. */
export function catalogueSearchParams(state: CatalogueListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.status) params.set('status', state.status);
  if (state.q) params.set('q', state.q);
  if (state.page > 0) params.set('page', String(state.page + 1));
  return params;
}

/** The list call's query. */
export function listQuery(state: CatalogueListState) {
  return {
    status: state.status,
    q: state.q || undefined,
    limit: CATALOGUE_PAGE_SIZE,
    offset: state.page * CATALOGUE_PAGE_SIZE,
  };
}
