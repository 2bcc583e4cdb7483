import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { translator } from './support/locales.js';

// The offer of the page in the browser's language ("Diese Seite auf Deutsch lesen" on an English page) covers
// nothing: not the booking form's class field on a desktop, not the sticky Book Now bar on a phone.

test.use({ locale: 'de-DE' });

async function offer(page: Page): Promise<Locator> {
  const de = await translator('de');
  const region = page.getByRole('region', { name: de('Read this page in English') });
  await expect(region).toBeVisible();
  return region;
}

/** Whether two boxes share any area on the screen. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [one, two] = [(await a.boundingBox())!, (await b.boundingBox())!];
  return (
    one.x < two.x + two.width && two.x < one.x + one.width && one.y < two.y + two.height && two.y < one.y + one.height
  );
}

test('on a desktop the offer leaves the booking form’s class field in view, wherever the form is scrolled', async ({
  page,
  catalogue,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/safari/${catalogue.safariTrips[0]!.uuid}?tab=book`);
  const bar = await offer(page);
  const classField = page.getByRole('tabpanel').getByLabel('Class', { exact: true });
  await expect(classField).toHaveValue(/.+/);
  expect(await overlap(bar, classField)).toBe(false);
  // With the field at the foot of the screen, where a bar fixed there would lie over it.
  await classField.evaluate((field) => {
    const box = field.getBoundingClientRect();
    window.scrollBy({ top: box.bottom - window.innerHeight + 4, behavior: 'instant' });
  });
  await expect(classField).toBeInViewport();
  expect(await overlap(bar, classField)).toBe(false);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the offer never lies over the sticky Book Now bar, and the page does not overflow sideways', async ({
    page,
    catalogue,
  }) => {
    await page.goto(`/safari/${catalogue.safariTrips[0]!.uuid}`);
    const bar = await offer(page);
    const bookBar = page.getByRole('complementary', { name: 'Book this safari' });
    // Past the hero the Book Now bar comes up from the foot of the screen.
    await page.evaluate(() => {
      const tabs = document.querySelector('main [role="tablist"]')!;
      window.scrollTo({ top: tabs.getBoundingClientRect().top + window.scrollY - 80, behavior: 'instant' });
    });
    await expect(bookBar).toBeVisible();
    expect(await overlap(bar, bookBar)).toBe(false);
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await expect(bookBar).toBeVisible();
    expect(await overlap(bar, bookBar)).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});

test('the offer comes without moving the page: no layout shift, the header and the skip link first', async ({
  page,
  catalogue,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`/safari/${catalogue.safariTrips[0]!.uuid}`);
  const main = page.locator('main');
  const before = (await main.boundingBox())!.y;
  const bar = await offer(page);
  expect((await main.boundingBox())!.y).toBe(before);
  expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
  // It lies right under the header.
  const header = (await page.locator('header').first().boundingBox())!;
  expect(Math.round((await bar.boundingBox())!.y)).toBe(Math.round(header.y + header.height));
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
});
