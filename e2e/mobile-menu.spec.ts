import { expect, loadsNextPage, test } from './fixtures.js';

// On phones a side menu holds the header's items.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('the mobile menu holds the links, the currency and Login, and closes after navigating', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  // The desktop links are not shown at this width: only the menu button.
  await expect(header.getByRole('link', { name: 'Safaris', exact: true })).toBeHidden();
  await header.getByRole('button', { name: 'Open menu' }).click();

  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  for (const name of ['Home', 'Tours', 'Safaris', 'About', 'Contact', 'Login']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole('combobox', { name: 'Currency' })).toBeVisible();

  await loadsNextPage(page, () => menu.getByRole('link', { name: 'Safaris', exact: true }).click());
  await expect(page).toHaveURL((url) => url.pathname === '/safaris');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Tanzania Safaris' })).toBeVisible();

  // Escape closes it too, and focus goes back to the menu button.
  await header.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(header.getByRole('button', { name: 'Open menu' })).toBeFocused();
});
