import { randomUUID } from 'node:crypto';
import type { Trip } from '../src/domain/api/catalogue.js';
import { expect, test } from './fixtures.js';
import { tripCard, tripCards } from './support/trip-cards.js';

// The demo catalogue fits one page of 50, so the API is made to report a longer catalogue: a full
// first page, then 10 more trips at offset 50. Load More must ask for them and show them.

const PAGE_SIZE = 50;
const SECOND_PAGE = 10;

const cloneOf = (trip: Trip, label: string): Trip => ({ ...trip, uuid: randomUUID(), name: `${trip.name} (${label})` });

test('Load More fetches the next page at offset 50, shows it, and disappears once everything is loaded', async ({
  page,
  catalogue,
}) => {
  const model = catalogue.zanzibarTrips[0]!;
  const padding = Array.from({ length: PAGE_SIZE - catalogue.trips.length }, (_, i) =>
    cloneOf(model, `departure ${i + 1}`),
  );
  const firstPage = [...catalogue.trips, ...padding];
  const secondPage = Array.from({ length: SECOND_PAGE }, (_, i) => cloneOf(model, `late departure ${i + 1}`));
  const total = firstPage.length + secondPage.length;
  const offsets: number[] = [];

  await page.route(
    (url) => url.pathname === '/api/trips',
    async (route) => {
      const url = new URL(route.request().url());
      const offset = Number(url.searchParams.get('offset') ?? 0);
      offsets.push(offset);
      const trips = offset === 0 ? firstPage : offset === PAGE_SIZE ? secondPage : [];
      await route.fulfill({
        json: { status: true, code: 200, message: 'Trips fetched successfully', data: { trips, total } },
      });
    },
  );

  // The server renders /tours from the database; reached by a link from a page of the single-page app
  // (the login page), the list is fetched from the API, and so from this stand-in.
  await page.goto('/login');
  await page.getByRole('banner').getByRole('link', { name: 'Tours', exact: true }).click();
  const zanzibarOnFirstPage = catalogue.zanzibarTrips.length + padding.length;
  await expect(tripCards(page)).toHaveCount(zanzibarOnFirstPage);
  expect(offsets).toEqual([0]);

  const loadMore = page.getByRole('button', { name: 'Load More' });
  await expect(loadMore).toBeVisible();
  const request = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/trips');
  await loadMore.click();
  const next = new URL((await request).url());
  expect(next.searchParams.get('offset')).toBe(String(PAGE_SIZE));
  expect(next.searchParams.get('limit')).toBe(String(PAGE_SIZE));

  await expect(tripCards(page)).toHaveCount(zanzibarOnFirstPage + SECOND_PAGE);
  await expect(tripCard(page, secondPage.at(-1)!.name)).toBeVisible();
  // Every trip is on screen now: nothing is left to load.
  await expect(loadMore).toBeHidden();
});
