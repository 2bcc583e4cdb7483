import { expect, type Page } from '@playwright/test';
import { loadsNextPage } from '../fixtures.js';
import { cardAmounts } from './trip-cards.js';

export type SortLabel = 'Popular' | 'Price Low to High' | 'Price High to Low' | 'Duration';

/** Picks a sort on a list page (a native select): the server sends the list again in that order. */
export async function chooseSort(page: Page, label: SortLabel): Promise<void> {
  await loadsNextPage(page, () =>
    page.getByRole('main').getByRole('combobox', { name: /sort/i }).selectOption({ label }),
  );
}

const ascending = (values: number[]) => [...values].sort((a, b) => a - b);
const descending = (values: number[]) => [...values].sort((a, b) => b - a);

/** Sorts the list by price both ways and waits, each time, for all `count` cards in that order. */
export async function expectSortsByPrice(page: Page, count: number): Promise<void> {
  for (const [label, order] of [
    ['Price Low to High', ascending],
    ['Price High to Low', descending],
  ] as const) {
    await chooseSort(page, label);
    await expect
      .poll(async () => {
        const amounts = await cardAmounts(page);
        return amounts.length === count && amounts.join() === order(amounts).join();
      })
      .toBe(true);
  }
}
