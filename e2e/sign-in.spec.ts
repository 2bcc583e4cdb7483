import { expect, test } from './fixtures.js';

// Sign in, see the signed-in header, sign out; a wrong password.

test('a registered tourist signs in, reaches the dashboard and signs out', async ({ page, request }) => {
  const splash = await (await request.get('/api/splash')).json();
  const email = `tourist-${Date.now()}@example.com`;
  const registered = await request.post('/api/register', {
    data: {
      name: 'Jonas Becker',
      phone: '+49 30 1234567',
      email,
      country: splash.data.countries.find((c: { code: string }) => c.code === 'DE').id,
      gender: splash.data.genders[0].id,
      address: 'Kastanienallee 12, Berlin',
      password: 'ngorongoro',
      'confirm-password': 'ngorongoro',
    },
  });
  expect(registered.status()).toBe(201);

  await page.goto('/login?tab=login');
  // The page's own field: the footer's newsletter has an 'Email address' field too, once it has loaded.
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('ngorongoro');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Login successful! Redirecting...')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible();

  // Signed in, /login leads to the dashboard.
  await page.goto('/login');
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');

  await header.getByRole('button', { name: 'Logout' }).click();
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();
});
