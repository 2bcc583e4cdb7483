import { expect, test } from './fixtures.js';
import { expectSortsByPrice } from './support/sort.js';
import { cardTitles, tripCard, tripCards } from './support/trip-cards.js';

// The safaris page: hero 'Tanzania Safaris', All plus one filter button per trip type,
// the sort select, cards with the first 2 itinerary titles and the destination count as duration.

test.beforeEach(async ({ page }) => {
  await page.goto('/safaris');
});

test('shows the hero and filters the safaris by type', async ({ page, catalogue }) => {
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: 'Tanzania Safaris' })).toBeVisible();
  await expect(tripCards(page)).toHaveCount(catalogue.safariTrips.length);
  await expect(main.getByRole('button', { name: 'All', exact: true })).toBeVisible();

  const types = [...new Set(catalogue.safariTrips.map((t) => t.trip_type.name))];
  for (const type of types) {
    await expect(main.getByRole('button', { name: type, exact: true })).toBeVisible();
  }
  const type =
    types.find((name) => catalogue.safariTrips.filter((t) => t.trip_type.name === name).length > 1) ?? types[0]!;
  const expected = catalogue.safariTrips.filter((t) => t.trip_type.name === type).map((t) => t.name);
  await main.getByRole('button', { name: type, exact: true }).click();
  await expect(main.getByRole('button', { name: type, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await cardTitles(page)).sort()).toEqual(expected.sort());

  await main.getByRole('button', { name: 'All', exact: true }).click();
  await expect(tripCards(page)).toHaveCount(catalogue.safariTrips.length);
});

test('cards show the first two itinerary titles and the destination count as duration', async ({ page, catalogue }) => {
  const trip = catalogue.safariTrips.find((t) => t.trip_points.length > 2 && t.trip_destinations.length > 1)!;
  const card = tripCard(page, trip.name);
  await expect(card).toBeVisible();
  const points = [...trip.trip_points].sort((a, b) => a.order - b.order);
  await expect(card).toContainText(points[0]!.title);
  await expect(card).toContainText(points[1]!.title);
  await expect(card).not.toContainText(points[2]!.title);
  // 'Serengeti · 2 days': the destination, then the duration.
  await expect(card.getByText(new RegExp(`· ${trip.trip_destinations.length} days?$`))).toBeVisible();
});

test('sorts by price both ways', async ({ page, catalogue }) => {
  await expect(tripCards(page)).toHaveCount(catalogue.safariTrips.length);
  await expectSortsByPrice(page, catalogue.safariTrips.length);
});
