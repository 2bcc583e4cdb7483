import { expect, test } from './fixtures.js';

// The not-found page: any other path; actions Return Home and Explore Tours.

test('an unknown path shows the not-found page with Return Home and Explore Tours', async ({ page }) => {
  await page.goto('/no-such-page/at-all');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Return Home' })).toBeVisible();

  await main.getByRole('link', { name: 'Explore Tours' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/tours');

  await page.goto('/not-found');
  await main.getByRole('link', { name: 'Return Home' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});
