import { todayInDarEsSalaam } from '../src/domain/dates/calendar-date.js';
import { displayDate } from '../src/domain/dates/display-date.js';
import { expect, test } from './fixtures.js';
import { waitForMail } from './support/mailbox.js';
import { addToCartAs, registerTourist, signIn, statistic } from './support/personal.js';

// 'Request all': the whole cart as one request, one reference and one e-mail to the agency, on a
// phone and on a wide screen.

const nextYear = Number(todayInDarEsSalaam().slice(0, 4)) + 1;

for (const width of [390, 1440]) {
  test(`a tourist sends a safari and a beach stay as one request (${width} px)`, async ({
    page,
    request,
    catalogue,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const safari = catalogue.safariTrips[1]!;
    const beach = catalogue.destinations.find((d) => d.location.name.includes('North'))!;
    const tourist = await registerTourist(request, 'Lena Schmidt');
    await signIn(page, tourist);
    await addToCartAs(request, tourist, 'trip', safari, { quantity: 4 });
    await addToCartAs(request, tourist, 'destination', beach, {
      quantity: 2,
      start_date: `${nextYear}-08-20`,
      end_date: `${nextYear}-08-24`,
    });

    await page.goto('/dashboard?tab=cart');
    const panel = page.getByRole('tabpanel');
    // A trip without a start date cannot be requested yet: the panel says what is missing.
    await expect(panel).toContainText(`Choose a start date for ${safari.name}.`);
    await expect(panel.getByRole('button', { name: 'Request all' })).toHaveCount(0);
    const safariRow = panel
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: safari.name, exact: true }) });
    await safariRow.getByLabel('Start date').fill(`${nextYear}-08-12`);
    await safariRow.getByRole('button', { name: 'Update' }).click();
    await expect(safariRow).toContainText('High season');

    await panel.getByRole('button', { name: 'Request all' }).click();
    await expect(page.getByRole('heading', { name: 'Request everything at once' })).toBeVisible();
    // Who travels comes from the account; the tourist changes what differs.
    await expect(page.getByLabel('First name')).toHaveValue('Lena');
    await expect(page.getByLabel('Last name')).toHaveValue('Schmidt');
    await expect(page.getByLabel('E-mail')).toHaveValue(tourist.email);
    await expect(page.getByLabel('Country')).toHaveValue(/\d+/);
    await page.getByLabel('Phone').fill('+49 30 1234567');
    await page.getByLabel('Country').selectOption({ label: 'Germany' });
    await page.getByLabel('Notes').fill('Safari first, then the beach');
    await page.getByRole('button', { name: 'Send request' }).click();

    const dialog = page.getByRole('dialog', { name: 'Request Sent' });
    await expect(dialog).toContainText('2 items are with our team under one reference');
    const reference = (await dialog.locator('strong').first().textContent())!;
    expect(reference).toMatch(/^TZ-[2-9A-HJ-NP-Z]{6}$/);
    await expect(dialog).toContainText('Destinations are priced by proposal');
    await dialog.getByRole('button', { name: 'See my bookings' }).click();

    // Both lines are bookings under the one reference; the cart is empty.
    await expect(page).toHaveURL(/tab=bookings/);
    await expect(statistic(page, 'Cart items')).toContainText('0');
    await expect(statistic(page, 'Bookings')).toContainText('2');
    const bookings = page.getByRole('tabpanel');
    await expect(bookings.getByRole('listitem').filter({ hasText: reference })).toHaveCount(2);
    await expect(bookings).toContainText(safari.name);
    await expect(bookings).toContainText(beach.name);

    const agency = await waitForMail('bookings@kilele-safaris.example', 'cart-request-notification', reference);
    expect(agency.subject).toBe(`New combined request ${reference}: 2 items, Lena Schmidt`);
    expect(agency.text).toContain(`1. Trip: ${safari.name} — `);
    expect(agency.text).toContain(`2. Destination: ${beach.name} — `);
    const confirmation = await waitForMail(tourist.email, 'cart-request-confirmation');
    expect(confirmation.subject).toBe(`Your request ${reference}: ${safari.name} + ${beach.name}`);
  });
}

test('Book this opens the trip’s form with the line’s dates, guests and class, at the cart’s price; booked, the line leaves the cart', async ({
  page,
  request,
  catalogue,
}) => {
  const trip = catalogue.safariTrips.find((t) => t.budgets.length > 0) ?? catalogue.safariTrips[0]!;
  const destination = catalogue.destinations[2]!;
  const comfort = catalogue.splash.searviceClasses.find((c) => c.name === 'Comfort')!;
  const tourist = await registerTourist(request, 'Lena Schmidt');
  await signIn(page, tourist);
  await addToCartAs(request, tourist, 'trip', trip, {
    quantity: 4,
    start_date: `${nextYear}-08-12`,
    class_id: comfort.id,
  });
  await addToCartAs(request, tourist, 'destination', destination, {
    quantity: 3,
    start_date: `${nextYear}-03-02`,
    end_date: `${nextYear}-03-06`,
  });

  await page.goto('/dashboard?tab=cart');
  const panel = page.getByRole('tabpanel');
  const tripRow = panel.getByRole('listitem').filter({ has: page.getByRole('link', { name: trip.name, exact: true }) });
  const cartPrice = (await tripRow.locator('p.text-right > span').first().textContent())!;

  // The destination's line opens its inquiry with the stay and the guests.
  await panel.getByRole('link', { name: `Book ${destination.name}` }).click();
  await expect(page.getByRole('tab', { name: 'Send Inquiry' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#inquiry-guests')).toHaveValue('3');
  await expect(page.getByRole('tabpanel').getByLabel('Start date')).toHaveValue(displayDate(`${nextYear}-03-02`));
  await page.goBack();

  await tripRow.getByRole('link', { name: `Book ${trip.name}` }).click();
  await expect(page.getByRole('tab', { name: 'Book Now' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#booking-guests')).toHaveValue('4');
  await expect(page.locator('#booking-class')).toHaveValue(String(comfort.id));
  await expect(page.locator('#booking-start')).toHaveValue(displayDate(`${nextYear}-08-12`));
  // The booking form's price is the cart's: one rule on both sides.
  const preview = page.getByRole('region', { name: 'Your price' });
  await expect(preview).toContainText(cartPrice);

  await page.locator('#booking-phone').fill('+49 30 1234567');
  await page.locator('#booking-gender').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Book Now', exact: true }).last().click();
  await expect(page.getByRole('dialog', { name: 'Booking Successful' })).toBeVisible();

  await page.goto('/dashboard?tab=cart');
  await expect(statistic(page, 'Cart items')).toContainText('1');
  await expect(page.getByRole('tabpanel').getByRole('link', { name: trip.name, exact: true })).toHaveCount(0);
  await expect(statistic(page, 'Bookings')).toContainText('1');
});
