import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CATALOGUE_STATUSES } from '#domain/schemas/admin-catalogue.js';
import { FilterBar } from '#web/admin-kit/list/filter-bar.js';
import { ListTable } from '#web/admin-kit/list/list-table.js';
import { useListState } from '#web/admin-kit/list/use-list-state.js';
import type { ListColumn } from '#web/admin-kit/table/list-columns.js';
import { STATUS_LABELS } from '#web/features/admin-catalogue/lib/catalogue-format.js';
import {
  CATALOGUE_SORTABLE,
  catalogueList,
  type CatalogueListState,
} from '#web/features/admin-catalogue/lib/catalogue-list-query.js';

interface CatalogueListProps<T extends { uuid: string; name: string }, D extends { total: number }> {
  /** 'Trips', 'Destinations' */
  what: string;
  /** the list call for a state (a hook) */
  useList: (state: CatalogueListState) => UseQueryResult<D>;
  /** the rows on this page */
  rowsOf: (data: D) => T[];
  columns: ListColumn<T>[];
  /** a row's editor */
  rowLink: (row: T) => string;
  /** the "New …" button and its form */
  create: ReactNode;
}

const STATUS_OPTIONS = [
  { value: undefined, label: 'All' },
  ...CATALOGUE_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
];

/** Trips or destinations in every state, searched, sorted and paged by the server, all of it in the address bar. */
export function CatalogueList<T extends { uuid: string; name: string }, D extends { total: number }>({
  what,
  useList,
  rowsOf,
  columns,
  rowLink,
  create,
}: CatalogueListProps<T, D>) {
  const list = useListState(catalogueList);
  const query = useList(list.state);
  return (
    <div className="space-y-3">
      <FilterBar
        list={list}
        search={{ label: `Search ${what.toLowerCase()}`, placeholder: 'Name or address' }}
        actions={create}
        buttons={{ name: 'status', label: 'Status', options: STATUS_OPTIONS }}
      />
      <ListTable
        list={list}
        query={query}
        what={what.toLowerCase()}
        empty="Nothing matches."
        rowsOf={rowsOf}
        pageOf={(data) => ({ total: data.total })}
        sortColumns={CATALOGUE_SORTABLE}
        caption={what}
        columns={columns}
        rowId={(row) => row.uuid}
        rowLink={rowLink}
        rowLabel={(row) => `Open ${row.name}`}
      />
    </div>
  );
}
