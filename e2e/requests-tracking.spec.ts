import { todayInDarEsSalaam } from '../src/domain/dates/calendar-date.js';
import { expect, test } from './fixtures.js';
import { blockingViolations } from './support/back-office.js';
import { waitForMail } from './support/mailbox.js';

// A visitor who never signed in follows a booking from the link in the confirmation e-mail; a link
// with a changed key shows a friendly dead end and nothing of the request.

test('a visitor books a tour and follows it from the link in the e-mail', async ({ page, catalogue }) => {
  const trip = catalogue.zanzibarTrips[0]!;
  const email = `tracking.${Date.now()}@example.com`;
  const startDate = `${Number(todayInDarEsSalaam().slice(0, 4)) + 1}-03-12`;

  await page.goto(`/zanzibar-tour/${trip.uuid}?checkIn=${startDate}`);
  const main = page.getByRole('main');
  await main.getByRole('tab', { name: 'Book Now', exact: true }).click();
  const form = main.getByRole('tabpanel');
  await form.getByLabel('First name').fill('Claire');
  await form.getByLabel('Last name').fill('Dubois');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Phone').fill('+33 6 12 34 56 78');
  await form.getByLabel('Guests').fill('2');
  await form.getByLabel('Gender').selectOption({ label: 'Female' });
  await form.getByLabel('Country').selectOption({ label: 'France' });
  await form.getByRole('button', { name: 'Book Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Booking Successful' });
  const reference = (await dialog.textContent())!.match(/TZ-[2-9A-HJ-NP-Z]{6}/)![0];

  const mail = await waitForMail(email, 'booking-confirmation', reference);
  const link = mail.text.match(/https?:\/\/[^\s/]+(\/requests\/TZ-[A-Z0-9]{6}\?key=[A-Za-z0-9_%-]+)/)?.[1];
  expect(link, 'a tracking link in the confirmation').toBeTruthy();

  await page.goto(link!);
  const tracked = page.getByRole('main');
  await expect(tracked.getByRole('heading', { level: 1 })).toHaveText(trip.name);
  await expect(tracked.getByTestId('reference')).toHaveText(reference);
  await expect(tracked.getByText('Received', { exact: true })).toBeVisible();
  await expect(tracked.getByRole('region', { name: 'What you asked for' })).toContainText(trip.name);
  await expect(tracked.getByRole('region', { name: 'Summary' })).toContainText('Guests');
  const history = tracked.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history).toContainText('Request received');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page).toHaveTitle(new RegExp(reference));
  expect(await blockingViolations(page)).toEqual([]);

  // One character of the key changed: the same dead end as any bad link, nothing of the request.
  const key = new URL(link!, 'http://x').searchParams.get('key')!;
  const tampered = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
  await page.goto(`/requests/${reference}?key=${encodeURIComponent(tampered)}`);
  await expect(page.getByRole('heading', { name: 'We could not open this request' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Please use the link in your e-mail.');
  await expect(page.getByRole('main')).not.toContainText(trip.name);
  expect(await blockingViolations(page)).toEqual([]);
});
