import type { Page } from '@playwright/test';

export type SortLabel = 'Popular' | 'Price Low to High' | 'Price High to Low' | 'Duration';

/** Picks a sort on a list page, whether the page renders a native select or a listbox. */
export async function chooseSort(page: Page, label: SortLabel): Promise<void> {
  const control = page.getByRole('main').getByRole('combobox', { name: /sort/i });
  if ((await control.evaluate((el) => el.tagName)) === 'SELECT') {
    await control.selectOption({ label });
    return;
  }
  await control.click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

export const ascending = (values: number[]) => [...values].sort((a, b) => a - b);
export const descending = (values: number[]) => [...values].sort((a, b) => b - a);
