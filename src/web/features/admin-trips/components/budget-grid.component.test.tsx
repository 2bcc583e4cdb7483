import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useTripForm } from '#web/features/admin-trips/hooks/use-trip-form.js';
import { InTripForm } from '#web/features/admin-trips/test/trip-fixtures.js';
import { BudgetGrid } from './budget-grid.js';

const CLASSES = ['Budget', 'Comfort'];
const cell = (season: string, cls: string, guests: number) =>
  screen.getByRole('textbox', { name: `${season} season, ${cls}, ${guests} guests` });

/** What a 422 from the server does to the form: the message on the cell's own key. */
function ServerError({ field, message }: { field: string; message: string }) {
  const { setError } = useTripForm();
  useEffect(() => setError(field as 'budgets', { type: 'server', message }), [field, message, setError]);
  return null;
}

describe('BudgetGrid', () => {
  it('fills the grid from the cell a spreadsheet block is pasted into', () => {
    render(
      <InTripForm>
        <BudgetGrid serviceClasses={CLASSES} />
      </InTripForm>,
    );
    fireEvent.paste(cell('Low', 'Comfort', 4), {
      clipboardData: { getData: () => '2,400\t2200\t9\n1900\t1800\t9\n1700\t1600\t9' },
    });

    expect(cell('Low', 'Comfort', 2)).toHaveValue('2100');
    expect(cell('Low', 'Comfort', 4)).toHaveValue('2400');
    expect(cell('Low', 'Comfort', 6)).toHaveValue('2200');
    expect(cell('High', 'Budget', 4)).toHaveValue('1900');
    expect(cell('High', 'Comfort', 6)).toHaveValue('1600');
    expect(cell('Low', 'Budget', 4)).toHaveValue('');
  });

  it('shows each cell its own problem: the local check and the server’s', async () => {
    const user = userEvent.setup();
    render(
      <InTripForm>
        <BudgetGrid serviceClasses={CLASSES} />
        <ServerError field="budgets.High.Budget.6" message="This cell is not part of the budget table." />
      </InTripForm>,
    );
    await user.type(cell('Low', 'Budget', 2), '0');

    const zero = cell('Low', 'Budget', 2);
    expect(zero).toHaveAttribute('aria-invalid', 'true');
    expect(zero).toHaveAccessibleDescription('More than 0, at most 1,000,000');
    expect(cell('High', 'Budget', 6)).toHaveAccessibleDescription('This cell is not part of the budget table.');
    expect(cell('Low', 'Budget', 4)).not.toHaveAttribute('aria-invalid');
    expect(within(screen.getByRole('table')).getAllByText(/more than 0/i)).toHaveLength(1);
  });
});
