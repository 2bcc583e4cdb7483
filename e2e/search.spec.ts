import { expect, test } from './fixtures.js';
import { tripsVisiting, type Catalogue } from './support/catalogue.js';
import { browserDay, searchBar } from './support/search-bar.js';
import { cardTitles, tripCards } from './support/trip-cards.js';

// The home search goes to /safaris for mainland locations and otherwise to /tours, with
// location (or the typed text, q), checkIn and checkOut (yyyy-MM-dd, optional) in the query, after a 500 ms delay.

/** A location with some, but not all, of the section's trips: filtering must visibly change the list. */
function locationFor(catalogue: Catalogue, zanzibar: boolean) {
  const trips = zanzibar ? catalogue.zanzibarTrips : catalogue.safariTrips;
  const location = catalogue.splash.locations.find((l) => {
    if (l.is_zanzibar !== zanzibar) return false;
    const visiting = tripsVisiting(trips, l.id).length;
    return visiting > 0 && visiting < trips.length;
  });
  if (!location) throw new Error(`no ${zanzibar ? 'Zanzibar' : 'mainland'} location with some of the trips`);
  return {
    location,
    trips,
    expected: tripsVisiting(trips, location.id)
      .map((t) => t.name)
      .sort(),
  };
}

const sorted = async (titles: Promise<string[]>) => (await titles).sort();

test('a Zanzibar location leads to /tours showing only the trips there, and the filter can be cleared', async ({
  page,
  catalogue,
}) => {
  const { location, trips, expected } = locationFor(catalogue, true);
  await page.goto('/');
  const bar = searchBar(page);
  await bar.pickLocation(location.name);
  await bar.pickCheckIn('Tomorrow');
  const checkIn = await browserDay(page, 1);
  // An empty check-out becomes 3 days after check-in.
  const checkOut = await browserDay(page, 4);

  await bar.submit.click();
  // The 500 ms delay: the visitor is still on Home right after the click.
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page).toHaveURL((url) => url.pathname === '/tours');
  const query = new URL(page.url()).searchParams;
  expect(Object.fromEntries(query)).toEqual({ location: String(location.id), checkIn, checkOut });

  await expect.poll(() => sorted(cardTitles(page))).toEqual(expected);

  const summary = page.getByRole('region', { name: 'Your search' });
  await expect(summary).toContainText(`Trips visiting ${location.name}`);
  await summary.getByRole('link', { name: 'Clear search' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/tours' && !url.searchParams.has('location'));
  await expect(tripCards(page)).toHaveCount(trips.length);
});

test('a mainland location leads to /safaris showing only the safaris there', async ({ page, catalogue }) => {
  const { location, expected } = locationFor(catalogue, false);
  await page.goto('/');
  const bar = searchBar(page);
  await bar.pickLocation(location.name);
  await bar.pickCheckIn('Tomorrow');
  await bar.pickStay('7 days');
  const checkIn = await browserDay(page, 1);
  const checkOut = await browserDay(page, 8);

  await bar.submit.click();
  await expect(page).toHaveURL((url) => url.pathname === '/safaris');
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
    location: String(location.id),
    checkIn,
    checkOut,
  });
  await expect.poll(() => sorted(cardTitles(page))).toEqual(expected);
});

test('a search without a place says so and stays on Home; a place alone lists its trips', async ({
  page,
  catalogue,
}) => {
  await page.goto('/');
  const bar = searchBar(page);
  await bar.submit.click();
  await expect(page.getByText('Choose where you want to go')).toBeVisible();
  // Longer than the 500 ms navigation delay: no navigation may follow.
  await expect(page.waitForURL((url) => url.pathname !== '/', { timeout: 1_500 })).rejects.toThrow();

  // The dates are optional.
  const { location, expected } = locationFor(catalogue, true);
  await bar.pickLocation(location.name);
  await bar.submit.click();
  await expect(page).toHaveURL((url) => url.pathname === '/tours');
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ location: String(location.id) });
  await expect.poll(() => sorted(cardTitles(page))).toEqual(expected);
});

test('a place typed in German without choosing from the list lands on its trips', async ({ page, catalogue }) => {
  await page.goto('/');
  const bar = searchBar(page);
  await bar.location.fill('Sansibar');
  await bar.location.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/tours' && url.searchParams.get('q') === 'Sansibar');
  await expect(page.getByRole('region', { name: 'Your search' })).toContainText('Trips for “Sansibar”');
  // Every Zanzibar tour visits a Zanzibar destination.
  await expect.poll(() => sorted(cardTitles(page))).toEqual(catalogue.zanzibarTrips.map((t) => t.name).sort());
});
