import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { fillRegistration, newAccount, passportPng, submitRegistration } from './support/accounts.js';
import { e2eDataDir } from './support/data-dir.js';

/** The page's own content: the footer has a newsletter form with its own e-mail field and alert. */
const main = (page: Page) => page.getByRole('main');

// Registration, the session it leads to and its messages (docs/behaviour/account.md).

const passportFiles = () => {
  const dir = join(e2eDataDir(), 'passports');
  return existsSync(dir) ? readdirSync(dir).map((name) => readFileSync(join(dir, name))) : [];
};

test('a visitor registers with a passport image, signs in, and signing out revokes the token', async ({
  page,
  request,
}) => {
  const account = newAccount('register');
  const png = await passportPng();
  await page.goto('/login?tab=register');
  const form = main(page).locator('form');
  const submit = main(page).getByRole('button', { name: 'Create account' });

  // Nothing filled in: the form's sentence.
  await submit.click();
  await expect(form.getByRole('alert')).toContainText('Please fill in all required fields and agree to the terms.');

  await fillRegistration(page, account);
  await main(page).getByLabel('Password', { exact: true }).fill('short');
  await main(page).getByLabel('Confirm password', { exact: true }).fill('shorter');
  await main(page)
    .getByRole('checkbox', { name: /I agree to the terms/ })
    .check();
  await submit.click();
  await expect(form.getByRole('alert')).toContainText('Password must be at least 6 characters long.');
  await expect(form.getByRole('alert')).toContainText('Passwords do not match.');
  await main(page).getByLabel('Password', { exact: true }).fill(account.password);
  await main(page).getByLabel('Confirm password', { exact: true }).fill(account.password);

  // Too large for the 5 MB rule: refused in the browser, nothing sent.
  const passport = main(page).getByLabel('Passport image');
  await passport.setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: Buffer.alloc(5.5 * 1024 * 1024) });
  await expect(form.getByText('File size must be less than 5MB').first()).toBeVisible();

  // Says it is a PNG but is not one: the server reads the bytes and says so.
  await passport.setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: Buffer.from('not a photo') });
  await submit.click();
  await expect(form.getByRole('alert')).toContainText('Please select a valid image file');

  await passport.setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: png });
  await submit.click();
  await expect(page.getByText('Registration successful!')).toBeVisible();
  await expect(main(page).getByLabel('Full name')).toHaveValue('');
  // After 2 seconds, the login form.
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('tab') === 'login');
  expect(passportFiles().some((bytes) => bytes.equals(png))).toBe(true);

  await main(page).getByLabel('Email').fill(account.email);
  await main(page).getByLabel('Password', { exact: true }).fill(account.password);
  await main(page).getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Login successful! Redirecting...')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  const token = await page.evaluate(() => window.localStorage.getItem('authToken'));
  expect(token).toBeTruthy();
  const bearer = { authorization: `Bearer ${token}` };
  expect((await request.get('/api/user', { headers: bearer })).status()).toBe(200);

  await header.getByRole('button', { name: 'Logout' }).click();
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();
  // Revoked on the server too: a copy of the token is worthless.
  expect((await request.get('/api/user', { headers: bearer })).status()).toBe(401);
});

test('registering an e-mail that already has an account shows the server message', async ({ page }) => {
  const account = newAccount('register-twice');
  await page.goto('/login?tab=register');
  for (let attempt = 0; attempt < 2; attempt++) {
    if (attempt === 1) await page.goto('/login?tab=register');
    await submitRegistration(page, account);
    if (attempt === 0) await expect(page.getByText('Registration successful!')).toBeVisible();
  }
  await expect(main(page).locator('form').getByRole('alert')).toContainText(
    'An account with this email already exists.',
  );
});
