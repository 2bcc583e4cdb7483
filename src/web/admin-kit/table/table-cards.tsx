import type { ReactTable, RowData } from '@tanstack/react-table';
import { cn } from '#web/lib/cn.js';
import type { ListRow, RowProps, RowTone } from './data-table.js';
import { columnLabelOf, type CardSlot, type listFeatures } from './list-columns.js';

interface TableCardsProps<T extends RowData> {
  table: ReactTable<typeof listFeatures, T>;
  caption: string;
  rowProps: (row: ListRow<T>) => RowProps;
  tone: (row: ListRow<T>) => RowTone | undefined;
  linked: boolean;
}

/**
 * The list on a phone: one card per row, laid out by each column's `card` slot (title and badge on top,
 * lines, labelled fields, actions), so nothing is squeezed into a sideways-scrolling table.
 */
export function TableCards<T extends RowData>({ table, caption, rowProps, tone, linked }: TableCardsProps<T>) {
  return (
    <ul aria-label={caption} className="space-y-2">
      {table.getRowModel().rows.map((row) => {
        const cells = (slot: CardSlot) =>
          row.getAllCells().filter((cell) => (cell.column.columnDef.meta?.card ?? 'field') === slot);
        const fields = cells('field');
        const actions = cells('actions');
        return (
          <li
            key={row.id}
            {...rowProps(row)}
            className={cn(
              'rounded-xl bg-white p-3 ring-1 ring-ink/10',
              linked && 'cursor-pointer active:bg-sand',
              // A ring, not a tint: the badges' own light tints must sit on white to stay legible.
              tone(row) === 'alert' && 'ring-2 ring-coral-dark/60',
              tone(row) === 'muted' && 'text-ink/70',
            )}
          >
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0 font-semibold break-words">
                {cells('title').map((cell) => (
                  <table.FlexRender key={cell.id} cell={cell} />
                ))}
              </div>
              <div className="flex shrink-0 flex-wrap justify-end gap-1">
                {cells('badge').map((cell) => (
                  <table.FlexRender key={cell.id} cell={cell} />
                ))}
              </div>
            </div>
            {cells('line').map((cell) => (
              <div key={cell.id} className="mt-1 min-w-0 break-words text-ink/85">
                <table.FlexRender cell={cell} />
              </div>
            ))}
            {fields.length > 0 && (
              <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
                {fields.map((cell) => (
                  <div key={cell.id} className="flex min-w-0 items-baseline gap-1.5">
                    <dt className="shrink-0 text-xs text-ink/65">{columnLabelOf(cell.column.columnDef)}</dt>
                    <dd className="min-w-0 break-words">
                      <table.FlexRender cell={cell} />
                    </dd>
                  </div>
                ))}
              </dl>
            )}
            {actions.length > 0 && (
              <div className="mt-3 flex flex-wrap gap-2">
                {actions.map((cell) => (
                  <table.FlexRender key={cell.id} cell={cell} />
                ))}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
