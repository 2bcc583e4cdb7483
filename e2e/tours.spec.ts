import { expect, loadsNextPage, test } from './fixtures.js';
import { expectSortsByPrice } from './support/sort.js';
import { cardAmounts, cardTitles, tripCards } from './support/trip-cards.js';

// The Zanzibar tours page: category filter All, Cultural & Historic Tour, Beach & Adventure Tour;
// sorts Popular, Price Low to High, Price High to Low, Duration.

const CATEGORIES = ['Cultural & Historic Tour', 'Beach & Adventure Tour'] as const;

test.beforeEach(async ({ page }) => {
  await page.goto('/tours');
});

test('lists every Zanzibar tour and filters them by category', async ({ page, catalogue }) => {
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(tripCards(page)).toHaveCount(catalogue.zanzibarTrips.length);
  const categories = main.getByRole('navigation', { name: 'Filter tours by category' });
  await expect(categories.getByRole('link', { name: 'All', exact: true })).toHaveAttribute('aria-current', 'page');

  for (const category of CATEGORIES) {
    const expected = catalogue.zanzibarTrips.filter((t) => t.trip_type.name === category).map((t) => t.name);
    expect(expected.length, `demo trips of type ${category}`).toBeGreaterThan(0);
    await loadsNextPage(page, () => categories.getByRole('link', { name: category, exact: true }).click());
    await expect(page).toHaveURL((url) => url.searchParams.get('type') === category && url.hash === '#results');
    await expect(categories.getByRole('link', { name: category, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(categories.getByRole('link', { name: 'All', exact: true })).not.toHaveAttribute('aria-current');
    expect((await cardTitles(page)).sort()).toEqual(expected.sort());
  }

  await loadsNextPage(page, () => categories.getByRole('link', { name: 'All', exact: true }).click());
  await expect(tripCards(page)).toHaveCount(catalogue.zanzibarTrips.length);
});

test('sorts by price both ways, reading the From prices on the cards', async ({ page, catalogue }) => {
  await expect(tripCards(page)).toHaveCount(catalogue.zanzibarTrips.length);

  await expectSortsByPrice(page, catalogue.zanzibarTrips.length);
  // The cheapest demo tour ends the list, at its base price in USD.
  const cheapest = Math.min(...catalogue.zanzibarTrips.map((t) => t.base_price));
  expect((await cardAmounts(page)).at(-1)).toBe(cheapest);
});
