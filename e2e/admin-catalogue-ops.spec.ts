import { expect, test } from './fixtures.js';
import { blockingViolations, E2E_OWNER, signInToBackOffice } from './support/back-office.js';

// The back office's moderation, subscribers, currencies and audit pages, and the storefront's
// unsubscribe page: each works in a real browser and has no serious or critical accessibility problem.

test('the owner moderates, reads the subscribers, the currencies and the audit trail', async ({ page }) => {
  await signInToBackOffice(page, E2E_OWNER);
  const nav = page.getByRole('navigation', { name: 'Back office' });

  await nav.getByRole('link', { name: 'Moderation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pending' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/\d+–\d+ of \d+/).first()).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Approved' }).click();
  const firstReject = page.getByRole('button', { name: /^Reject the testimonial of / }).first();
  await expect(firstReject).toBeVisible();
  await page.getByRole('tab', { name: 'Ratings' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search ratings' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  await nav.getByRole('link', { name: 'Subscribers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  await nav.getByRole('link', { name: 'Currencies' }).click();
  await expect(page.getByRole('checkbox', { name: 'Offer USD on the storefront' })).toBeDisabled();
  expect(await blockingViolations(page)).toEqual([]);

  await nav.getByRole('link', { name: 'Audit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'What' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});

test('a visitor opens an unsubscribe link: one button, and a clear answer for a bad link', async ({ page }) => {
  await page.goto('/unsubscribe?token=0123456789abcdef0123456789abcdef');
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('region', { name: 'Unsubscribe from the newsletter' }).getByRole('alert')).toContainText(
    'This unsubscribe link is not valid',
  );
});
