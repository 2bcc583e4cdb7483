import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { loginByApi, newAccount, registerByApi } from './support/accounts.js';

// A token the server no longer accepts signs the visitor out cleanly.

/**
 * Puts `token` in localStorage as a returning visitor would have it. It is written from the site's
 * robots.txt, a page of the same origin that runs no app code: written from a page of the app, the
 * app itself could send the token, meet the 401 and reload while the test is already navigating.
 */
async function arriveWithToken(page: Page, token: string) {
  await page.goto('/robots.txt');
  await page.evaluate((value) => window.localStorage.setItem('authToken', value), token);
}

test('a revoked token in storage: opening the dashboard ends on the login page, signed out', async ({
  page,
  request,
}) => {
  const account = newAccount('revoked');
  await registerByApi(request, account);
  const token = await loginByApi(request, account);
  const logout = await request.post('/api/logout', { headers: { authorization: `Bearer ${token}` } });
  expect(logout.status()).toBe(200);

  await arriveWithToken(page, token);
  await page.goto('/dashboard');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

test('an expired or unknown token: any page turns to the signed-out header', async ({ page }) => {
  // A well-formed token the server does not know answers exactly like an expired one: 401.
  await arriveWithToken(page, 'x'.repeat(43));
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();
});

test('a signed-in tourist who opens /login is sent to the dashboard', async ({ page, request }) => {
  const account = newAccount('signed-in');
  await registerByApi(request, account);
  await arriveWithToken(page, await loginByApi(request, account));
  await page.goto('/login?tab=register');
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
});
