import { expect, newVisitorPage, test } from './fixtures.js';
import { E2E_OWNER, signInToBackOffice } from './support/back-office.js';

// The agency translates its own catalogue: a day of an itinerary written in French in the back office is on
// the French trip page at once, while the English page keeps its English.

test("a trip's day translated into French in the back office is on the French page at once", async ({
  page,
  browser,
  catalogue,
}) => {
  // The demo catalogue translates every day: the agent rewrites the first one.
  const trip = catalogue.safariTrips.at(-2)!;
  const day = trip.trip_points[0]!;
  const french = `Arrivée et première pirogue ${Date.now()}`;

  await signInToBackOffice(page, E2E_OWNER);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Trips' }).click();
  await page.getByLabel('Search trips').fill(trip.name);
  await page.getByLabel('Search trips').press('Enter');
  await page.getByRole('link', { name: trip.name, exact: true }).first().click();
  await page
    .getByRole('navigation', { name: 'Pages of this item' })
    .getByRole('link', { name: 'Translations' })
    .click();
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Français' }).click();

  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Day 1 · title' }) });
  await expect(row.getByRole('group', { name: 'Day 1 · title in English' })).toContainText(day.title);
  await row.getByRole('textbox', { name: 'Day 1 · title in Français' }).fill(french);
  await page.getByRole('button', { name: 'Save Français' }).click();
  await expect(row.getByText('Translated')).toBeVisible();
  await expect(page.getByText('All changes saved')).toBeVisible();

  const visitor = await newVisitorPage(browser);
  await visitor.goto(`/fr/safari/${trip.uuid}`);
  await visitor.getByRole('main').getByRole('tab', { name: 'Itinéraire' }).click();
  await expect(visitor.getByRole('tabpanel')).toContainText(french);
  await visitor.goto(`/safari/${trip.uuid}`);
  await visitor.getByRole('main').getByRole('tab', { name: 'Itinerary' }).click();
  await expect(visitor.getByRole('tabpanel')).toContainText(day.title);
  await expect(visitor.getByRole('tabpanel')).not.toContainText(french);
  await visitor.context().close();
});
