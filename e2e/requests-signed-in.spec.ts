import { todayInDarEsSalaam } from '../src/domain/dates/calendar-date.js';
import { expect, test } from './fixtures.js';
import { registerTourist, signIn, statistic } from './support/personal.js';

// A booking or an inquiry made while signed in belongs to the tourist: the booking shows in the
// dashboard's Bookings tab, and the contact inquiry leads to the dashboard.

test('a signed-in tourist books a Zanzibar tour and finds it in the dashboard', async ({
  page,
  request,
  catalogue,
}) => {
  const tourist = await registerTourist(request, 'Neema Kileo');
  await signIn(page, tourist);
  const trip = catalogue.zanzibarTrips[0]!;
  const startDate = `${Number(todayInDarEsSalaam().slice(0, 4)) + 1}-03-12`;

  await page.goto(`/zanzibar-tour/${trip.uuid}?checkIn=${startDate}`);
  const main = page.getByRole('main');
  await main.getByRole('tab', { name: 'Book Now', exact: true }).click();
  const form = main.getByRole('tabpanel');
  await form.getByLabel('First name').fill('Neema');
  await form.getByLabel('Last name').fill('Kileo');
  await form.getByLabel('E-mail').fill(tourist.email);
  await form.getByLabel('Phone').fill('+255 712 345 678');
  await form.getByLabel('Guests').fill('3');
  await form.getByLabel('Gender').selectOption({ label: 'Female' });
  await form.getByLabel('Country').selectOption({ label: 'Tanzania' });
  await form.getByRole('button', { name: 'Book Now' }).click();

  const dialog = page.getByRole('dialog', { name: 'Booking Successful' });
  await expect(dialog).toContainText('Neema Kileo');
  const reference = (await dialog.textContent())!.match(/TZ-[2-9A-HJ-NP-Z]{6}/)![0];
  await dialog.getByRole('button', { name: 'Sure, Please.' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');

  await page.goto('/dashboard?tab=bookings');
  await expect(statistic(page, 'Bookings')).toContainText('1');
  const booking = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: reference });
  await expect(booking).toContainText(trip.name);
  await expect(booking).toContainText('Received');
  await expect(booking).toContainText('Economy');
  await expect(booking).toContainText('3');
});

test('a signed-in tourist’s contact inquiry shows its reference, and the page stays', async ({
  page,
  request,
  catalogue,
}) => {
  const tourist = await registerTourist(request, 'Baraka Moshi');
  await signIn(page, tourist);
  await page.goto('/contact');
  const form = page.getByRole('main').locator('form');
  await form.getByLabel('First name').fill('Baraka');
  await form.getByLabel('Last name').fill('Moshi');
  await form.getByLabel('Email').fill(tourist.email);
  await form.getByLabel('Phone').fill('+255 712 345 678');
  await form.getByLabel('Country').selectOption({ label: 'Tanzania' });
  await form.getByLabel('Trip type').selectOption({ index: 1 });
  await form.getByRole('checkbox', { name: catalogue.destinations[0]!.name, exact: true }).check();
  await form.getByRole('checkbox', { name: catalogue.splash.locations[0]!.name, exact: true }).check();
  await form.getByLabel('Message').fill('Honeymoon: a week on the beach.');
  await form.getByRole('button', { name: 'Send Inquiry' }).click();
  const success = form.getByRole('status');
  await expect(success).toContainText('Inquiry Submitted Successfully!');
  await expect(success).toContainText(/Your reference is TZ-[A-Z0-9]+/);
  await expect(page).toHaveURL((url) => url.pathname === '/contact');
});
