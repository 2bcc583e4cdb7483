import { formatDays, tripDurationDays } from '../src/domain/trips/duration.js';
import { expect, loadsNextPage, test } from './fixtures.js';
import { chooseSort, expectSortsByPrice } from './support/sort.js';
import { cardTitles, tripCard, tripCards } from './support/trip-cards.js';

// The safaris page: hero 'Tanzania Safaris', All plus one filter button per trip type,
// the sort select, cards with the first 2 itinerary titles, the itinerary's days and the places visited.

test.beforeEach(async ({ page }) => {
  await page.goto('/safaris');
});

test('shows the hero and filters the safaris by type', async ({ page, catalogue }) => {
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: 'Tanzania Safaris' })).toBeVisible();
  await expect(tripCards(page)).toHaveCount(catalogue.safariTrips.length);
  const filters = main.getByRole('navigation', { name: 'Filter safaris by type' });
  await expect(filters.getByRole('link', { name: 'All', exact: true })).toHaveAttribute('aria-current', 'page');

  const types = [...new Set(catalogue.safariTrips.map((t) => t.trip_type.name))];
  for (const type of types) {
    await expect(filters.getByRole('link', { name: type, exact: true })).toBeVisible();
  }
  const type =
    types.find((name) => catalogue.safariTrips.filter((t) => t.trip_type.name === name).length > 1) ?? types[0]!;
  const expected = catalogue.safariTrips.filter((t) => t.trip_type.name === type).map((t) => t.name);
  await loadsNextPage(page, () => filters.getByRole('link', { name: type, exact: true }).click());
  await expect(filters.getByRole('link', { name: type, exact: true })).toHaveAttribute('aria-current', 'page');
  expect((await cardTitles(page)).sort()).toEqual(expected.sort());

  await loadsNextPage(page, () => filters.getByRole('link', { name: 'All', exact: true }).click());
  await expect(tripCards(page)).toHaveCount(catalogue.safariTrips.length);
});

test('cards show the first two itinerary titles, the days and the places', async ({ page, catalogue }) => {
  const trip = catalogue.safariTrips.find((t) => t.trip_points.length > 2 && t.trip_destinations.length > 1)!;
  const card = tripCard(page, trip.name);
  await expect(card).toBeVisible();
  const points = [...trip.trip_points].sort((a, b) => a.order - b.order);
  await expect(card).toContainText(points[0]!.title);
  await expect(card).toContainText(points[1]!.title);
  await expect(card).not.toContainText(points[2]!.title);
  // 'Tarangire · 6 days · 4 places': the first destination, the itinerary's days, the places.
  const days = formatDays(tripDurationDays(trip));
  await expect(card.getByText(`· ${days} · ${trip.trip_destinations.length} places`)).toBeVisible();
});

const MACHAME = 'Kilimanjaro Machame Route – 7 Days / 6 Nights';

test('the Machame trek is 7 days on its card, in the Duration sort and on its page', async ({ page, catalogue }) => {
  const card = tripCard(page, MACHAME);
  await expect(card.getByText(/^Kilimanjaro · 7 days$/)).toBeVisible();

  // Longest first: every card before the trek is at least 7 days, every card after at most 7.
  await chooseSort(page, 'Duration');
  const daysOf = (name: string) => tripDurationDays(catalogue.safariTrips.find((t) => t.name === name)!);
  await expect
    .poll(async () => {
      const days = (await cardTitles(page)).map(daysOf);
      return days.length === catalogue.safariTrips.length && days.every((d, i) => i === 0 || days[i - 1]! >= d);
    })
    .toBe(true);
  const titles = await cardTitles(page);
  const at = titles.indexOf(MACHAME);
  expect(titles.slice(0, at).every((name) => daysOf(name) >= 7)).toBe(true);
  expect(titles.slice(at + 1).every((name) => daysOf(name) <= 7)).toBe(true);

  await card.getByRole('link', { name: MACHAME }).click();
  await expect(page.getByRole('main').getByRole('region', { name: MACHAME })).toContainText('7 days');
});

test('sorts by price both ways', async ({ page, catalogue }) => {
  await expect(tripCards(page)).toHaveCount(catalogue.safariTrips.length);
  await expectSortsByPrice(page, catalogue.safariTrips.length);
});
