import { describe, expect, it } from 'vitest';
import { budgetRows, cellValue, pastedCells, withCells } from './budget-grid.js';

const rows = budgetRows(['Budget', 'Comfort']);

describe('budget grid', () => {
  it('lays a pasted block over the grid from the cell it was pasted into, dropping what falls outside', () => {
    const cells = pastedCells('100\t$1,200\t300\t999\n400\t500\t600\r\n', rows, 2, 1);
    expect(cells.map((c) => [c.row.season, c.row.serviceClass, c.quantity, c.price])).toEqual([
      ['High', 'Budget', 4, '100'],
      ['High', 'Budget', 6, '1200'],
      ['High', 'Comfort', 4, '400'],
      ['High', 'Comfort', 6, '500'],
    ]);
  });

  it('sets, replaces and clears cells', () => {
    const row = rows[0]!;
    let cells = withCells([], [{ row, quantity: 2, price: '150' }]);
    expect(cellValue(cells, row, 2)).toBe('150');
    cells = withCells(cells, [{ row, quantity: 2, price: '175' }]);
    expect(cells).toEqual([{ season: 'Low', service_class: 'Budget', quantity: 2, price: '175' }]);
    expect(withCells(cells, [{ row, quantity: 2, price: ' ' }])).toEqual([]);
  });
});
