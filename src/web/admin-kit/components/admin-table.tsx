import {
  createColumnHelper,
  rowPaginationFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '#web/components/ui/button.js';
import { TableGrid } from './table-grid.js';

// Paging is the server's (manualPagination): the table holds the columns and renders one page.
export const adminTableFeatures = tableFeatures({ rowPaginationFeature });

/** Column helper for a back-office list of `T` rows. */
export const adminColumns = <T extends RowData>() => createColumnHelper<typeof adminTableFeatures, T>();

interface AdminTableProps<T extends RowData> {
  caption: string;
  // Columns of mixed value types: TanStack's own `columns()` helper types them `any` the same way.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<typeof adminTableFeatures, T, any>[];
  rows: T[];
  rowId: (row: T) => string;
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

/** A back-office list: one page of rows in a table that scrolls sideways on a phone, and Previous/Next. */
export function AdminTable<T extends RowData>({
  caption,
  columns,
  rows,
  rowId,
  total,
  page,
  pageSize,
  onPageChange,
}: AdminTableProps<T>) {
  const table = useTable({
    features: adminTableFeatures,
    columns,
    data: rows,
    rowCount: total,
    getRowId: rowId,
    manualPagination: true,
    state: { pagination: { pageIndex: page, pageSize } },
  });
  const first = total === 0 ? 0 : page * pageSize + 1;
  const last = Math.min(total, (page + 1) * pageSize);
  return (
    <div className="space-y-3">
      <div
        className="overflow-x-auto rounded-xl bg-white ring-1 ring-ink/10"
        tabIndex={0}
        role="region"
        aria-label={caption}
      >
        <TableGrid
          table={table}
          caption={`${caption}, ${total} in all`}
          empty="Nothing here."
          rowClassName="align-top"
          cellClassName="py-2"
        />
      </div>
      <nav aria-label={`${caption} pages`} className="flex flex-wrap items-center justify-between gap-3">
        <p aria-live="polite" className="text-ink/75 tabular-nums">
          {first}–{last} of {total}
        </p>
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" disabled={page === 0} onClick={() => onPageChange(page - 1)}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            Previous
          </Button>
          <Button variant="outline" size="sm" disabled={last >= total} onClick={() => onPageChange(page + 1)}>
            Next
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </nav>
    </div>
  );
}
