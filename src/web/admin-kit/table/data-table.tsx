import { functionalUpdate, useTable, type ColumnVisibilityState, type Row, type RowData } from '@tanstack/react-table';
import { useMemo, useState, type HTMLAttributes } from 'react';
import { useNavigate } from 'react-router';
import { useMediaQuery } from '#web/admin-kit/lib/use-media-query.js';
import { columnIdOf, listFeatures, sortingOf, sortOf, type ListColumn, type SortColumns } from './list-columns.js';
import { onRowClick, onRowKeyDown, useRowHotkeys } from './row-keys.js';
import { TableCards } from './table-cards.js';
import { TableView } from './table-view.js';

export type RowTone = 'alert' | 'muted';
export type ListRow<T extends RowData> = Row<typeof listFeatures, T>;
/** What a row (or a phone's card) carries to be walked with the keyboard and opened. */
export type RowProps = HTMLAttributes<HTMLElement> & { 'data-list-row': '' };

export interface DataTableProps<T extends RowData, S extends string> {
  /** what the rows are: 'Requests' (the table's caption and the cards' list name) */
  caption: string;
  columns: ListColumn<T>[];
  rows: T[];
  rowId: (row: T) => string;
  total: number;
  /** more than `total` match (a search too broad to count): said as "1,000 or more" */
  capped?: boolean;
  /** the server's sort: clickable headers for `columns`' ids */
  sort?: { value: S; columns: SortColumns<S>; onChange: (sort: S) => void };
  columnVisibility?: ColumnVisibilityState;
  /** the row's own page: a click or Enter on the row opens it */
  rowLink?: (row: T) => string;
  /** the name of a row that opens, e.g. "Open TZ-7K3M9Q" */
  rowLabel?: (row: T) => string;
  /** a row that needs attention (`alert`: overdue) or matters less (`muted`: deactivated) */
  rowTone?: (row: T) => RowTone | undefined;
  /** tall rows (a text, a form, a diff) read better from their top */
  align?: 'middle' | 'top';
}

/**
 * The back office's one list table, on TanStack Table: server-side sorting (headers with aria-sort), column
 * visibility, keyboard rows, and on a screen narrower than 768 px one card per row. Paging is the list's
 * (`ListPager`): the table shows the page it is given.
 */
export function DataTable<T extends RowData, S extends string = never>(props: DataTableProps<T, S>) {
  const { columns, rows, rowId, sort, columnVisibility = {}, rowLink, rowLabel, rowTone } = props;
  const sorting = useMemo(() => (sort ? sortingOf(sort.value, sort.columns) : []), [sort]);
  const sortable = useMemo(
    () => columns.map((column) => ({ ...column, enableSorting: Boolean(sort?.columns[columnIdOf(column)]) })),
    [columns, sort?.columns],
  );
  const table = useTable({
    features: listFeatures,
    columns: sortable,
    data: rows,
    getRowId: rowId,
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    state: { sorting, columnVisibility },
    onSortingChange: (updater) => {
      const next = sort && sortOf(functionalUpdate(updater, sorting), sort.columns);
      if (next) sort.onChange(next);
    },
  });
  const wide = useMediaQuery('(min-width: 768px)');
  const navigate = useNavigate();
  useRowHotkeys();
  // One row at a time sits in the Tab order (the last one used); j/k and the arrows reach the others.
  const [active, setActive] = useState<string>();
  const tabStop = rows.some((row) => rowId(row) === active) ? active : rows[0] && rowId(rows[0]);

  const rowProps = (row: ListRow<T>): RowProps => {
    const href = rowLink?.(row.original);
    const open = href === undefined ? undefined : () => void navigate(href);
    return {
      'data-list-row': '',
      tabIndex: row.id === tabStop ? 0 : -1,
      'aria-label': open && rowLabel ? rowLabel(row.original) : undefined,
      onFocus: () => setActive(row.id),
      onClick: (event) => onRowClick(event, open),
      onKeyDown: (event) => onRowKeyDown(event, open),
    };
  };
  const tone = (row: ListRow<T>) => rowTone?.(row.original);
  const linked = Boolean(rowLink);
  return wide ? (
    <TableView {...props} table={table} rowProps={rowProps} tone={tone} linked={linked} />
  ) : (
    <TableCards caption={props.caption} table={table} rowProps={rowProps} tone={tone} linked={linked} />
  );
}
