import { todayInDarEsSalaam } from '../src/domain/dates/calendar-date.js';
import { expect, newVisitorPage, test } from './fixtures.js';
import { E2E_OWNER, signInToBackOffice } from './support/back-office.js';
import { registerTourist } from './support/personal.js';

// The agency edits its own catalogue: a testimonial approved in the back office is on Home at once,
// and a price changed in a trip's budget table is the price the next booking gets.

test('an approved testimonial is on the home page at once', async ({ page, request, browser }) => {
  const tourist = await registerTourist(request, 'Ingrid Solberg');
  const text = `The dhow at sunset was the best evening of our year. ${Date.now()}`;
  const sent = await request.post('/api/save-testimonal', {
    headers: { authorization: `Bearer ${tourist.token}` },
    data: { comments: text },
  });
  expect(sent.status()).toBe(201);

  await signInToBackOffice(page, E2E_OWNER);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Moderation' }).click();
  const row = page.getByRole('row').filter({ hasText: text });
  await row.getByRole('button', { name: 'Approve the testimonial of Ingrid Solberg' }).click();
  await expect(page.getByRole('row').filter({ hasText: text })).toHaveCount(0);

  const visitor = await newVisitorPage(browser);
  await visitor.goto('/');
  await expect(visitor.getByText(text)).toBeVisible();
  await visitor.context().close();
});

test("a price changed in a trip's budget table is the price the next booking gets", async ({
  page,
  request,
  catalogue,
}) => {
  // The last safari: the other journeys read the first ones' prices.
  const trip = catalogue.safariTrips.at(-1)!;
  await signInToBackOffice(page, E2E_OWNER);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Trips' }).click();
  await page.getByLabel('Search trips').fill(trip.name);
  await page.getByLabel('Search trips').press('Enter');
  await page.getByRole('link', { name: trip.name, exact: true }).first().click();
  await expect(page.getByRole('form', { name: `Edit ${trip.name}` })).toBeVisible();

  const cell = page.getByLabel('High season, Economy, 2 guests', { exact: true });
  await cell.fill('4321');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();

  // High season (July–December), two guests, Economy: 2 × 4,321.
  const economy = (await (await request.get('/api/splash')).json()).data.searviceClasses.find(
    (c: { name: string }) => c.name === 'Economy',
  );
  const booked = await request.post('/api/save_booking', {
    data: {
      trip_uuid: trip.uuid,
      fname: 'Sofia',
      lname: 'Ricci',
      email: `sofia.${Date.now()}@example.com`,
      phone: '+39 347 555 0199',
      gender: 1,
      country: 1,
      guest_count: 2,
      start_date: `${Number(todayInDarEsSalaam().slice(0, 4)) + 1}-08-20`,
      class_id: economy.id,
      note: null,
    },
  });
  expect(booked.status()).toBe(201);
  expect((await booked.json()).data.total_price).toBe(8642);
});
