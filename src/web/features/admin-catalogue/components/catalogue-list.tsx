import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CATALOGUE_STATUSES } from '#domain/schemas/admin-catalogue.js';
import { FilterBar, FilterButtons } from '#web/admin-kit/list/filter-bar.js';
import { ListPager } from '#web/admin-kit/list/list-pager.js';
import { ListResults } from '#web/admin-kit/list/list-results.js';
import { SearchBox } from '#web/admin-kit/list/search-box.js';
import { useListState } from '#web/admin-kit/list/use-list-state.js';
import { DataTable } from '#web/admin-kit/table/data-table.js';
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
  const { state } = list;
  const query = useList(state);
  const data = query.data;

  return (
    <div className="space-y-3">
      <FilterBar
        search={
          <SearchBox
            label={`Search ${what.toLowerCase()}`}
            placeholder="Name or address"
            value={state.q}
            onSearch={(q) => list.change({ q })}
          />
        }
        actions={create}
        buttons={
          <FilterButtons
            label="Status"
            value={state.status}
            options={STATUS_OPTIONS}
            onChange={(status) => list.change({ status })}
          />
        }
      />
      <ListResults
        query={query}
        what={what.toLowerCase()}
        empty="Nothing matches."
        isEmpty={(d) => rowsOf(d).length === 0}
      >
        {(page) => (
          <DataTable
            caption={what}
            columns={columns}
            rows={rowsOf(page)}
            rowId={(row) => row.uuid}
            total={page.total}
            sort={{ value: state.sort, columns: CATALOGUE_SORTABLE, onChange: (sort) => list.change({ sort }) }}
            rowLink={rowLink}
            rowLabel={(row) => `Open ${row.name}`}
          />
        )}
      </ListResults>
      {data && data.total > 0 && (
        <ListPager
          page={state.page}
          pageSize={state.pageSize}
          total={data.total}
          rowsOnPage={rowsOf(data).length}
          onPage={list.turnTo}
        />
      )}
    </div>
  );
}
