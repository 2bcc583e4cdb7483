import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { newAccount, registerByApi } from './support/accounts.js';
import { resetLinkPath, waitForMail } from './support/mailbox.js';

/** The page's own content: the footer has a newsletter form with its own e-mail field and alert. */
const main = (page: Page) => page.getByRole('main');

// Forgot password and reset password, with their messages (docs/behaviour/account.md).

test('a tourist who forgot the password gets a link by e-mail and chooses a new one', async ({ page, request }) => {
  const account = newAccount('forgot');
  await registerByApi(request, account);

  await page.goto('/forgot-password');
  await main(page).getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Please enter your email address.')).toBeVisible();

  // An unknown address gets the very answer a known one gets: the page tells nobody who has an account.
  const sent = 'If an account uses this address, a password reset link has been sent to it. Please check your inbox.';
  for (const email of ['nobody-here@example.com', account.email]) {
    await page.goto('/forgot-password');
    await main(page).getByLabel('Email').fill(email);
    await main(page).getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(sent)).toBeVisible();
    // Home after 2 seconds.
    await expect(page).toHaveURL((url) => url.pathname === '/');
  }

  const mail = await waitForMail(account.email, 'password-reset');
  expect(mail.subject).toBe('Reset your Kilele Safaris password');
  const link = resetLinkPath(mail);
  await page.goto(link);
  await main(page).getByLabel('New password', { exact: true }).fill('zanzibar-sun');
  await main(page).getByLabel('Confirm new password', { exact: true }).fill('zanzibar-moon');
  await main(page).getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await main(page).getByLabel('Confirm new password', { exact: true }).fill('zanzibar-sun');
  await main(page).getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('tab') === 'login');

  // The old password no longer works; the new one does.
  await main(page).getByLabel('Email').fill(account.email);
  await main(page).getByLabel('Password', { exact: true }).fill(account.password);
  await main(page).getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await main(page).getByLabel('Password', { exact: true }).fill('zanzibar-sun');
  await main(page).getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');

  // The link works once: opened again, it says so and offers a new one.
  await page.evaluate(() => window.localStorage.removeItem('authToken'));
  await page.goto(link);
  await main(page).getByLabel('New password', { exact: true }).fill('another-password');
  await main(page).getByLabel('Confirm new password', { exact: true }).fill('another-password');
  await main(page).getByRole('button', { name: 'Set new password' }).click();
  await expect(main(page).locator('form').getByRole('alert')).toContainText(
    'This password reset link has already been used. Please request a new one.',
  );
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/forgot-password');
});

test('a reset link without its token says so and offers a new one', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByText('This link is incomplete')).toBeVisible();
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/forgot-password');
});
