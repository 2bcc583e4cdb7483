import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { newAccount, registerByApi, submitRegistration, type TestAccount } from './support/accounts.js';
import { registerTourist, signIn, toast } from './support/personal.js';

// Signed-in tourists are known: their request forms start filled from the account, an action pressed
// while signed out is done after the login, and a new account's e-mail waits in the login form.

const main = (page: Page) => page.getByRole('main');

async function logIn(page: Page, account: TestAccount) {
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await main(page).getByLabel('Email').fill(account.email);
  await main(page).getByLabel('Password', { exact: true }).fill(account.password);
  await main(page).getByRole('button', { name: 'Log in' }).click();
  await expect(toast(page, 'Login successful! Redirecting...')).toBeVisible();
}

test("a signed-in tourist's booking form starts with the account's details, and the contact form takes a location alone", async ({
  page,
  request,
  catalogue,
}) => {
  const tourist = await registerTourist(request, 'Amina Wanjiru Mwakilema');
  await signIn(page, tourist);
  const trip = catalogue.safariTrips[0]!;
  const tanzania = String(catalogue.splash.countries.find((c) => c.code === 'TZ')!.id);

  await page.goto(`/safari/${trip.uuid}`);
  await main(page).getByRole('tab', { name: 'Book Now', exact: true }).click();
  const booking = main(page).getByRole('tabpanel');
  await expect(booking.getByLabel('First name')).toHaveValue('Amina Wanjiru');
  await expect(booking.getByLabel('Last name')).toHaveValue('Mwakilema');
  await expect(booking.getByLabel('E-mail')).toHaveValue(tourist.email);
  await expect(booking.getByLabel('Phone')).toHaveValue('+255 712 345 678');
  await expect(booking.getByLabel('Gender')).toHaveValue(String(catalogue.splash.genders[0]!.id));
  await expect(booking.getByLabel('Country')).toHaveValue(tanzania);

  await page.goto('/contact');
  const form = main(page).locator('form');
  await expect(form.getByLabel('First name')).toHaveValue('Amina Wanjiru');
  await expect(form.getByLabel('Email')).toHaveValue(tourist.email);
  await expect(form.getByLabel('Country')).toHaveValue(tanzania);
  await form.getByLabel('Trip type').selectOption({ index: 1 });
  await form.getByRole('checkbox', { name: catalogue.splash.locations[0]!.name, exact: true }).check();
  await form.getByLabel('Message').fill('Only the island this time, please.');
  await form.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(form.getByRole('status')).toContainText('Inquiry Submitted Successfully!');
});

test('a visitor who presses Like on a safari logs in, is back on the safari, and it is liked', async ({
  page,
  request,
  catalogue,
}) => {
  const account = newAccount('resume-like');
  await registerByApi(request, account);
  const trip = catalogue.safariTrips[1]!;
  await page.goto(`/safari/${trip.uuid}`);
  const summary = page.getByRole('complementary', { name: 'Trip summary' });
  await summary.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(toast(page, 'Login Required')).toContainText('Please log in to like items');

  await logIn(page, account);
  await expect(page).toHaveURL((url) => url.pathname === `/safari/${trip.uuid}`);
  await expect(toast(page, 'Item liked successfully')).toBeVisible();
  const liked = summary.getByRole('button', { name: 'Liked', exact: true });
  await expect(liked).toHaveAttribute('aria-pressed', 'true');

  // Done once: a reload leaves it liked rather than toggling it back.
  await page.reload();
  await expect(liked).toHaveAttribute('aria-pressed', 'true');
});

test('a visitor who presses Add to cart on a destination logs in, is back on it, and it is in the cart', async ({
  page,
  request,
  catalogue,
}) => {
  const account = newAccount('resume-cart');
  await registerByApi(request, account);
  const destination = catalogue.destinations[1]!;
  await page.goto(`/destination/${destination.uuid}`);
  const summary = page.getByRole('complementary', { name: `${destination.name} summary` });
  await summary.getByRole('button', { name: 'Add to cart' }).click();
  await expect(toast(page, 'Login Required')).toContainText('Please log in to add items to cart');

  await logIn(page, account);
  await expect(page).toHaveURL((url) => url.pathname === `/destination/${destination.uuid}`);
  await expect(toast(page, 'Added to cart successfully')).toBeVisible();
  await expect(summary.getByRole('button', { name: 'Remove from cart' })).toBeVisible();
});

test('a visitor who presses Rate on a tour logs in and finds the rating dialog open on the tour', async ({
  page,
  request,
  catalogue,
}) => {
  const account = newAccount('resume-rate');
  await registerByApi(request, account);
  const trip = catalogue.zanzibarTrips[2]!;
  await page.goto(`/zanzibar-tour/${trip.uuid}`);
  const summary = page.getByRole('complementary', { name: 'Trip summary' });
  await summary.getByRole('button', { name: 'Rate', exact: true }).click();
  await expect(toast(page, 'Login Required')).toContainText('Please log in to rate items');

  await logIn(page, account);
  await expect(page).toHaveURL((url) => url.pathname === `/zanzibar-tour/${trip.uuid}`);
  const dialog = page.getByRole('dialog', { name: 'Rate this experience' });
  await expect(dialog).toContainText(trip.name);
  await dialog.locator('label').filter({ hasText: 'Excellent' }).click();
  await dialog.getByLabel('Your comment').fill('Dhow at sunset, perfect.');
  await dialog.getByRole('button', { name: 'Submit rating' }).click();
  await expect(toast(page, 'Rating submitted successfully')).toBeVisible();
  await expect(summary.getByRole('button', { name: 'Your rating: 5', exact: true })).toBeVisible();
});

test('a login that did not follow a press opens the dashboard and does nothing else', async ({ page, request }) => {
  const account = newAccount('plain-login');
  await registerByApi(request, account);
  await page.goto('/login');
  await logIn(page, account);
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
});

test('on a phone, a new account finds the login tab with its e-mail filled in and the password field ready', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const account = newAccount('register-phone');
  await page.goto('/login?tab=register');
  await submitRegistration(page, account);
  await expect(page.getByText('Registration successful!')).toBeVisible();

  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('tab') === 'login');
  const email = main(page).getByLabel('Email');
  const password = main(page).getByLabel('Password', { exact: true });
  await expect(email).toHaveValue(account.email);
  await expect(password).toBeFocused();
  await expect(email).toBeInViewport();
  await expect(password).toBeInViewport();

  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
});
