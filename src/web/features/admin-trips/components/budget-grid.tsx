import { get, useWatch, type FieldError } from 'react-hook-form';
import { BUDGET_QUANTITIES } from '#domain/schemas/admin-catalogue.js';
import { BUDGET_PRICE_MESSAGE } from '#domain/schemas/messages.js';
import { cn } from '#web/lib/cn.js';
import {
  budgetRows,
  cellPath,
  cellValue,
  isPositivePrice,
  pastedCells,
  withCells,
  type BudgetRow,
} from '#web/features/admin-trips/lib/budget-grid.js';
import { useTripForm } from '#web/features/admin-trips/hooks/use-trip-form.js';

/**
 * The budget table as one grid: Low/High × each service class down, 2/4/6 guests across, a price per
 * person in each cell. Pasting a block copied from a spreadsheet fills the grid from the cell pasted into.
 * Each cell shows its own problem: the local check at once, the server's (422) after a save.
 */
export function BudgetGrid({ serviceClasses }: { serviceClasses: readonly string[] }) {
  const { control, setValue, formState, clearErrors } = useTripForm();
  const cells = useWatch({ control, name: 'budgets' });
  const rows = budgetRows(serviceClasses);
  const apply = (changes: Parameters<typeof withCells>[1]) => {
    for (const change of changes) clearErrors(cellPath(change.row, change.quantity) as 'budgets');
    setValue('budgets', withCells(cells, changes), { shouldDirty: true });
  };

  return (
    <div className="overflow-x-auto">
      <table className="border-collapse text-sm">
        <caption className="mb-1 text-left text-ink/70">
          Price per person in USD. Paste a block from a spreadsheet into any cell to fill the grid from there.
        </caption>
        <thead>
          <tr>
            <th scope="col" className="px-2 py-1 text-left text-xs font-semibold text-ink/70">
              Season · class
            </th>
            {BUDGET_QUANTITIES.map((quantity) => (
              <th key={quantity} scope="col" className="px-2 py-1 text-left text-xs font-semibold text-ink/70">
                {quantity} guests
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr
              key={`${row.season}.${row.serviceClass}`}
              className={cn(r === serviceClasses.length && 'border-t border-ink/15')}
            >
              <th scope="row" className="px-2 py-1 text-left font-medium whitespace-nowrap">
                {row.season} · {row.serviceClass}
              </th>
              {BUDGET_QUANTITIES.map((quantity, c) => (
                <BudgetCell
                  key={quantity}
                  row={row}
                  quantity={quantity}
                  value={cellValue(cells, row, quantity)}
                  serverError={(get(formState.errors, cellPath(row, quantity)) as FieldError | undefined)?.message}
                  onChange={(price) => apply([{ row, quantity, price }])}
                  onPaste={(text) => apply(pastedCells(text, rows, r, c))}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface BudgetCellProps {
  row: BudgetRow;
  quantity: number;
  value: string;
  serverError: string | undefined;
  onChange: (price: string) => void;
  onPaste: (text: string) => void;
}

function BudgetCell({ row, quantity, value, serverError, onChange, onPaste }: BudgetCellProps) {
  const id = `budget-${row.season}-${row.serviceClass}-${quantity}`.replace(/\s+/g, '-');
  const error = isPositivePrice(value) ? serverError : BUDGET_PRICE_MESSAGE;
  return (
    <td className="px-1 py-1 align-top">
      <input
        id={id}
        inputMode="decimal"
        aria-label={`${row.season} season, ${row.serviceClass}, ${quantity} guests`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onPaste={(event) => {
          const text = event.clipboardData.getData('text/plain');
          // A single value is an ordinary paste into this cell.
          if (!/[\t\n]/.test(text.trim())) return;
          event.preventDefault();
          onPaste(text);
        }}
        className={cn(
          'h-9 w-24 rounded-md border border-ink/20 bg-white px-2 text-right tabular-nums',
          error && 'border-coral-dark bg-coral/5',
        )}
      />
      {error && (
        <p id={`${id}-error`} className="mt-0.5 max-w-24 text-xs leading-tight text-coral-dark">
          {error === BUDGET_PRICE_MESSAGE ? 'More than 0, at most 1,000,000' : error}
        </p>
      )}
    </td>
  );
}
