import type { ReactTable, RowData } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn } from '#web/lib/cn.js';
import type { DataTableProps, ListRow, RowProps, RowTone } from './data-table.js';
import type { listFeatures } from './list-columns.js';

interface TableViewProps<T extends RowData> {
  table: ReactTable<typeof listFeatures, T>;
  caption: string;
  total: number;
  capped?: boolean | undefined;
  align?: DataTableProps<T, never>['align'];
  rowProps: (row: ListRow<T>) => RowProps;
  tone: (row: ListRow<T>) => RowTone | undefined;
  linked: boolean;
}

const ariaSort = (sorted: false | 'asc' | 'desc') =>
  sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined;

/** The list as a table on a desk: a sortable header row, compact rows, the first column kept in view. */
export function TableView<T extends RowData>({
  table,
  caption,
  total,
  capped,
  align = 'middle',
  rowProps,
  tone,
  linked,
}: TableViewProps<T>) {
  const count = capped ? `${total.toLocaleString('en-US')} or more` : String(total);
  return (
    <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-ink/10">
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">
          {caption}, {count} in all.{linked && ' Press Enter on a row to open it.'}
        </caption>
        <thead className="bg-white">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} className="border-b border-ink/10">
              {group.headers.map((header, index) => {
                const sorted = header.column.getIsSorted();
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={ariaSort(sorted)}
                    className={cn(
                      'h-9 px-3 text-xs font-semibold whitespace-nowrap text-ink/70',
                      index === 0 && 'sticky left-0 z-10 bg-white',
                    )}
                  >
                    {header.column.getCanSort() ? (
                      <button
                        type="button"
                        onClick={header.column.getToggleSortingHandler()}
                        className="inline-flex items-center gap-1 rounded hover:text-ink"
                      >
                        <table.FlexRender header={header} />
                        {sorted === 'asc' ? (
                          <ArrowUp aria-hidden="true" className="size-3.5" />
                        ) : sorted === 'desc' ? (
                          <ArrowDown aria-hidden="true" className="size-3.5" />
                        ) : (
                          <ArrowUpDown aria-hidden="true" className="size-3.5 opacity-50" />
                        )}
                      </button>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              {...rowProps(row)}
              className={cn(
                'h-10 border-b border-ink/5 last:border-0 focus-visible:bg-sand focus-visible:outline-offset-[-2px]',
                tone(row) === 'alert' ? 'bg-coral/5' : 'bg-white',
                tone(row) === 'muted' && 'text-ink/70',
                linked && 'cursor-pointer hover:bg-sand',
              )}
            >
              {row.getVisibleCells().map((cell, index) => (
                <td
                  key={cell.id}
                  className={cn(
                    'px-3 py-1.5',
                    align === 'top' ? 'py-2 align-top' : 'align-middle',
                    index === 0 && 'sticky left-0 bg-inherit',
                    index === 0 && tone(row) === 'alert' && 'border-l-2 border-coral-dark',
                  )}
                >
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
