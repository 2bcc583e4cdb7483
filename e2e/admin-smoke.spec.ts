import { expect, test } from './fixtures.js';
import { blockingViolations, E2E_OWNER } from './support/back-office.js';

// The back office's smoke: the owner the staff command made signs in, sees the overview and the inbox,
// and neither page has a serious or critical accessibility problem.

test('the owner signs in and sees the overview and the inbox', async ({ page, request }) => {
  // The back office is never indexed.
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots.split('\n')).toContain('Disallow: /admin');

  await page.goto('/admin/requests?status=new');
  await expect(page).toHaveURL((url) => url.pathname === '/admin/login');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page).toHaveTitle(/Sign in/);

  await page.getByLabel('Email').fill(E2E_OWNER.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // Back where the owner was going, filters kept.
  await expect(page).toHaveURL((url) => url.pathname === '/admin/requests' && url.search === '?status=new');
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Staff' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(E2E_OWNER.name);
  await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^New/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/\d+–\d+ of \d+|No request matches these filters\./)).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  await nav.getByRole('link', { name: 'Overview' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page).toHaveTitle(/Overview/);
  await expect(page.getByRole('heading', { name: 'Requests per week' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Overdue/ })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});
