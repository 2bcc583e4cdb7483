import type { APIRequestContext } from '@playwright/test';
import type { Trip } from '../src/domain/api/catalogue.js';
import { formatShown, shownTimes } from '../src/domain/currency/shown-price.js';
import { addDays, todayInDarEsSalaam } from '../src/domain/dates/calendar-date.js';
import { displayDate } from '../src/domain/dates/display-date.js';
import { formatDays, tripDurationDays } from '../src/domain/trips/duration.js';
import type { Catalogue } from './support/catalogue.js';
import { expect, test } from './fixtures.js';

// The trip booking and the destination inquiry, against the real server: the guest rule,
// the live price in the chosen currency, the failure alert and the success dialogs.

async function rateOf(request: APIRequestContext, catalogue: Catalogue, code: string): Promise<number> {
  const currency = catalogue.splash.currencies.find((c) => c.code === code)!;
  const res = await request.post(`/api/exchange-rate?currency=${currency.uuid}`);
  return ((await res.json()) as { data: { rate: number } }).data.rate;
}

const budgetPrice = (trip: Trip, season: string, serviceClass: string, quantity: number) =>
  trip.budgets.find(
    (b) => b.season.name === season && b.service_class.name === serviceClass && b.quantity === quantity,
  )!.price;

test('a visitor books a safari in euros: the preview total is the total confirmed', async ({
  page,
  request,
  catalogue,
}) => {
  const trip = catalogue.safariTrips.find((t) => t.budgets.some((b) => b.service_class.name === 'Comfort'))!;
  const eur = await rateOf(request, catalogue, 'EUR');
  const currencies = catalogue.splash.currencies.map((c) => (c.code === 'EUR' ? { ...c, rate: eur } : c));
  const startDate = `${Number(todayInDarEsSalaam().slice(0, 4)) + 1}-08-14`;

  // Coming from the search bar, the check-in date is already the start date.
  await page.goto(`/safari/${trip.uuid}?checkIn=${startDate}`);
  await page.getByRole('banner').getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
  const main = page.getByRole('main');
  await main.getByRole('tab', { name: 'Book Now', exact: true }).click();
  const form = main.getByRole('tabpanel');

  await form.getByRole('button', { name: 'Book Now' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Please fill all required fields and ensure at least 2 guests, class, gender, and country are selected.',
  );

  await form.getByLabel('First name').fill('Lena');
  await form.getByLabel('Last name').fill('Schmidt');
  await form.getByLabel('E-mail').fill('lena.e2e@example.com');
  await form.getByLabel('Phone').fill('+49 30 1234567');
  const guests = form.getByLabel('Guests');
  await guests.fill('1');
  await guests.blur();
  const tooFew = page.getByRole('alertdialog', { name: 'Guest count must be 2 or more.' });
  await tooFew.getByRole('button', { name: 'OK' }).click();
  await expect(tooFew).toBeHidden();
  await expect(guests).toHaveValue('2');
  await expect(guests).toBeFocused();
  await guests.fill('5');
  const start = form.getByLabel('Start date');
  await expect(start).toHaveValue(displayDate(startDate));
  // Today is too early: bookings start from tomorrow, and the field says so.
  await start.fill(todayInDarEsSalaam());
  await form.getByRole('button', { name: 'Book Now' }).click();
  await expect(form.getByRole('alert')).toContainText('Start date must be from tomorrow onwards.');
  await expect(start).toHaveAccessibleDescription(/Start date must be from tomorrow onwards\./);
  // The date typed as it is shown, in words.
  await start.fill(displayDate(startDate));
  // With the trip's end, from its own length.
  const days = tripDurationDays(trip);
  await expect(start).toHaveAccessibleDescription(
    `From tomorrow onwards Ends ${displayDate(addDays(startDate, days - 1))} (${formatDays(days)})`,
  );
  await expect(form.getByLabel('Class')).toHaveValue(String(catalogue.splash.searviceClasses[0]!.id));
  await form.getByLabel('Class').selectOption({ label: 'Comfort' });
  await form.getByLabel('Gender').selectOption({ label: 'Female' });
  await form.getByLabel('Country').selectOption({ label: 'Germany' });

  const preview = form.getByRole('region', { name: 'Your price' });
  await expect(preview).toContainText('High season (July–December)');
  await expect(preview).toContainText('4-guest rate');
  await expect(preview).toContainText('Comfort');
  // The shown price per person times the guests, never the USD total converted on its own (shown-price.ts).
  const euro = currencies.find((c) => c.code === 'EUR')!;
  const expectedTotal = formatShown(
    shownTimes(budgetPrice(trip, 'High', 'Comfort', 4), 5, { ...euro, rate: eur }).total,
    currencies,
  );
  const total = preview.locator('[aria-live]');
  await expect(total).toHaveText(expectedTotal);

  // While sending, the button waits; a failed send returns to the form with its alert.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/save_booking', async (route) => {
    await held;
    await route.fulfill({ status: 503, body: '' });
  });
  const submit = form.getByRole('button', { name: /Book Now|Processing/ });
  await submit.click();
  await expect(submit).toHaveText('Processing...');
  await expect(submit).toBeDisabled();
  release();
  await expect(form.getByRole('alert')).toHaveText('Failed to book. Please try again.');
  await expect(submit).toHaveText('Book Now');
  await page.unroute('**/api/save_booking');

  await form.getByRole('button', { name: 'Book Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Booking Successful' });
  await expect(dialog).toContainText('Lena Schmidt');
  await expect(dialog).toContainText(trip.name);
  await expect(dialog).toContainText(`Total price: ${expectedTotal}`);
  await expect(dialog).toContainText(/online payment is coming soon/i);
  await expect(dialog).toContainText(/TZ-[2-9A-HJ-NP-Z]{6}/);
  await expect(dialog.getByRole('button')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Sure, Please.' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('a visitor asks about a destination and is told the price follows by e-mail', async ({ page, catalogue }) => {
  const destination = catalogue.destinations[0]!;
  await page.goto(`/destination/${destination.uuid}`);
  const main = page.getByRole('main');
  await main.getByRole('tab', { name: 'Send Inquiry', exact: true }).click();
  const form = main.getByRole('tabpanel');

  await form.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Please fill all required fields: name, email, phone, gender, and country.',
  );
  await expect(form.getByLabel('Guests')).toHaveValue('2');
  await form.getByLabel('First name').fill('Zuri');
  await form.getByLabel('Last name').fill('Ali');
  await form.getByLabel('E-mail').fill('zuri.e2e@example.com');
  await form.getByLabel('Phone').fill('0712 345 678');
  await form.getByLabel('Gender').selectOption({ label: 'Male' });
  await form.getByLabel('Country').selectOption({ label: 'Tanzania' });
  await form.getByRole('button', { name: 'Send Inquiry' }).click();

  const dialog = page.getByRole('dialog', { name: 'Inquiry Sent' });
  await expect(dialog).toContainText('Zuri Ali');
  await expect(dialog).toContainText(destination.name);
  await expect(dialog).toContainText('The price follows by e-mail');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(form.getByLabel('First name')).toHaveValue('');
});
