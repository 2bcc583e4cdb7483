import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { Trip } from '../src/domain/api/catalogue.js';
import { formatDays, tripDurationDays } from '../src/domain/trips/duration.js';
import { priceLabel, startingPrice, type CurrencyLike } from '../src/domain/currency/format-price.js';
import { expect, test } from './fixtures.js';
import { tripCard } from './support/trip-cards.js';

// Safari and Zanzibar-tour detail: hero (first destination, day count, base price), tabs
// Overview, Itinerary (sorted by order), Budget, Book Now, and the side summary.

const usd: CurrencyLike = { code: 'USD', symbol: '$', rate: 1 };

async function checkDetail(page: Page, trip: Trip) {
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: trip.name })).toBeVisible();
  const hero = main.getByRole('region', { name: trip.name });
  await expect(hero).toContainText(trip.trip_destinations[0]!.destination.name);
  await expect(hero).toContainText(formatDays(tripDurationDays(trip)));
  await expect(hero).toContainText(priceLabel(trip.base_price, usd, [usd]));

  const summary = main.getByRole('complementary', { name: 'Trip summary' });
  await expect(summary).toContainText('min 2 guests');
  await expect(summary).toContainText(`from ${startingPrice(trip.base_price, usd, [usd])} per person`);

  const tab = (name: string) => main.getByRole('tab', { name, exact: true });
  await expect(tab('Overview')).toHaveAttribute('aria-selected', 'true');
  await expect(main.getByRole('tabpanel')).toBeVisible();

  await tab('Itinerary').click();
  await expect(tab('Itinerary')).toHaveAttribute('aria-selected', 'true');
  const days = main.getByRole('tabpanel').getByRole('listitem').getByRole('heading', { level: 3 });
  const expected = [...trip.trip_points]
    .sort((a, b) => a.order - b.order)
    .map((p) => `Day ${p.day_number}: ${p.title}`);
  await expect(days).toHaveText(expected);

  await tab('Budget').click();
  const table = main.getByRole('tabpanel').getByRole('table').first();
  await expect(table).toBeVisible();
  await expect(table.getByRole('row').nth(1).getByRole('rowheader')).toHaveText('Economy');

  await tab('Book Now').click();
  const form = main.getByRole('tabpanel');
  for (const label of [/first name/i, /last name/i, /e-?mail/i, /phone/i, /guests/i, /start date/i]) {
    await expect(form.getByLabel(label).first()).toBeVisible();
  }
  await expect(form.getByRole('button', { name: /book|submit|send/i }).first()).toBeVisible();
}

test('a safari shows its hero, summary and the four tabs', async ({ page, catalogue }) => {
  const trip = catalogue.safariTrips.find((t) => t.trip_points.length > 3 && t.budgets.length > 0)!;
  await page.goto(`/safari/${trip.uuid}`);
  await checkDetail(page, trip);
});

test('a Zanzibar tour shows its hero, summary and the four tabs', async ({ page, catalogue }) => {
  const trip = catalogue.zanzibarTrips.find((t) => t.trip_points.length > 2 && t.budgets.length > 0)!;
  await page.goto(`/zanzibar-tour/${trip.uuid}`);
  await checkDetail(page, trip);
});

test('a trip that does not exist shows the not-found state with a way back', async ({ page }) => {
  await page.goto(`/safari/${randomUUID()}`);
  await expect(page.getByRole('heading', { level: 1, name: /not found/i })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  await page
    .getByRole('main')
    .getByRole('link', { name: /safaris/i })
    .first()
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/safaris');

  await page.goto(`/zanzibar-tour/${randomUUID()}`);
  await expect(page.getByRole('heading', { level: 1, name: /not found/i })).toBeVisible();
});

test("a failed load shows the page's own words, never the server's message", async ({ page, catalogue }) => {
  const trip = catalogue.safariTrips[0]!;
  await page.route(`**/api/trips/${trip.uuid}`, (route) =>
    route.fulfill({ status: 500, json: { status: false, code: 500, message: 'relation "trips" does not exist' } }),
  );
  // The server renders a trip from the database; reached by links from a page of the single-page app (the
  // login page), the browser fetches it (and fails).
  await page.goto('/login');
  await page.getByRole('banner').getByRole('link', { name: 'Safaris', exact: true }).click();
  await tripCard(page, trip.name).getByRole('link').first().click();
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert.getByRole('heading', { level: 1, name: 'Safari package data unavailable' })).toBeVisible();
  await expect(alert).toContainText('Failed to fetch trip details.');
  await expect(page.getByRole('main')).not.toContainText('relation');
});
