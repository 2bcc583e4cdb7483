import type { CartItem } from '../src/domain/api/personal.js';
import { addDays } from '../src/domain/dates/calendar-date.js';
import { displayDate } from '../src/domain/dates/display-date.js';
import { tripDurationDays, type DurationTrip } from '../src/domain/trips/duration.js';
import { formatMoney } from '../src/domain/currency/format-price.js';
import { expect, test } from './fixtures.js';
import { addToCartAs, asTourist, registerTourist, signIn, statistic, toast } from './support/personal.js';

// The cart and clearing it; each trip line is priced like a booking of it, in the chosen currency.

const tripEnd = (start: string, trip: DurationTrip) => addDays(start, tripDurationDays(trip) - 1);
const usd = (amount: number) => formatMoney(amount, 'USD', [{ code: 'USD', symbol: '$', rate: 1 }]);

test('a tourist fills the cart from detail pages, changes guests and dates, removes a row and clears the cart', async ({
  page,
  request,
  catalogue,
}) => {
  const trip = catalogue.zanzibarTrips.find((t) => t.base_price > 0 && t !== catalogue.zanzibarTrips[0])!;
  const other = catalogue.safariTrips[2]!;
  const destination = catalogue.destinations[3]!;
  const tourist = await registerTourist(request);
  await signIn(page, tourist);

  await page.goto(`/zanzibar-tour/${trip.uuid}`);
  const summary = page.getByRole('complementary', { name: 'Trip summary' });
  await summary.getByRole('button', { name: 'Add to cart' }).click();
  await expect(toast(page, 'Added to cart successfully')).toBeVisible();
  // Pressed again, the same button takes it out.
  await summary.getByRole('button', { name: 'Remove from cart' }).click();
  await expect(toast(page, 'Removed from cart successfully')).toBeVisible();
  await summary.getByRole('button', { name: 'Add to cart' }).click();
  await expect(summary.getByRole('button', { name: 'Remove from cart' })).toBeVisible();

  await page.goto(`/destination/${destination.uuid}`);
  await page
    .getByRole('complementary', { name: `${destination.name} summary` })
    .getByRole('button', { name: 'Add to cart' })
    .click();
  await expect(toast(page, 'Added to cart successfully')).toBeVisible();
  await addToCartAs(request, tourist, 'trip', other);

  await page.goto('/dashboard?tab=cart');
  await expect(statistic(page, 'Cart items')).toContainText('3');
  const panel = page.getByRole('tabpanel');
  const row = panel.getByRole('listitem').filter({ has: page.getByRole('link', { name: trip.name, exact: true }) });
  const destinationRow = panel.getByRole('listitem').filter({ hasText: destination.name });
  const total = panel.getByTestId('cart-total');
  // Each trip line is priced by the server like a booking of it; the tab shows those figures.
  const cartNow = async (): Promise<CartItem[]> =>
    (await (await request.get('/api/user/cart', { headers: asTourist(tourist) })).json()).data.cart_items;
  const priceOf = (lines: CartItem[], uuid: string) => lines.find((line) => line.cartable_uuid === uuid)!.price!.total;
  let lines = await cartNow();
  await expect(row).toContainText(usd(priceOf(lines, trip.uuid)));
  await expect(destinationRow).toContainText('Contact for pricing');
  await expect(total).toHaveText(usd(priceOf(lines, trip.uuid) + priceOf(lines, other.uuid)));
  await expect(panel).toContainText('+ a destination priced by proposal');

  // A trip goes into the cart for 2 guests, the fewest it is booked for.
  const guests = row.getByLabel('Guests', { exact: true });
  await expect(guests).toHaveValue('2');
  await expect(row.getByRole('button', { name: 'Fewer guests' })).toBeDisabled();
  await row.getByRole('button', { name: 'More guests' }).click();
  await expect(guests).toHaveValue('3');
  await row.getByLabel('Start date').fill('2027-09-10');
  await row.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'Cart updated successfully')).toBeVisible();
  // The trip's end follows from its start and its length.
  await expect(row).toContainText(displayDate(tripEnd('2027-09-10', trip)));
  await expect(row.getByRole('button', { name: 'Update' })).toBeDisabled();
  lines = await cartNow();
  expect(lines).toContainEqual(
    expect.objectContaining({ cartable_uuid: trip.uuid, quantity: 3, start_date: '2027-09-10' }),
  );
  await expect(row).toContainText(usd(priceOf(lines, trip.uuid)));
  await expect(total).toHaveText(usd(priceOf(lines, trip.uuid) + priceOf(lines, other.uuid)));

  // A destination keeps its own end date, never before its start.
  await destinationRow.getByLabel('Start date').fill('2027-09-10');
  await destinationRow.getByLabel('End date').fill('2027-09-05');
  await destinationRow.getByRole('button', { name: 'Update' }).click();
  await expect(destinationRow).toContainText('End date cannot be before start date');
  await destinationRow.getByLabel('End date').fill('2027-09-14');
  await destinationRow.getByRole('button', { name: 'Update' }).click();
  await expect(destinationRow.getByLabel('End date')).toHaveValue(displayDate('2027-09-14'));
  await expect(destinationRow.getByRole('button', { name: 'Update' })).toBeDisabled();

  await panel.getByRole('button', { name: `Remove ${destination.name} from your cart` }).click();
  await expect(toast(page, 'Removed from cart successfully')).toBeVisible();
  await expect(panel.getByRole('link', { name: destination.name, exact: true })).toHaveCount(0);
  await expect(statistic(page, 'Cart items')).toContainText('2');
  // Without a destination the sum is simply the total; one trip still has no date, so it is an estimate.
  await expect(panel).toContainText(`Total (estimate) ${usd(priceOf(lines, trip.uuid) + priceOf(lines, other.uuid))}`);

  // Prices follow the currency chosen in the header.
  await page.getByRole('banner').getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
  await expect(row).toContainText('€');

  // Declining the confirmation keeps the cart; accepting it empties it.
  const clearCart = panel.getByRole('button', { name: 'Clear cart' });
  const asked = page.getByRole('alertdialog', { name: 'Are you sure you want to clear your cart?' });
  await clearCart.click();
  await expect(asked.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(asked).toBeHidden();
  await expect(clearCart).toBeFocused();
  await expect(panel.getByRole('link', { name: trip.name, exact: true })).toBeVisible();
  await clearCart.click();
  await asked.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel.getByRole('link', { name: trip.name, exact: true })).toBeVisible();
  await clearCart.click();
  await asked.getByRole('button', { name: 'Clear cart' }).click();
  await expect(toast(page, 'Cart cleared successfully')).toBeVisible();
  await expect(panel).toContainText('Your cart is empty.');
  await expect(statistic(page, 'Cart items')).toContainText('0');
});

test('a visitor who presses Add to cart is asked to log in', async ({ page, catalogue }) => {
  const destination = catalogue.destinations[5]!;
  await page.goto(`/destination/${destination.uuid}`);
  await page
    .getByRole('complementary', { name: `${destination.name} summary` })
    .getByRole('button', { name: 'Add to cart' })
    .click();
  await expect(toast(page, 'Login Required')).toContainText('Please log in to add items to cart');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
});
