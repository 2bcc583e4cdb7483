import type { UseQueryResult } from '@tanstack/react-query';
import type { RowData } from '@tanstack/react-table';
import { DataTable, type DataTableProps } from '#web/admin-kit/table/data-table.js';
import type { SortColumns } from '#web/admin-kit/table/list-columns.js';
import { ListPager } from './list-pager.js';
import { ListResults } from './list-results.js';
import type { ListControl } from './use-list-state.js';

interface ListTableProps<F, S extends string, D, T extends RowData> extends Omit<
  DataTableProps<T, S>,
  'rows' | 'total' | 'capped' | 'sort'
> {
  list: ListControl<F, S>;
  query: UseQueryResult<D>;
  /** 'requests': "The requests could not be loaded." */
  what: string;
  /** said when nothing matches */
  empty: string;
  rowsOf: (data: D) => T[];
  /** a paged list's total (and, when too many to count, that it is capped and whether a page follows) */
  pageOf?: (data: D) => { total: number; capped?: boolean | undefined; hasMore?: boolean | undefined };
  /** the headers that sort, on the server */
  sortColumns?: SortColumns<S>;
}

/**
 * A list page's rows: its query's loading, error and empty states, the table (cards on a phone) sorted by the
 * list's sort, and the pager turning the list's page (once a paged list has loaded, "0–0 of 0" too). Everything
 * it changes goes through the list's state, so it lands in the address bar.
 */
export function ListTable<F, S extends string, D, T extends RowData>({
  list,
  query,
  what,
  empty,
  rowsOf,
  pageOf,
  sortColumns,
  ...table
}: ListTableProps<F, S, D, T>) {
  const { state } = list;
  const page = query.data && pageOf?.(query.data);
  const sort = sortColumns && {
    value: state.sort,
    columns: sortColumns,
    onChange: list.sortBy,
  };
  return (
    <>
      <ListResults query={query} what={what} empty={empty} isEmpty={(data) => rowsOf(data).length === 0}>
        {(data) => (
          <DataTable
            {...table}
            rows={rowsOf(data)}
            total={pageOf?.(data).total ?? rowsOf(data).length}
            capped={pageOf?.(data).capped}
            {...(sort && { sort })}
          />
        )}
      </ListResults>
      {query.data && page && (
        <ListPager
          page={state.page}
          pageSize={state.pageSize}
          pageSizes={list.pageSizes}
          total={page.total}
          capped={page.capped}
          hasMore={page.hasMore}
          rowsOnPage={rowsOf(query.data).length}
          onPage={list.turnTo}
          onPageSize={list.resize}
        />
      )}
    </>
  );
}
