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
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">
            {caption}, {total} in all
          </caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} className="border-b border-ink/10">
                {group.headers.map((header) => (
                  <th
                    key={header.id}
                    scope="col"
                    className="h-9 px-3 text-xs font-semibold whitespace-nowrap text-ink/70"
                  >
                    <table.FlexRender header={header} />
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="border-b border-ink/5 align-top last:border-0">
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className="px-3 py-2">
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
            {rows.length === 0 && (
              <tr>
                <td colSpan={columns.length} className="px-3 py-6 text-center text-ink/75">
                  Nothing here.
                </td>
              </tr>
            )}
          </tbody>
        </table>
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
