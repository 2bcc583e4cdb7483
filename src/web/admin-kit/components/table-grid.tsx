import type { ReactTable, RowData, TableFeatures } from '@tanstack/react-table';
import { cn } from '#web/lib/cn.js';

interface TableGridProps<TFeatures extends TableFeatures, T extends RowData> {
  table: ReactTable<TFeatures, T>;
  caption: string;
  /** shown in one full-width row when there are no rows; nothing when absent */
  empty?: string;
  rowClassName?: string;
  cellClassName?: string;
}

/** The `<table>` of a back-office list: header row, one row per item, an optional empty row. */
export function TableGrid<TFeatures extends TableFeatures, T extends RowData>({
  table,
  caption,
  empty,
  rowClassName,
  cellClassName,
}: TableGridProps<TFeatures, T>) {
  const rows = table.getRowModel().rows;
  return (
    <table className="w-full border-collapse text-left">
      <caption className="sr-only">{caption}</caption>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id} className="border-b border-ink/10">
            {group.headers.map((header) => (
              <th key={header.id} scope="col" className="h-9 px-3 text-xs font-semibold whitespace-nowrap text-ink/70">
                <table.FlexRender header={header} />
              </th>
            ))}
          </tr>
        ))}
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className={cn('border-b border-ink/5 last:border-0', rowClassName)}>
            {row.getAllCells().map((cell) => (
              <td key={cell.id} className={cn('px-3', cellClassName)}>
                <table.FlexRender cell={cell} />
              </td>
            ))}
          </tr>
        ))}
        {rows.length === 0 && empty && (
          <tr>
            <td colSpan={table.getAllLeafColumns().length} className="px-3 py-6 text-center text-ink/75">
              {empty}
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
