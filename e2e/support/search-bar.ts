import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The Home hero's search bar: a searchable location picker, a check-in date with
 * quick picks and a check-out date with stay-length quick picks. Kept in one place so the journeys
 * read as a visitor would describe them. On a page in another language, `t` gives its words (locales.ts).
 */
export function searchBar(page: Page, t: (message: string) => string = (message) => message) {
  const form = page.getByRole('search', { name: t('Find a tour or safari') });
  const location = form.getByRole('combobox', { name: t('Where to') });
  // A press on a date opens its calendar with quick picks; a date can also be typed.
  const checkIn = form.getByLabel(t('Check-in'), { exact: true });
  const checkOut = form.getByLabel(t('Check-out'), { exact: true });
  const submit = form.getByRole('button', { name: t('Search'), exact: true });

  return {
    form,
    location,
    checkIn,
    checkOut,
    submit,
    async pickLocation(name: string) {
      await location.click();
      await location.fill(name.split(',')[0] ?? name);
      // An option reads the name, then a hint; the same place may sit under Popular and All.
      await page
        .getByRole('option', { name: new RegExp(`^${escape(name)}`) })
        .first()
        .click();
      await expect(location).toHaveValue(name);
    },
    async pickCheckIn(quickPick: 'Today' | 'Tomorrow' | 'This Weekend' | 'Next Week') {
      await checkIn.click();
      await page.getByRole('button', { name: t(quickPick), exact: true }).click();
    },
    async pickStay(quickPick: '1 day' | '3 days' | '7 days') {
      await checkOut.click();
      await page.getByRole('button', { name: t(quickPick), exact: true }).click();
    },
  };
}

/** The browser's calendar day `offset` days from today, as yyyy-MM-dd (the page's own clock and zone). */
export async function browserDay(page: Page, offset: number): Promise<string> {
  return page.evaluate((days) => {
    const d = new Date();
    d.setDate(d.getDate() + days);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  }, offset);
}
