import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
// @ts-expect-error -- a plain .mjs script without types; its owner is the one the journeys sign in as
import { E2E_OWNER as OWNER } from '../scripts/e2e-server.mjs';

const E2E_OWNER = OWNER as { email: string; name: string; password: string };

// The back office's smoke: the owner the staff command made signs in, sees the overview and the inbox,
// and neither page has a serious or critical accessibility problem.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function blockingViolations(page: Page) {
  await expect(page.locator('.animate-pulse')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

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
