import { CATALOGUE_SORTS, CATALOGUE_STATUSES, type CatalogueSort } from '#domain/schemas/admin-catalogue.js';
import { defineList, oneOf, pageQuery, searchText, type StateOf } from '#web/admin-kit/list/list-params.js';
import type { SortColumns } from '#web/admin-kit/table/list-columns.js';

// The trips and destinations lists keep their status, search, sort and page in the address bar, like every list.

export const CATALOGUE_PAGE_SIZE = 25;
const DEFAULT_SORT: CatalogueSort = 'updated_desc';

export const catalogueList = defineList({
  params: { status: oneOf(CATALOGUE_STATUSES), q: searchText },
  sorts: { values: CATALOGUE_SORTS, fallback: DEFAULT_SORT },
  pageSizes: [CATALOGUE_PAGE_SIZE],
});

export type CatalogueListState = StateOf<typeof catalogueList>;

/** The Name and Updated headers sort, on the server. */
export const CATALOGUE_SORTABLE: SortColumns<CatalogueSort> = {
  name: { asc: 'name_asc', desc: 'name_desc' },
  updated_at: { asc: 'updated_asc', desc: 'updated_desc' },
};

/** The list call's query. */
export function listQuery(state: CatalogueListState) {
  return {
    status: state.status,
    q: state.q || undefined,
    sort: state.sort === DEFAULT_SORT ? undefined : state.sort,
    ...pageQuery(state),
  };
}
