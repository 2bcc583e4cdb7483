import { BUDGET_QUANTITIES, BUDGET_SEASONS, budgetCellKey } from '#domain/schemas/admin-catalogue.js';

export type BudgetSeason = (typeof BUDGET_SEASONS)[number];

/** One cell as the editor holds it: the price as typed until it is saved. */
export interface BudgetCellValue {
  season: BudgetSeason;
  service_class: string;
  quantity: number;
  price: string | number;
}

/** One grid row: a season and a service class; its columns are the 2/4/6 guest counts. */
export interface BudgetRow {
  season: BudgetSeason;
  serviceClass: string;
}

export const budgetRows = (classes: readonly string[]): BudgetRow[] =>
  BUDGET_SEASONS.flatMap((season) => classes.map((serviceClass) => ({ season, serviceClass })));

export const cellPath = (row: BudgetRow, quantity: number) => budgetCellKey(row.season, row.serviceClass, quantity);

/** The cell's typed price, '' when the table has none. */
export function cellValue(cells: readonly BudgetCellValue[], row: BudgetRow, quantity: number): string {
  const cell = cells.find(
    (c) => c.season === row.season && c.service_class === row.serviceClass && c.quantity === quantity,
  );
  return cell === undefined ? '' : String(cell.price);
}

/** The table with some cells set; a blank one leaves the table (a draft may be half priced). */
export function withCells(
  cells: readonly BudgetCellValue[],
  changes: readonly { row: BudgetRow; quantity: number; price: string }[],
): BudgetCellValue[] {
  const next = [...cells];
  for (const { row, quantity, price } of changes) {
    const index = next.findIndex(
      (c) => c.season === row.season && c.service_class === row.serviceClass && c.quantity === quantity,
    );
    const cell = { season: row.season, service_class: row.serviceClass, quantity, price: price.trim() };
    if (index >= 0 && cell.price === '') next.splice(index, 1);
    else if (index >= 0) next[index] = cell;
    else if (cell.price !== '') next.push(cell);
  }
  return next;
}

// A spreadsheet copies a block as lines of tab-separated cells; prices may carry "$" and thousands commas.
const cleanPrice = (text: string) => text.replace(/[$\s]/g, '').replace(/,(?=\d{3}\b)/g, '');

/**
 * A pasted block laid over the grid from the cell it was pasted into; what falls outside the grid is
 * dropped. Answers the cells it fills.
 */
export function pastedCells(text: string, rows: readonly BudgetRow[], startRow: number, startColumn: number) {
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
  return lines.flatMap((line, r) => {
    const row = rows[startRow + r];
    if (!row) return [];
    return line.split('\t').flatMap((value, c) => {
      const quantity = BUDGET_QUANTITIES[startColumn + c];
      return quantity === undefined ? [] : [{ row, quantity, price: cleanPrice(value) }];
    });
  });
}

/** The local check of a typed price, before the server's: a number above 0. */
export const isPositivePrice = (text: string) =>
  text.trim() === '' || (Number.isFinite(Number(text)) && Number(text) > 0);
