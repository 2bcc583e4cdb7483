import {
  columnVisibilityFeature,
  createColumnHelper,
  metaHelper,
  rowSortingFeature,
  tableFeatures,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';

/**
 * Where a column's value goes on a phone, where each row is a card: its `title` (top left), a `badge` (top
 * right), a `line` of its own, a labelled `field` (the default), the card's `actions` at the bottom, or `none`.
 */
export type CardSlot = 'title' | 'badge' | 'line' | 'field' | 'actions' | 'none';

export interface ListColumnMeta {
  card?: CardSlot;
}

// Sorting and paging are the server's (manual): the table holds the columns, their visibility and the sort.
export const listFeatures = tableFeatures({
  rowSortingFeature,
  columnVisibilityFeature,
  columnMeta: metaHelper<ListColumnMeta>(),
});

/** Column helper for a back-office list of `T` rows. */
export const listColumns = <T extends RowData>() => createColumnHelper<typeof listFeatures, T>();

// Columns of mixed value types: TanStack's own `columns()` helper types them `any` the same way.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ListColumn<T extends RowData> = ColumnDef<typeof listFeatures, T, any>;

/** A column's id as TanStack makes it: the given id, else the accessor key. */
export const columnIdOf = <T extends RowData>(column: ListColumn<T>): string =>
  String(column.id ?? ('accessorKey' in column ? column.accessorKey : ''));

/** The header a column menu or a card's field shows: a text header, else the id. */
export const columnLabelOf = <T extends RowData>(column: ListColumn<T>): string =>
  typeof column.header === 'string' ? column.header : columnIdOf(column);

/** The sortable columns and the server's sort for each direction, e.g. `{ received_at: { asc, desc } }`. */
export type SortColumns<S extends string> = Record<string, { asc: S; desc: S }>;

/** The table's sorting state for a server sort. */
export function sortingOf<S extends string>(sort: S, columns: SortColumns<S>): { id: string; desc: boolean }[] {
  for (const [id, directions] of Object.entries(columns)) {
    if (directions.asc === sort) return [{ id, desc: false }];
    if (directions.desc === sort) return [{ id, desc: true }];
  }
  return [];
}

/** The server sort for the table's sorting state; undefined for a column the server cannot sort by. */
export function sortOf<S extends string>(
  sorting: readonly { id: string; desc: boolean }[],
  columns: SortColumns<S>,
): S | undefined {
  const first = sorting[0];
  const directions = first ? columns[first.id] : undefined;
  return directions && first ? directions[first.desc ? 'desc' : 'asc'] : undefined;
}
