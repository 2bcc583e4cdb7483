import type { Page } from '@playwright/test';
import { englishIn, englishTexts } from '../scripts/i18n/english-texts.js';
import { expect, hydratedIsland, test } from './fixtures.js';
import { translator } from './support/locales.js';

// What the server sends in German is checked page by page (src/server/ssr/translated-pages.api.test.ts); this is
// the same look once the browser has taken over: the islands hydrated, the whole catalogue loaded, the tabs drawn
// in the browser and the booking form with its lists (classes, genders, countries), which only the browser draws.

/** The English the page shows now: its text as a reader gets it, with every choice of its selects. */
async function englishShown(page: Page, texts: Awaited<ReturnType<typeof englishTexts>>): Promise<string[]> {
  const shown = await page.evaluate(() =>
    [document.body.innerText, ...[...document.querySelectorAll('option')].map((option) => option.text)].join('\n'),
  );
  return englishIn(shown, texts).map((english) => `"${english.text}" — ${english.from}`);
}

// A German visitor's browser: one whose language is another is offered, in its own language, the page in it.
test.use({ locale: 'de-DE' });

test('a German trip page stays German in the browser: its tabs, its booking form and every list it offers', async ({
  page,
  catalogue,
}) => {
  const texts = await englishTexts('de');
  const de = await translator('de');
  const trip = catalogue.safariTrips[0]!;
  await page.goto(`/de/safari/${trip.uuid}`);
  const main = page.getByRole('main');
  const tab = (name: string) => main.getByRole('tab', { name: de(name), exact: true });
  await hydratedIsland(tab('Overview'));
  expect(await englishShown(page, texts)).toEqual([]);

  await tab('Itinerary').click();
  await expect(main.getByRole('tabpanel').getByRole('heading', { level: 3 }).first()).toBeVisible();
  expect(await englishShown(page, texts)).toEqual([]);

  await tab('Budget').click();
  await expect(main.getByRole('tabpanel').getByRole('table').first()).toBeVisible();
  expect(await englishShown(page, texts)).toEqual([]);

  await tab('Book Now').click();
  const form = main.getByRole('tabpanel');
  // The lists come from the reference data the browser fetches: wait until the countries are there.
  await expect(form.getByLabel(de('Country'), { exact: true }).locator('option')).not.toHaveCount(1);
  await expect(
    form.getByLabel(de('Country'), { exact: true }).locator('option', { hasText: 'Deutschland' }),
  ).toHaveCount(1);
  expect(await englishShown(page, texts)).toEqual([]);
});

test('a German contact form hydrates with the countries as the server named them, and shows no English', async ({
  page,
}) => {
  const texts = await englishTexts('de');
  const de = await translator('de');
  await page.goto('/de/contact');
  const country = page.getByRole('main').getByLabel(de('Country'), { exact: true });
  await hydratedIsland(country);
  // Named by the server (Node's names), kept by the browser: the fixture fails on a hydration mismatch.
  await expect(country.locator('option', { hasText: 'Vereinigtes Königreich' })).toHaveCount(1);
  expect(await englishShown(page, texts)).toEqual([]);
});
